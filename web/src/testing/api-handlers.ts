/**
 * MSW handlers for the API, typed by what the API answers, so a web test can only stub an answer
 * the API can give.
 *
 * ```ts
 * server.use(
 *   api.get('/api/tasks', ({ ok }) => ok([task])),
 *   api.post('/api/tasks', ({ created }) => created(task)),
 *   api.delete('/api/tasks/:id', ({ params, ok }) => ok({ _id: params.id, message: 'Task deleted' })),
 *   api.put('/api/tasks/t1', ({ fail }) =>
 *     fail(400, { message: 'Task title is required', code: 'validation' }),
 *   ),
 * );
 * ```
 *
 * - The path is a route of `ApiRoutes` below, written as its pattern (`/api/tasks/:id`) or with a
 *   concrete id (`/api/tasks/t1`, answering for that id only). Any other path does not compile.
 * - The resolver gets MSW's `request` and `params` and one helper per answer the route has:
 *   `ok(body)` (200), `created(body)` (201), `noContent()` (204), `fail(status, { message, code })`
 *   for the route's error statuses, `fail(500)` (the generic 500 every route can give) and
 *   `networkError()` (the request never reached the API). It must return one of them: a body of
 *   the wrong shape, a status the route never answers, or an error code the API never uses does
 *   not compile.
 * - Answers that are not the API's (PDF and page images from Storage, the share preview's HEAD)
 *   stay on plain `http` from 'msw'.
 *
 * Where the rules come from: paths and bodies, docs/product.md §7 and docs/architecture.md §2;
 * statuses, functions/src/modules/{module}/routes.ts; error bodies and codes,
 * functions/src/lib/errors.ts and error-handler.ts; the bodies' types, the contract's DTOs
 * (packages/contract/src).
 */
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { MessageDto, ProfileUpdateDto, SessionDto, UserDto } from '@notesea/contract/accounts';
import type { ApplicationCreatedDto } from '@notesea/contract/careers';
import type { ChatMessageDto } from '@notesea/contract/chat';
import type {
  ContentRequestDto,
  DuplicateUploadDto,
  UploadCreatedDto,
  UploadDto,
} from '@notesea/contract/contributions-rules';
import type {
  RevisionDto,
  RevisionMarkDto,
  RevisionProgressDto,
  TopicDto,
} from '@notesea/contract/exam-prep';
import type {
  BookmarkDto,
  DownloadDto,
  NoteDetailDto,
  NoteDto,
  PyqDetailDto,
  PyqDto,
  SemesterDto,
  SubjectDto,
} from '@notesea/contract/notes';
import type { NotificationDto, UnreadNotificationsDto } from '@notesea/contract/notifications';
import type {
  CreateOrderResponse,
  OrderDto,
  RazorpayOrderResponse,
} from '@notesea/contract/orders';
import type {
  ChatbotReplyDto,
  ChatbotStreamEvents,
  ConversationDetailDto,
  ConversationDto,
} from '@notesea/contract/partner';
import type {
  PracticeDeckDto,
  PracticeDueDto,
  PracticeExamDto,
  PracticeReviewResultDto,
  PracticeStatsDto,
} from '@notesea/contract/practice-rules';
import type { ProjectDto } from '@notesea/contract/projects';
import type { SearchResponseDto } from '@notesea/contract/search';
import type { TaskDeletedDto, TaskDto } from '@notesea/contract/tasks';

// ---------------------------------------------------------------------------------------------
// Error bodies

/** Every error body the API sends: `{ message, code }` (functions/src/lib/error-handler.ts). */
export interface ApiErrorBody<Code extends string = string> {
  message: string;
  code: Code;
}

/** The 500 body: an unexpected error never shows its details (error-handler.ts). */
export const INTERNAL_ERROR = {
  message: 'Something went wrong. Please try again.',
  code: 'internal',
} as const satisfies ApiErrorBody;

/**
 * The error body of each status, with the codes functions/src/lib/errors.ts gives it
 * (docs/architecture.md §2). The few route-specific codes (`invalid_credentials`,
 * `email_not_verified`, `duplicate`) are added by the routes that answer them.
 */
