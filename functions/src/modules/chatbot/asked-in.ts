/**
 * "Asked in Jun 2023, Q20(a)": when a question the student asks was asked in one of
 * the subject's papers, the answer shows that paper's question as context, linking to its page —
 * never as a source (papers explain nothing; ./grounding.ts).
 *
 * How: the index ranks the paper pages for the question (in memory); for the best few, the
 * paper's questions as exam prep stored them (`pyqQuestions`, split by modules/topics: `number`
 * as printed, `page`, `text`) are compared with the student's question by content words
 * (topics/units.ts `questionTerms`, which leaves out how a question is asked: "explain … with a
 * neat diagram"). A paper question counts when they share at least ASKED_IN_MIN_TERMS words,
 * making up at least ASKED_IN_MIN_SHARE of either question's words (bestMatch).
 *
 * Cost: the questions of a paper are read once per instance and index version (1 query, one read
 * per question of that paper) and kept with the index; later answers read nothing.
 */
import { storedDocs } from '../../lib/stored.js';
import type { ChatbotAskedInDto } from '@notesea/contract/partner';
import type { SearchIndex } from '../search/search-index.js';
import { wordForms } from '../search/terms.js';
import { questionTerms } from '../topics/question-terms.js';
import { questionsCollection } from '../topics/stored.js';

/** A question of a paper, as exam prep stored it (`pyqQuestions/{paperId}-{number}`). */
export interface PaperQuestionRef {
  /** As printed: '20(a)', '3'. */
  number: string;
  /** 1-based page it starts on. */
  page: number;
  text: string;
}

/** The questions of a paper, by its id (Firestore in production, a stub in tests and the eval). */
export type PaperQuestionsOf = (paperId: string) => Promise<PaperQuestionRef[]>;

/** Share of either question's content words the two must share. */
export const ASKED_IN_MIN_SHARE = 0.6;
/** …and at least this many of them (a one-word match is a coincidence). */
export const ASKED_IN_MIN_TERMS = 2;
/** Paper pages looked at, and "Asked in" entries shown, at most. */
const PAPER_PAGES = 4;
const MAX_ASKED_IN = 2;

/**
 * The papers that asked this question, newest first, at most MAX_ASKED_IN (one per paper).
 * @param questionsOf the paper's questions (see PaperQuestionsOf)
 */
export async function askedIn(
  index: SearchIndex,
  question: string,
  subjectId: string | undefined,
  questionsOf: PaperQuestionsOf,
): Promise<ChatbotAskedInDto[]> {
  const wanted = questionTerms(question);
  if (wanted.length < ASKED_IN_MIN_TERMS) return [];
  const hits = index.searchPages(question, { subjectId, type: 'pyq' }, PAPER_PAGES);
  const papers = [...new Set(hits.map((hit) => hit.content.id))].flatMap((id) => {
    const paper = index.content(id);
    return paper ? [paper] : [];
  });
  // In parallel: after a content change each paper's questions are a Firestore read.
  const questionLists = await Promise.all(papers.map((paper) => questionsOf(paper.id)));
  const found: ChatbotAskedInDto[] = [];
  for (const [i, paper] of papers.entries()) {
    const best = bestMatch(wanted, questionLists[i]!);
    if (!best) continue;
    found.push({
      type: 'pyq',
      _id: paper.id,
      title: paper.title,
      subjectName: paper.subjectName,
      year: paper.year,
      session: paper.session ?? null,
      number: best.number,
      page: best.page,
      label: askedInLabel(paper.year, paper.session ?? null, best.number),
    });
  }
  // One line per label: a subject's copy for another branch has the same paper and question.
  const labels = new Set<string>();
  return found
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
    .filter((entry) => !labels.has(entry.label) && labels.add(entry.label))
    .slice(0, MAX_ASKED_IN);
}

/** 'Jun 2023, Q20(a)'; 'Dec 2022, Q3'; '2021, Q7' without a session. */
export function askedInLabel(year: number | null, session: string | null, number: string): string {
  const when = [session ? session.slice(0, 1).toUpperCase() + session.slice(1, 3) : '', year ?? '']
    .filter(Boolean)
    .join(' ');
  const q = `Q${number.replace(/^q\.?\s*/i, '')}`;
  return when ? `${when}, ${q}` : q;
}

/**
 * The paper question sharing most of `wanted` (the student's content words), if they share
 * enough: at least ASKED_IN_MIN_TERMS words, making up ASKED_IN_MIN_SHARE of the student's
 * words or of the paper question's (the Explain button wraps the paper's question in words of
 * its own; a student's short question may name only the part of a long question it asks about).
 */
function bestMatch(wanted: string[], questions: PaperQuestionRef[]): PaperQuestionRef | null {
  let best: { question: PaperQuestionRef; shared: number; share: number } | null = null;
  for (const question of questions) {
    const words = new Set(questionTerms(question.text));
    if (words.size === 0) continue;
    const shared = wanted.filter(
      (w) => words.has(w) || wordForms(w).some((form) => words.has(form)),
    ).length;
    const share = Math.max(shared / wanted.length, shared / words.size);
    if (!best || shared > best.shared || (shared === best.shared && share > best.share))
      best = { question, shared, share };
  }
  if (!best) return null;
  const enough = best.shared >= ASKED_IN_MIN_TERMS && best.share >= ASKED_IN_MIN_SHARE;
  return enough ? best.question : null;
}

/** Each index's papers' questions, read once (the index changes with content, and so may they). */
const cache = new WeakMap<SearchIndex, Map<string, Promise<PaperQuestionRef[]>>>();

/**
 * `questionsOf` from Firestore for answers from `index`: one query per paper, once per index.
 * A failed read is forgotten (the next answer tries again) and shows no "Asked in".
 */
export function storedPaperQuestions(index: SearchIndex): PaperQuestionsOf {
  let papers = cache.get(index);
  if (!papers) cache.set(index, (papers = new Map<string, Promise<PaperQuestionRef[]>>()));
  const known = papers;
  return (paperId) => {
    let pending = known.get(paperId);
    if (!pending) {
      // A question that does not fit its schema (topics/stored.ts; logged) is left out.
      pending = questionsCollection()
        .where('paperId', '==', paperId)
        .get()
        .then((snap) =>
          storedDocs(snap).map(({ data }) => ({
            number: data.number,
            page: data.page,
            text: data.text,
          })),
        )
        .catch(() => {
          known.delete(paperId);
          return [];
        });
      known.set(paperId, pending);
    }
    return pending;
  };
}
