/**
 * Groups a subject's paper questions into topics (issue 31, docs/exam-prep.md): two questions are
 * one topic when the same passages of the subject's notes answer them and they ask for the same
 * thing. Pure: no I/O (topics.test.ts).
 *
 * Two signals, in [0, 1] (similarity.ts):
 * - **words**: what each question asks, as stemmed content words and key phrases (adjacent
 *   content words) without how it asks, numbers or a multiple-choice question's options at full
 *   weight, each weighted by its rarity among the subject's questions (IDF), abbreviations
 *   written both ways;
 * - **notes**: cosine of the note pages that answer them (units.ts hits, by BM25 score; a page
 *   also lends half its weight to its neighbours, since a passage runs over pages).
 * With notes, similarity is 0.65 × words + 0.35 × notes; without (a subject with no notes, or a
 * question the notes do not answer), the words alone.
 *
 * Grouping is agglomerative (the two closest groups merge first, while their linkage, 0.75 ×
 * their mean similarity + 0.25 × their closest pair's, is at least SAME_TOPIC_SIMILARITY),
 * under two cannot-links: two questions
 * of one paper are never one topic (parts of one paper are never a repeat), nor are two
 * questions printed under different units. A topic's count is its number of distinct papers.
 */
import { createHash } from 'node:crypto';
import type { TopicDto } from '@notesea/contract/exam-prep';
import { comparePapersNewestFirst } from '../content/object-path.js';
import type { Abbreviations } from './abbreviations.js';
import { similarities, type Similarity, type SimilarityParameters } from './similarity.js';
import { titleOf, titleProblem } from './topic-titles.js';
import type { NoteHit } from './units.js';

/** A stored question (`pyqQuestions/{id}`) as grouping needs it. */
export interface QuestionRecord {
  id: string;
  paperId: string;
  year: number;
  session: string;
  number: string;
  text: string;
  page: number;
  unit: number | null;
  /** Note pages that answer it, best first (units.ts). */
  hits: NoteHit[];
}

/**
 * One stored topic: an entry of `GET /api/semesters/subjects/{id}/topics` (presenter.ts picks the
 * DTO's fields) plus what Practice's exam cards need (practice/deck.ts): each question's session
 * ("asked Jun 2022") and which question is the clearest (the card's front).
 */
export interface Topic extends TopicDto {
  questions: (TopicDto['questions'][number] & { session: string })[];
  /** Index in `questions` of the question most like the others (the title's source). */
  clearest: number;
}

/**
 * Lowest linkage for two groups to merge. Tuned, with GROUPING's weights, on the tuning side of
 * the corpus split (tools/src/eval/corpus.ts; `npm run eval:topics` reports both sides).
 */
export const SAME_TOPIC_SIMILARITY = 0.48;

/** The grouping's parameters (the eval varies them on the tuning side only). */
export interface GroupingParameters extends SimilarityParameters {
  /** Lowest linkage for two groups to merge. */
  threshold: number;
  /**
   * Share of the two groups' closest pair in their linkage (the rest: their mean): a topic
   * asked in many wordings joins a question close to one of them, not to their average.
   */
  linkage: number;
}

/** The grouping in use: its parameters, tuned on the tuning side of the corpus split. */
export const GROUPING: GroupingParameters = {
  threshold: SAME_TOPIC_SIMILARITY,
  notesWeight: 0.35,
  containment: 0.1,
  phraseWeight: 0.25,
  optionWeight: 0.3,
  sameComparison: 0.8,
  comparisonAndOther: 0.6,
  linkage: 0.25,
};
/** Note pages shown per topic. */
const NOTES_PER_TOPIC = 3;

/**
 * The subject's topics: most-asked first (then most recent, then unit), topics without a unit
 * last. Every question is in exactly one topic.
 * @param questions the subject's stored questions
 * @param noteAbbreviations the abbreviations the subject's notes define (SubjectNotesIndex)
 */
export function groupTopics(
  questions: QuestionRecord[],
  noteAbbreviations: Abbreviations = new Map(),
): Topic[] {
  return groupTopicMembers(questions, noteAbbreviations).map(({ topic }) => topic);
}