interface ErrorBodies {
  400: ApiErrorBody<'validation' | 'bad_request'>;
  401: ApiErrorBody<'unauthorized'>;
  403: ApiErrorBody<'forbidden'>;
  404: ApiErrorBody<'not_found'>;
  409: ApiErrorBody<'conflict'>;
  413: ApiErrorBody<'payload_too_large'>;
  415: ApiErrorBody<'unsupported_media_type'>;
  422: ApiErrorBody<'unprocessable'>;
  429: ApiErrorBody<'rate_limited'>;
  500: typeof INTERNAL_ERROR;
  503: ApiErrorBody<'service_unavailable'>;
  504: ApiErrorBody<'timeout'>;
}

/** A route's error answers: the given statuses, plus the 500 any route can give. */
type Errors<Status extends keyof ErrorBodies> = Pick<ErrorBodies, Status | 500>;

/** Signed-in routes (lib/route.ts `session: 'required' | 'recent'`): 401 without a session. */
type Session = 401;
/** Routes with a JSON body or an id in the path: 400 for a bad one (lib/validate.ts). */
type Invalid = 400;
/** Routes with a JSON body: 400 also for malformed JSON, 413 over the size limit (app.ts). */
type Json = 400 | 413;

// ---------------------------------------------------------------------------------------------
// Bodies that are not JSON

/** A file the API sends as an attachment (`GET /api/orders/:id/download`, orders/download.ts). */
export class FileDownload {
  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    readonly fileName: string,
    readonly contentType = 'application/octet-stream',
  ) {}
}

/**
 * A `text/event-stream` body (`POST /api/chatbot/stream`): whole, or a stream the test writes to
 * (sse-stream.ts builds both from ChatbotStreamEvents).
 */
export class EventStream {
  constructor(readonly body: string | ReadableStream<Uint8Array>) {}
}

/** One server-sent event as the API writes it (functions/src/lib/event-stream.ts). */
export function sseEvent<E extends keyof ChatbotStreamEvents>(
  event: E,
  data: ChatbotStreamEvents[E],
): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

// ---------------------------------------------------------------------------------------------
// The routes

/** One route: its success bodies by status (`null`: no body) and its error bodies by status. */
interface Route {
  ok: Partial<Record<200 | 201 | 204, unknown>>;
  errors: Partial<Record<keyof ErrorBodies, ApiErrorBody>> & Pick<ErrorBodies, 500>;
}

/**
 * Every API route the web app calls, as `'METHOD /api/path'`: its answers by status. Kept in the
 * order of docs/product.md §7, then architecture.md §2's additions.
 */
export interface ApiRoutes {
  // Accounts (functions/src/modules/users)
  'POST /api/users/login': {
    ok: { 200: SessionDto };
    errors: Errors<Json | 429> & {
      401: ApiErrorBody<'invalid_credentials'>;
      403: ApiErrorBody<'forbidden' | 'email_not_verified'>;
    };
  };
  'POST /api/users/register': { ok: { 201: MessageDto }; errors: Errors<Json | 409 | 429> };
  'POST /api/users/verify-otp': { ok: { 200: SessionDto }; errors: Errors<Json | 404 | 429> };
  'POST /api/users/resend-otp': { ok: { 200: MessageDto }; errors: Errors<Json | 404 | 429> };
  'POST /api/users/logout': { ok: { 200: MessageDto }; errors: Errors<Session> };
  'GET /api/users': { ok: { 200: UserDto }; errors: Errors<Session | 404> };
  'PUT /api/users': { ok: { 200: ProfileUpdateDto }; errors: Errors<Json | Session | 404> };
  'POST /api/users/forgot-password': { ok: { 200: MessageDto }; errors: Errors<Json | 429> };
  'POST /api/users/reset-password/:token': { ok: { 200: MessageDto }; errors: Errors<Json | 429> };

