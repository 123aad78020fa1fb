/**
 * Every Firestore collection name the functions read or write, in one place (docs/architecture.md §4 has the
 * documents' shapes). Sub-collections are listed with the path of their parent, because
 * Firestore names a sub-collection by its last segment only. Tests keep writing the literal
 * names: a test that spells a path out is how a renamed constant gets noticed.
 */
export const COLLECTIONS = {
  applications: 'applications',
  chatMessages: 'chatMessages',
  /** Refused uploads, one per Storage path (`contentErrors/{hash of path}`). */
  contentErrors: 'contentErrors',
  /** Per-page text of notes and papers (`contentPages/{docId}-p{n}`). */
  contentPages: 'contentPages',
  contentWarnings: 'contentWarnings',
  idempotencyKeys: 'idempotencyKeys',
  /** Watched by the Trigger Email extension (firebase.json `extensions`; checked by tools/src/deploy/mail-extension.mjs). */
  mail: 'mail',
  /** Singleton documents, named in `META_DOCS`. */
  meta: 'meta',
  notes: 'notes',
  notifications: 'notifications',
  orders: 'orders',
  otps: 'otps',
  passwordResets: 'passwordResets',
  payments: 'payments',
  /** Practice cards, one per card of a subject's deck (modules/practice/deck-store.ts). */
  practiceCards: 'practiceCards',
  /** `practicePageCards/{noteId}-p{page}`: Gemini's note cards of a page, by its text's hash. */
  practicePageCards: 'practicePageCards',
  /** `practiceDecks/{subjectId}`: what the last deck build made. */
  practiceDecks: 'practiceDecks',
  projects: 'projects',
  pyqQuestions: 'pyqQuestions',
  pyqs: 'pyqs',
  pyqSplits: 'pyqSplits',
  rateLimits: 'rateLimits',
  requests: 'requests',
  semesters: 'semesters',
  subjects: 'subjects',
  subjectTopics: 'subjectTopics',
  uploads: 'uploads',
  users: 'users',
  webhookEvents: 'webhookEvents',

  /** `users/{uid}/bookmarks/{noteId}` */
  bookmarks: 'bookmarks',
  /** `users/{uid}/conversations/{id}` (the Partner's chats) */
  conversations: 'conversations',
  /** `users/{uid}/downloads/{id}` */
  downloads: 'downloads',
  /** `users/{uid}/conversations/{id}/messages/{id}` */
  messages: 'messages',
  /** `users/{uid}/notifications/{id}` (personal; the shared feed is top-level `notifications`) */
  personalNotifications: 'notifications',
  /** `users/{uid}/practice/profile`: limits, exam dates and day counts (modules/practice). */
  practiceProfile: 'practice',
  /** `users/{uid}/practiceDays/{YYYY-MM-DD}`: one practice day's counts (modules/practice). */
  practiceDays: 'practiceDays',
  /** `users/{uid}/practiceReviews/{reviewId}`: one review, keyed by the client's idempotency key. */
  practiceReviews: 'practiceReviews',
  /** `users/{uid}/practiceStates/{cardId}`: the student's FSRS schedule of a card. */
  practiceStates: 'practiceStates',
  /** `users/{uid}/revision/{subjectId}` */
  revision: 'revision',
  /** `users/{uid}/tasks/{id}` */
  tasks: 'tasks',
  /** `requests/{id}/votes/{uid}` */
  votes: 'votes',
} as const;

/** The documents of `meta/{id}`. */
export const META_DOCS = {
  /** The content version that search indexes follow (modules/content/version.ts). */
  content: 'content',
  /** Who is building the search snapshot (modules/search/snapshot-builder.ts). */
  searchSnapshotLease: 'searchSnapshotLease',
} as const;

/** The catalog collection of each content kind (`ContentKind` in modules/content/object-path.ts). */
export const CATALOG_COLLECTIONS = { note: COLLECTIONS.notes, pyq: COLLECTIONS.pyqs } as const;
