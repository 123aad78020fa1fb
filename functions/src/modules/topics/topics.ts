/**
 * Groups a subject's paper questions into topics (issue 31, docs/exam-prep.md): two questions are
 * one topic when the same passages of the subject's notes answer them and they ask for the same
 * thing. Pure: no I/O (topics.test.ts).
 *
 * Two signals, in [0, 1]:
 * - **words**: cosine of the questions' content words (units.ts `questionTerms`, without how they
 *   ask), each weighted by its rarity among the subject's questions (IDF), with the
 *   abbreviations the notes and papers define written both ways (abbreviations.ts: "2PL" ↔
 *   "two-phase locking");
 * - **notes**: cosine of the note pages that answer them (units.ts hits, by BM25 score; a page
 *   also lends half its weight to its neighbours, since a passage runs over pages).
 * With notes, similarity is 0.7 × words + 0.3 × notes; without (a subject with no notes, or a
 * question the notes do not answer), the words alone. The words signal is 0.75 × cosine + 0.25
 * × containment (the rarity-weighted share of the lighter question's terms the other holds),
 * and a compound written as one word elsewhere ("quicksort") matches its two words.
 *
 * Grouping is agglomerative with average linkage (the two most similar groups merge first, while
 * their mean similarity is at least SAME_TOPIC_SIMILARITY), under two cannot-links: two questions
 * of one paper are never one topic (parts of one paper are never a repeat), nor are two
 * questions printed under different units. A topic's count is its number of distinct papers.
 */
import { createHash } from 'node:crypto';
import type { TopicDto } from '@notesea/contract/exam-prep';
import { comparePapersNewestFirst } from '../content/object-path.js';
import {
  expandTerms,
  mergeAbbreviations,
  mineAbbreviations,
  type Abbreviations,
} from './abbreviations.js';
import { titleOf } from './topic-titles.js';
import { questionTerms } from './question-terms.js';
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
 * Lowest mean similarity for two groups to merge. Tuned on the tuning side of the corpus split
 * (tools/src/eval/corpus.ts; `npm run eval:topics` reports both sides).
 */
export const SAME_TOPIC_SIMILARITY = 0.5;

/** The grouping's parameters (the eval varies them on the tuning side only). */
export interface GroupingParameters {
  /** Lowest mean similarity for two groups to merge. */
  threshold: number;
  /** Weight of the notes signal when both questions have answering pages (words: 1 − it). */
  notesWeight: number;
  /**
   * Weight, in the words signal, of containment (the rarity-weighted share of the shorter
   * question's terms that the other holds: "Define AVL trees" in "Insert … into an AVL tree"),
   * against cosine (1 − it).
   */
  containment: number;
}

const GROUPING: GroupingParameters = {
  threshold: SAME_TOPIC_SIMILARITY,
  notesWeight: 0.3,
  containment: 0.25,
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
  const similarity = similarities(ordered, noteAbbreviations, parameters);
  return cluster(ordered, similarity, parameters.threshold)
    .map((group) => {
      const members = group.map((i) => ordered[i]!);
      return { topic: toTopic(members, group, similarity), members };
    })
    .sort((a, b) => compareTopics(a.topic, b.topic));
}

interface Similarity {
  (i: number, j: number): number;
  /** Question i's terms, rarest first. */
  terms: (i: number) => string[];
}

function similarities(
  questions: QuestionRecord[],
  noteAbbreviations: Abbreviations,
  { notesWeight, containment }: GroupingParameters,
): Similarity {
  const abbreviations = mergeAbbreviations(
    noteAbbreviations,
    mineAbbreviations(questions.map((q) => q.text)),
  );
  const single = questions.map((q) => expandTerms(questionTerms(q.text).map(stem), abbreviations));
  const vocabulary = new Set(single.flat());
  const terms = single.map((t) => withCompounds(t, vocabulary));
  const df = new Map<string, number>();
  for (const t of terms) for (const term of new Set(t)) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + questions.length / (df.get(term) ?? 1));
  const weights = terms.map((t) => new Map(t.map((term) => [term, idf(term)])));
  const words = weights.map(unit);
  const notes = questions.map((q) => unit(pageWeights(q.hits)));
  const similarity = ((i: number, j: number) => {
    if (i === j) return 1;
    const text =
      (1 - containment) * cosine(words[i]!, words[j]!) +
      containment * contained(weights[i]!, weights[j]!);
    if (notes[i]!.size === 0 || notes[j]!.size === 0) return text;
    return (1 - notesWeight) * text + notesWeight * cosine(notes[i]!, notes[j]!);
  }) as Similarity;
  similarity.terms = (i) => [...terms[i]!].sort((a, b) => idf(b) - idf(a));
  return similarity;
}