  // The catalog and the reader (modules/notes, topics, search)
  'GET /api/semesters': { ok: { 200: SemesterDto[] }; errors: Errors<never> };
  'GET /api/semesters/:semesterId/subjects': { ok: { 200: SubjectDto[] }; errors: Errors<Invalid> };
  'GET /api/semesters/subjects/:subjectId/notes': {
    ok: { 200: NoteDto[] };
    errors: Errors<Invalid | 404>;
  };
  'GET /api/semesters/subjects/:subjectId/pyqs': {
    ok: { 200: PyqDto[] };
    errors: Errors<Invalid | 404>;
  };
  'GET /api/semesters/subjects/:subjectId/topics': {
    ok: { 200: TopicDto[] };
    errors: Errors<Invalid | 404>;
  };
  'GET /api/notes/:noteId': { ok: { 200: NoteDetailDto }; errors: Errors<Invalid | 404> };
  'GET /api/pyqs/:pyqId': { ok: { 200: PyqDetailDto }; errors: Errors<Invalid | 404> };
  'GET /api/search': { ok: { 200: SearchResponseDto }; errors: Errors<Invalid> };
  'POST /api/user-pdfs': { ok: { 201: DownloadDto }; errors: Errors<Json | Session | 404> };
  'GET /api/user-pdfs': { ok: { 200: DownloadDto[] }; errors: Errors<Session> };
  'PUT /api/user-pdfs/:noteId/progress': {
    ok: { 200: DownloadDto };
    errors: Errors<Json | Session | 404>;
  };

  // Bookmarks and the revision checklist (modules/bookmarks, revision)
  'GET /api/bookmarks': { ok: { 200: BookmarkDto[] }; errors: Errors<Session> };
  'PUT /api/bookmarks/:noteId': {
    ok: { 200: BookmarkDto; 201: BookmarkDto };
    errors: Errors<Invalid | Session | 404>;
  };
  'DELETE /api/bookmarks/:noteId': { ok: { 204: null }; errors: Errors<Invalid | Session | 404> };
  'GET /api/revision': { ok: { 200: RevisionProgressDto[] }; errors: Errors<Session> };
  'GET /api/revision/:subjectId': {
    ok: { 200: RevisionDto };
    errors: Errors<Invalid | Session | 404>;
  };
  'PUT /api/revision/:subjectId/:topicId': {
    ok: { 200: RevisionMarkDto };
    errors: Errors<Json | Session | 404>;
  };

  // Projects, orders and payments (modules/projects, orders)
  'GET /api/projects': { ok: { 200: ProjectDto[] }; errors: Errors<Invalid> };
  'POST /api/orders': {
    ok: { 201: CreateOrderResponse };
    errors: Errors<Json | Session | 404 | 409>;
  };
  'POST /api/orders/create-razorpay-order': {
    ok: { 200: RazorpayOrderResponse };
    errors: Errors<Json | Session | 404 | 409 | 503>;
  };
  'POST /api/orders/verify-payment': {
    ok: { 200: OrderDto };
    errors: Errors<Json | Session | 404 | 409 | 503>;
  };
  'GET /api/orders/myorders': { ok: { 200: OrderDto[] }; errors: Errors<Session> };
  'GET /api/orders/:id/download': {
    ok: { 200: FileDownload };
    errors: Errors<Invalid | Session | 404 | 409>;
  };

  // The Assignment Partner (modules/chatbot)
  'POST /api/chatbot': {
    ok: { 200: ChatbotReplyDto };
    errors: Errors<Json | Session | 404 | 429 | 503 | 504>;
  };
  'POST /api/chatbot/stream': {
    ok: { 200: EventStream };
    errors: Errors<Json | Session | 404 | 429 | 503 | 504>;
  };
  'POST /api/chatbot/conversations': {
    ok: { 201: ConversationDto };
    errors: Errors<Json | Session>;
  };
  'GET /api/chatbot/conversations': { ok: { 200: ConversationDto[] }; errors: Errors<Session> };
  'GET /api/chatbot/conversations/:id': {
    ok: { 200: ConversationDetailDto };
    errors: Errors<Invalid | Session | 404>;
  };
  'DELETE /api/chatbot/conversations/:id': {
    ok: { 204: null };
    errors: Errors<Invalid | Session | 404>;
  };

  // The chat room, tasks and notifications (modules/chat, tasks, notifications)
  'GET /api/chat': { ok: { 200: ChatMessageDto[] }; errors: Errors<Invalid | Session | 404> };
  'POST /api/chat': { ok: { 201: ChatMessageDto }; errors: Errors<Json | Session | 429> };
  'GET /api/tasks': { ok: { 200: TaskDto[] }; errors: Errors<Session> };
  'POST /api/tasks': { ok: { 201: TaskDto }; errors: Errors<Json | Session> };
  'PUT /api/tasks/:id': { ok: { 200: TaskDto }; errors: Errors<Json | Session | 404> };
  'DELETE /api/tasks/:id': { ok: { 200: TaskDeletedDto }; errors: Errors<Invalid | Session | 404> };
  'GET /api/notifications': { ok: { 200: NotificationDto[] }; errors: Errors<never> };
  'GET /api/notifications/unread': {
    ok: { 200: UnreadNotificationsDto };
    errors: Errors<Session | 404>;
  };
  'POST /api/notifications/seen': { ok: { 204: null }; errors: Errors<Session | 404> };