/** groupTopics, with each topic's questions (the eval scores the grouping by them). */
export function groupTopicMembers(
  questions: QuestionRecord[],
  noteAbbreviations: Abbreviations = new Map(),
  tuning: Partial<GroupingParameters> = {},
): { topic: Topic; members: QuestionRecord[] }[] {
  const parameters = { ...GROUPING, ...tuning };
  const ordered = [...questions].sort(compareOldestFirst);
  const similarity = similarities(
    ordered.map((q) => q.text),
    ordered.map((q) => q.hits),
    noteAbbreviations,
    parameters,
  );
  return cluster(ordered, similarity, parameters)
    .map((group) => {
      const members = group.map((i) => ordered[i]!);
      return { topic: toTopic(members, group, similarity), members };
    })
    .sort((a, b) => compareTopics(a.topic, b.topic));
}

/**
 * Agglomerative clustering with cannot-links (see the module doc). Groups are
 * index lists into `questions`, in question order.
 */
function cluster(
  questions: QuestionRecord[],
  similarity: Similarity,
  { threshold, linkage }: GroupingParameters,
): number[][] {
  const n = questions.length;
  let groups = questions.map((_, i) => [i]);
  // mean[a][b], closest[a][b]: mean and highest similarity of groups a and b; -1 when they may
  // never merge.
  const mean = groups.map((_, a) =>
    groups.map((__, b) =>
      a === b || cannotLink(questions[a]!, questions[b]!) ? -1 : similarity(a, b),
    ),
  );
  const closest = mean.map((row) => [...row]);
  const link = (a: number, b: number) =>
    mean[a]![b]! < 0 ? -1 : linkage * closest[a]![b]! + (1 - linkage) * mean[a]![b]!;
  const alive = new Array<boolean>(n).fill(true);
  for (;;) {
    let best = { a: -1, b: -1, s: threshold };
    for (let a = 0; a < n; a++) {
      if (!alive[a]) continue;
      for (let b = a + 1; b < n; b++) {
        if (!alive[b]) continue;
        const s = link(a, b);
        if (s >= best.s && (s > best.s || best.a < 0)) best = { a, b, s };
      }
    }
    if (best.a < 0) break;
    const { a, b } = best;
    const [na, nb] = [groups[a]!.length, groups[b]!.length];
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === a || k === b) continue;
      const never = mean[a]![k]! < 0 || mean[b]![k]! < 0;
      const m = never ? -1 : (na * mean[a]![k]! + nb * mean[b]![k]!) / (na + nb);
      const c = never ? -1 : Math.max(closest[a]![k]!, closest[b]![k]!);
      mean[a]![k] = m;
      mean[k]![a] = m;
      closest[a]![k] = c;
      closest[k]![a] = c;
    }
    groups[a] = [...groups[a]!, ...groups[b]!].sort((x, y) => x - y);
    alive[b] = false;
  }
  groups = groups.filter((_, i) => alive[i]);
  return groups;
}

/** Two questions of one paper, or printed under two different units, are never one topic. */
function cannotLink(a: QuestionRecord, b: QuestionRecord): boolean {
  return a.paperId === b.paperId || (a.unit !== null && b.unit !== null && a.unit !== b.unit);
}

function toTopic(members: QuestionRecord[], group: number[], similarity: Similarity): Topic {
  const newestFirst = [...members].sort((a, b) => -compareOldestFirst(a, b));
  // The clearest question: the one most like the others (the earliest on a tie) whose title
  // reads as one; a question that is all formula ("Define O(f(n)), Ω(g(n))") gives way.
  const central = group
    .map((i, k) => ({ k, mean: group.reduce((s, j) => s + (i === j ? 0 : similarity(i, j)), 0) }))
    .sort((a, b) => b.mean - a.mean || a.k - b.k)
    .map(({ k }) => k);
  const titled = central.map((k) => ({
    k,
    title: titleOf(members[k]!.text, sharedTerms(group, group[k]!, similarity)),
  }));
  const { k: clearest, title } = titled.find((t) => !titleProblem(t.title)) ?? titled[0]!;
  return {
    // The earliest question's id: stable while that question stays published.
    topicId: topicIdOf(members[0]!.id),
    unit: unitOf(members),
    topic: title,
    count: new Set(members.map((q) => q.paperId)).size,
    years: [...new Set(newestFirst.map((q) => q.year))],
    questions: newestFirst.map(({ paperId, year, session, page, number, text }) => ({
      paperId,
      year,
      session,
      page,
      number,
      text,
    })),
    clearest: newestFirst.indexOf(members[clearest]!),
    notes: bestNotes(members),
  };
}

