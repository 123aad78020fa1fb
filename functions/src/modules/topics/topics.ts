/**
 * Groups a subject's paper questions into topics: a topic is the questions that ask
 * the same thing across years. Pure: no I/O (topics.test.ts).
 *
 * Similarity comes from MiniSearch (the library behind search, modules/search/search-index.ts):
 * the questions' content words (units.ts `questionTerms`, without "explain … with a neat
 * diagram") are indexed, each question is searched against the others, and BM25 scores are
 * divided by the question's score against itself, and the two directions averaged, so
 * `similarity(a, b)` is in [0, 1] and 1 means "asks with the same words". Rare words (AVL, Huffman, semaphores) weigh more than common ones
 * (tree, list), which is what tells "Singly linked list" from "Doubly linked list".
 *
 * Grouping: questions are taken oldest first; each joins the topic of its unit whose questions it
 * resembles most on average when that is at least SAME_TOPIC_SIMILARITY, else starts a topic.
 * Average (not single) linkage keeps a long question that touches two topics from chaining them.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { TopicDto } from '@notesea/contract/exam-prep';
import { comparePapersNewestFirst } from '../content/object-path.js';
import { questionTerms, type NoteHit } from './units.js';

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

/** One entry of `GET /api/semesters/subjects/{id}/topics`. */
export type Topic = TopicDto;

/**
 * Lowest average similarity for a question to join a topic. Tuned on the seeded papers
 * (`npm run eval:topics` reports the grouping's pairwise precision).
 */
export const SAME_TOPIC_SIMILARITY = 0.5;
/** Longest label, characters. */
const MAX_LABEL = 60;
/** Note pages shown per topic. */
const NOTES_PER_TOPIC = 3;

/**
 * The subject's topics: most-asked first (then most recent, then unit), topics without a unit
 * last. Every question is in exactly one topic.
 */
export function groupTopics(questions: QuestionRecord[]): Topic[] {
  const ordered = [...questions].sort(compareOldestFirst);
  const similarity = similarities(ordered);
  const groups: number[][] = [];
  ordered.forEach((question, i) => {
    let best: { group: number[]; score: number } | null = null;
    for (const group of groups) {
      if (ordered[group[0]!]!.unit !== question.unit) continue;
      const score = group.reduce((sum, j) => sum + similarity(i, j), 0) / group.length;
      if (score >= SAME_TOPIC_SIMILARITY && (!best || score > best.score)) best = { group, score };
    }
    if (best) best.group.push(i);
    else groups.push([i]);
  });
  return groups.map((group) => toTopic(group.map((i) => ordered[i]!))).sort(compareTopics);
}

/** Symmetric similarity in [0, 1] between questions i and j of `questions` (see module doc). */
function similarities(questions: QuestionRecord[]): (i: number, j: number) => number {
  const terms = questions.map((q) => questionTerms(q.text));
  const mini = new MiniSearch<{ id: number; terms: string }>({
    fields: ['terms'],
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
  });
  mini.addAll(terms.map((t, id) => ({ id, terms: t.join(' ') })));
  const relative = terms.map((t, i) => {
    const scores = new Map<number, number>();
    if (t.length === 0) return scores;
    const results = mini.search(t.join(' '), { combineWith: 'OR' });
    const self = results.find((r) => r.id === i)?.score ?? 0;
    if (self <= 0) return scores;
    for (const r of results) scores.set(r.id as number, Math.min(1, r.score / self));
    return scores;
  });
  return (i, j) => {
    if (i === j) return 1;
    // Both questions without a content word (e.g. "Explain with a diagram."): same only if same text.
    if (terms[i]!.length === 0 && terms[j]!.length === 0) {
      return questions[i]!.text.toLowerCase() === questions[j]!.text.toLowerCase() ? 1 : 0;
    }
    // The mean of both directions: a short question contained in a longer one still counts.
    return ((relative[i]!.get(j) ?? 0) + (relative[j]!.get(i) ?? 0)) / 2;
  };
}

function toTopic(members: QuestionRecord[]): Topic {
  const newestFirst = [...members].sort((a, b) => -compareOldestFirst(a, b));
  return {
    // The earliest question's id: stable while that question stays published.
    topicId: topicIdOf(members[0]!.id),
    unit: members[0]!.unit,
    topic: labelOf(members),
    count: members.length,
    years: [...new Set(newestFirst.map((q) => q.year))],
    questions: newestFirst.map(({ paperId, year, page, number, text }) => ({
      paperId,
      year,
      page,
      number,
      text,
    })),
    notes: bestNotes(members),
  };
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
 * A short readable label: what the questions ask about, without how they ask it ("Define AVL
 * trees." → "AVL trees"); the most common such phrase among the questions, the shortest on a tie.
 */
export function labelOf(members: Pick<QuestionRecord, 'text'>[]): string {
  const counts = new Map<string, number>();
  for (const { text } of members) {
    const label = subjectPhrase(text);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const [label = ''] = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .map(([phrase]) => phrase);
  return label;
}

const LEADING_ASK =
  /^(?:define|explain|describe|discuss|illustrate|state|elaborate|compare|differentiate between|distinguish between|write (?:a )?short notes? on|write a note on|what (?:is|are) meant by|what (?:is|are)|give|briefly|the)\s+/i;
const TRAILING_ASK =
  /\s+(?:with (?:a |an )?(?:suitable|neat|worked|example|diagram).*|in detail.*|in the context of.*|and list its.*|using (?:a |an )?(?:suitable )?(?:example|diagram).*)$/i;

/** "Illustrate BFS and DFS with an example and list its applications." → "BFS and DFS". */
export function subjectPhrase(question: string): string {
  let phrase = question.split(/(?<=[.?!])\s/)[0] ?? question;
  phrase = phrase.replace(/[.?!:;]+$/, '').trim();
  for (let i = 0; i < 3; i++) phrase = phrase.replace(LEADING_ASK, '');
  phrase = phrase.replace(TRAILING_ASK, '').trim() || question.trim();
  if (phrase.length > MAX_LABEL) {
    const cut = phrase.slice(0, MAX_LABEL - 1);
    phrase = `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : cut.length)}…`;
  }
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Up to 3 note pages, by the summed scores of the members' hits; the topic's unit first. */
function bestNotes(members: QuestionRecord[]): { noteId: string; page: number }[] {
  const unit = members[0]!.unit;
  const scores = new Map<string, { noteId: string; page: number; score: number; own: boolean }>();
  for (const { hits } of members) {
    for (const hit of hits) {
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