  // Careers, contributions and requests (modules/applications, uploads, requests)
  'POST /api/applications': {
    ok: { 201: ApplicationCreatedDto };
    errors: Errors<Invalid | 413 | 415 | 429>;
  };
  'POST /api/uploads': {
    ok: { 201: UploadCreatedDto };
    errors: Errors<Invalid | Session | 404 | 413 | 415 | 422 | 429> & {
      409: DuplicateUploadDto;
    };
  };
  'GET /api/uploads': { ok: { 200: UploadDto[] }; errors: Errors<Session> };
  'GET /api/uploads/:uploadId': { ok: { 200: UploadDto }; errors: Errors<Invalid | Session | 404> };
  'POST /api/requests': {
    ok: { 200: ContentRequestDto; 201: ContentRequestDto };
    errors: Errors<Json | Session | 404 | 409 | 429>;
  };
  'PUT /api/requests/:requestId/vote': {
    ok: { 200: ContentRequestDto };
    errors: Errors<Json | Session | 404 | 409 | 429>;
  };
  'GET /api/semesters/subjects/:subjectId/requests': {
    ok: { 200: ContentRequestDto[] };
    errors: Errors<Invalid | 404>;
  };

  // Practice (modules/practice)
  'GET /api/practice/subjects/:subjectId/deck': {
    ok: { 200: PracticeDeckDto };
    errors: Errors<Invalid | Session | 404>;
  };
  'GET /api/practice/due': { ok: { 200: PracticeDueDto }; errors: Errors<Invalid | Session> };
  'POST /api/practice/reviews': {
    ok: { 200: PracticeReviewResultDto };
    errors: Errors<Json | Session | 404>;
  };
  'PUT /api/practice/subjects/:subjectId/exam': {
    ok: { 200: PracticeExamDto };
    errors: Errors<Json | Session>;
  };
  'DELETE /api/practice/subjects/:subjectId/exam': {
    ok: { 200: PracticeExamDto };
    errors: Errors<Invalid | Session>;
  };
  'PUT /api/practice/settings': { ok: { 200: PracticeStatsDto }; errors: Errors<Json | Session> };
  'GET /api/practice/stats': { ok: { 200: PracticeStatsDto }; errors: Errors<Session> };
}

// Every entry is a Route (checked here, so a typo in a status fails at its line).
type CheckRoutes<T extends Record<keyof ApiRoutes, Route>> = T;
export type _RoutesAreRoutes = CheckRoutes<ApiRoutes>;

// ---------------------------------------------------------------------------------------------
// Matching a test's path to a route

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? [Head, ...Segments<Rest>]
  : [Path];

/** Whether a path's segments fit a pattern's: equal, or any non-empty one for a `:param`. */
type SegmentsFit<Path extends string[], Pattern extends string[]> = Path extends [
  infer Head extends string,
  ...infer Rest extends string[],
]
  ? Pattern extends [infer PatternHead extends string, ...infer PatternRest extends string[]]
    ? PatternHead extends `:${string}`
      ? Head extends ''
        ? false
        : SegmentsFit<Rest, PatternRest>
      : Head extends PatternHead
        ? SegmentsFit<Rest, PatternRest>
        : false
    : false
  : Pattern extends []
    ? true
    : false;

/** The route a `method` + `path` of a test is, or never. */
export type RouteKey<M extends Method, Path extends string> = {
  [K in keyof ApiRoutes]: K extends `${M} ${infer Pattern}`
    ? SegmentsFit<Segments<Path>, Segments<Pattern>> extends true
      ? K
      : never
    : never;
}[keyof ApiRoutes];

/** `{ id: string }` for '/api/tasks/:id'. */
type ParamsOf<Path extends string> = {
  [Segment in Segments<Path>[number] as Segment extends `:${infer Name}` ? Name : never]: string;
};