/**
 * Terms at least two of the group's questions use, rarest first; a lone question's rarest. Each
 * as the clearest question prints it when it does (the title is cut from its words).
 */
function sharedTerms(group: number[], clearest: number, similarity: Similarity): string[] {
  if (group.length === 1)
    return similarity
      .terms(group[0]!)
      .slice(0, 4)
      .map((t) => t.word);
  const counts = new Map<string, number>();
  const words = new Map(similarity.terms(clearest).map((t) => [t.stem, t.word]));
  const order: string[] = [];
  for (const i of group) {
    for (const { stem, word } of similarity.terms(i)) {
      if (!counts.has(stem)) order.push(stem);
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
      if (!words.has(stem)) words.set(stem, word);
    }
  }
  return order.filter((t) => counts.get(t)! >= 2).map((t) => words.get(t)!);
}

/** The unit most of the questions have (printed or from the notes); the earliest's on a tie. */
function unitOf(members: QuestionRecord[]): number | null {
  const counts = new Map<number, number>();
  for (const { unit } of members) if (unit !== null) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  let best: number | null = null;
  for (const { unit } of members) {
    if (unit !== null && (best === null || counts.get(unit)! > counts.get(best)!)) best = unit;
  }
  return best;
}

/**
 * Topics small enough for the one `subjectTopics` document (Firestore allows 1 MiB): when the
 * JSON is over `maxBytes`, question texts are shortened (…) until it fits, first to 300
 * characters, then 120. A subject has a few hundred questions of ~150 characters, far below the
 * limit; this only guards against a paper whose "questions" are whole paragraphs.
 */
export function fitTopics(topics: Topic[], maxBytes = 900_000): Topic[] {
  let fitted = topics;
  for (const limit of [300, 120]) {
    if (Buffer.byteLength(JSON.stringify(fitted)) <= maxBytes) return fitted;
    fitted = fitted.map((topic) => ({
      ...topic,
      questions: topic.questions.map((q) =>
        q.text.length > limit ? { ...q, text: `${q.text.slice(0, limit - 1)}…` } : q,
      ),
    }));
  }
  return fitted;
}

/**
 * 't_' + 12 hex of SHA-256 of the topic's earliest question id. Letters, digits and '_' only:
 * revision checklists use it as a map key, and a key that needs quoting in a field path is
 * dropped by the light emulator's merge.
 */
export function topicIdOf(questionId: string): string {
  return `t_${createHash('sha256').update(questionId).digest('hex').slice(0, 12)}`;
}

/**
 * "Read in notes": up to 3 note pages, by the summed scores of the members' hits, pages of the
 * topic's unit first. A listing page (syllabus, overview) is never one: it names the topic
 * without explaining it.
 */
function bestNotes(members: QuestionRecord[]): { noteId: string; page: number }[] {
  const unit = unitOf(members);
  const scores = new Map<string, { noteId: string; page: number; score: number; own: boolean }>();
  for (const { hits } of members) {
    for (const hit of hits) {
      if (hit.listing) continue;
      const key = `${hit.noteId}\u0000${hit.page}`;
      const entry = scores.get(key) ?? {
        noteId: hit.noteId,
        page: hit.page,
        score: 0,
        own: unit !== null && hit.unit === unit,
      };
      entry.score += hit.score;
      scores.set(key, entry);
    }
  }
  return [...scores.values()]
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        b.score - a.score ||
        a.noteId.localeCompare(b.noteId) ||
        a.page - b.page,
    )
    .slice(0, NOTES_PER_TOPIC)
    .map(({ noteId, page }) => ({ noteId, page }));
}

/** Oldest paper first, then printed order within a paper. */
function compareOldestFirst(a: QuestionRecord, b: QuestionRecord): number {
  return (
    -comparePapersNewestFirst(a, b) ||
    a.paperId.localeCompare(b.paperId) ||
    compareNumbers(a.number, b.number)
  );
}

/** '2(b)' after '2(a)' after '2', and '10' after '9'. */
function compareNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Most asked, then most recently asked, then by unit and label; unit-less topics last. */
function compareTopics(a: Topic, b: Topic): number {
  return (
    Number(a.unit === null) - Number(b.unit === null) ||
    b.count - a.count ||
    (b.years[0] ?? 0) - (a.years[0] ?? 0) ||
    (a.unit ?? 0) - (b.unit ?? 0) ||
    a.topic.localeCompare(b.topic)
  );
}