/**
 * The terms with two neighbours also written as one when another question writes them so
 * ("quick sort" ↔ "quicksort"): papers write compounds both ways.
 */
function withCompounds(terms: string[], vocabulary: Set<string>): string[] {
  const out = new Set(terms);
  for (let i = 1; i < terms.length; i++) {
    const compound = `${terms[i - 1]}${terms[i]}`;
    if (vocabulary.has(compound)) out.add(compound);
  }
  return [...out];
}

/** The rarity-weighted share of the lighter question's terms that the other holds. */
function contained(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = sum(a) <= sum(b) ? [a, b] : [b, a];
  const total = sum(small);
  if (total === 0) return 0;
  let shared = 0;
  for (const [term, w] of small) if (large.has(term)) shared += w;
  return shared / total;
}

function sum(vector: Map<string, number>): number {
  let total = 0;
  for (const w of vector.values()) total += w;
  return total;
}

/** "registers" and "register" are one term. */
function stem(term: string): string {
  return term.length > 4 && term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term;
}

/** A question's answering pages as weights: score / best score, half to each neighbour page. */
function pageWeights(hits: NoteHit[]): Map<string, number> {
  const weights = new Map<string, number>();
  const best = Math.max(0, ...hits.map((h) => h.score));
  if (best <= 0) return weights;
  const add = (key: string, w: number) => weights.set(key, (weights.get(key) ?? 0) + w);
  for (const hit of hits) {
    const w = hit.score / best;
    add(`${hit.noteId}\u0000${hit.page}`, w);
    add(`${hit.noteId}\u0000${hit.page - 1}`, w / 2);
    add(`${hit.noteId}\u0000${hit.page + 1}`, w / 2);
  }
  return weights;
}

function unit(vector: Map<string, number>): Map<string, number> {
  const norm = Math.sqrt([...vector.values()].reduce((s, v) => s + v * v, 0));
  if (norm === 0) return new Map();
  return new Map([...vector].map(([k, v]) => [k, v / norm]));
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, v] of small) dot += v * (large.get(k) ?? 0);
  return dot;
}

/**
 * Average-linkage agglomerative clustering with cannot-links (see the module doc). Groups are
 * index lists into `questions`, in question order.
 */
function cluster(
  questions: QuestionRecord[],
  similarity: Similarity,
  threshold: number,
): number[][] {
  const n = questions.length;
  let groups = questions.map((_, i) => [i]);
  // sim[a][b]: mean similarity of groups a and b; -1 when they may never merge.
  const sim = groups.map((_, a) =>
    groups.map((__, b) =>
      a === b || cannotLink(questions[a]!, questions[b]!) ? -1 : similarity(a, b),
    ),
  );
  const alive = new Array<boolean>(n).fill(true);
  for (;;) {
    let best = { a: -1, b: -1, s: threshold };
    for (let a = 0; a < n; a++) {
      if (!alive[a]) continue;
      for (let b = a + 1; b < n; b++) {
        if (alive[b] && sim[a]![b]! >= best.s && (sim[a]![b]! > best.s || best.a < 0)) {
          best = { a, b, s: sim[a]![b]! };
        }
      }
    }
    if (best.a < 0) break;
    const { a, b } = best;
    const [na, nb] = [groups[a]!.length, groups[b]!.length];
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === a || k === b) continue;
      const merged =
        sim[a]![k]! < 0 || sim[b]![k]! < 0 ? -1 : (na * sim[a]![k]! + nb * sim[b]![k]!) / (na + nb);
      sim[a]![k] = merged;
      sim[k]![a] = merged;
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
  // The clearest question: the one most like the others (the earliest on a tie).
  let clearest = 0;
  let bestMean = -1;
  group.forEach((i, k) => {
    const mean = group.reduce((s, j) => s + (i === j ? 0 : similarity(i, j)), 0);
    if (mean > bestMean) [clearest, bestMean] = [k, mean];
  });
  const shared = sharedTerms(group, similarity);
  return {
    // The earliest question's id: stable while that question stays published.
    topicId: topicIdOf(members[0]!.id),
    unit: unitOf(members),
    topic: titleOf(members[clearest]!.text, shared),
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

/** Terms at least two of the group's questions use, rarest first; a lone question's rarest. */
function sharedTerms(group: number[], similarity: Similarity): string[] {
  if (group.length === 1) return similarity.terms(group[0]!).slice(0, 4);
  const counts = new Map<string, number>();
  const order: string[] = [];
  for (const i of group) {
    for (const t of similarity.terms(i)) {
      if (!counts.has(t)) order.push(t);
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  }
  return order.filter((t) => counts.get(t)! >= 2);
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