// ---------------------------------------------------------------------------------------------
// Answers

declare const answerOf: unique symbol;

/** A response a resolver may return: the API's answer with `Status` and `Body`. */
export type Answer<Status extends number, Body> = Response & {
  readonly [answerOf]: { status: Status; body: Body };
};

/** The network failed (offline, DNS, CORS): the request never reached the API. */
export type NetworkError = Response & { readonly [answerOf]: 'network-error' };

type AnswersOf<Bodies> = { [S in keyof Bodies & number]: Answer<S, Bodies[S]> }[keyof Bodies &
  number];

/** What a resolver of route `R` may return. */
export type RouteAnswer<R extends Route> =
  AnswersOf<R['ok']> | AnswersOf<R['errors']> | NetworkError;

type ErrorStatus<R extends Route> = Exclude<keyof R['errors'] & number, 500>;

/** The helpers a resolver answers with; only those for statuses the route answers exist. */
export type Replies<R extends Route> = (200 extends keyof R['ok']
  ? { ok(body: R['ok'][200]): Answer<200, R['ok'][200]> }
  : unknown) &
  (201 extends keyof R['ok']
    ? { created(body: R['ok'][201]): Answer<201, R['ok'][201]> }
    : unknown) &
  (204 extends keyof R['ok'] ? { noContent(): Answer<204, null> } : unknown) & {
    fail: {
      <S extends ErrorStatus<R>>(status: S, body: R['errors'][S]): Answer<S, R['errors'][S]>;
      (status: 500): Answer<500, ErrorBodies[500]>;
    };
    networkError(): NetworkError;
  };

/** What a resolver receives: MSW's request and path parameters, and the replies. */
export type ResolverInfo<R extends Route, Path extends string> = Replies<R> & {
  request: StrictRequest<DefaultBodyType>;
  params: ParamsOf<Path>;
};

/** A resolver for route `K` (`'GET /api/tasks'`), for helpers that take one as a parameter. */
export type ApiResolver<K extends keyof ApiRoutes, Path extends string = string> = (
  info: ResolverInfo<ApiRoutes[K], Path>,
) => RouteAnswer<ApiRoutes[K]> | Promise<RouteAnswer<ApiRoutes[K]>>;

/** The path must be a route's, else the error names the path. */
type KnownPath<M extends Method, Path extends string> = [RouteKey<M, Path>] extends [never]
  ? `no ${M} route in ApiRoutes matches ${Path}`
  : Path;

function toResponse(status: number, body: unknown): Response {
  if (body instanceof FileDownload) {
    return new HttpResponse(body.bytes, {
      status,
      headers: {
        'Content-Type': body.contentType,
        'Content-Disposition': `attachment; filename="${body.fileName}"`,
      },
    });
  }
  if (body instanceof EventStream) {
    return new HttpResponse(body.body, {
      status,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    });
  }
  if (body === null) return new HttpResponse(null, { status });
  // A 429 always says when to retry (lib/rate-limit.ts).
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '60' } : {};
  return HttpResponse.json(body, { status, headers });
}

// The casts below are where a plain Response becomes a typed Answer: the helpers' signatures
// (Replies) are what make the types true.
const replies = {
  ok: (body: unknown) => toResponse(200, body),
  created: (body: unknown) => toResponse(201, body),
  noContent: () => toResponse(204, null),
  fail: (status: number, body: unknown = INTERNAL_ERROR) => toResponse(status, body),
  networkError: () => HttpResponse.error(),
};

function handler<M extends Method>(method: M) {
  const register = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  return <Path extends string>(
    path: KnownPath<M, Path>,
    resolver: ApiResolver<RouteKey<M, Path>, Path>,
    options?: { once?: boolean },
  ) =>
    register(
      path,
      (info) =>
        resolver({
          ...(replies as unknown as Replies<ApiRoutes[RouteKey<M, Path>]>),
          request: info.request,
          params: info.params as ParamsOf<Path>,
        }) as Response | Promise<Response>,
      options,
    );
}

/** Typed `http.get/post/put/delete` for API routes; see the top of this file. */
export const api = {
  get: handler('GET'),
  post: handler('POST'),
  put: handler('PUT'),
  delete: handler('DELETE'),
};
