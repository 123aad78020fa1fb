/**
 * Notes uploaded as a question paper: notes number their headings and points too
 * (`1. Introduction`, `2. Process States`), so the splitter finds "questions" in them. What tells
 * them apart, for any college: a question asks for something — a `?`, a task verb near its start
 * ("With a neat diagram, explain …"), or a question word first ("What is …") — while a section
 * of notes is a heading followed by statements; and a paper prints marks. So a split reads as
 * notes when fewer than half of its items ask AND it has no marks, or its "marks" mostly go up
 * from item to item: the page or slide numbers of notes at the right edge, where a paper's marks
 * column is. A terse paper whose items ask nothing but carry marks keeps its questions.
 * Measured on the real corpus (docs/exam-prep-papers.md, `npm run eval:topics`): papers' items ask
 * 0.87–1.00, notes' 0.00–0.21; 7 of its 9 notes files, uploaded as a paper, read as notes.
 */
import type { PaperQuestion } from './paper-drafts.js';

/** Words within which a question's task verb is looked for. */
const TASK_WORD_WINDOW = 12;

/** Verbs exam questions ask with. */
const TASK_VERBS = new Set(
  (
    'explain define describe discuss write draw compare differentiate distinguish derive prove ' +
    'find calculate compute determine list state illustrate give design construct solve show ' +
    'evaluate convert obtain develop implement enumerate mention outline justify analyse analyze ' +
    'simplify minimize minimise sketch identify elaborate briefly classify estimate verify ' +
    'represent express apply perform plot trace demonstrate examine interpret summarize ' +
    'summarise check'
  ).split(' '),
);

/** Question words, when they open the question. */
const QUESTION_WORDS = new Set('what why how which when where who whom whose'.split(' '));

/** Whether one question asks for something. */
function asks(text: string): boolean {
  if (text.includes('?')) return true;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (QUESTION_WORDS.has(words[0] ?? '')) return true;
  return words.slice(0, TASK_WORD_WINDOW).some((w) => TASK_VERBS.has(w));
}

/** Share of consecutive marks that go up, above which they are page numbers (a paper's repeat). */
const RUNNING_MARKS_SHARE = 0.5;

/** Whether the items' marks are missing, or go up from item to item like page numbers. */
function noRealMarks(questions: PaperQuestion[]): boolean {
  const marks = questions.map((q) => q.marks).filter((m): m is number => m !== null);
  if (marks.length < 2) return marks.length === 0;
  let running = 0;
  for (let i = 1; i < marks.length; i++) if (marks[i]! > marks[i - 1]!) running++;
  return running / (marks.length - 1) > RUNNING_MARKS_SHARE;
}

/**
 * Whether what the splitter found reads as a page of notes rather than a paper's questions.
 * @param questions the split, in printed order
 * @returns false for an empty split (nothing to judge)
 */
export function readsAsNotes(questions: PaperQuestion[]): boolean {
  if (questions.length === 0) return false;
  const asking = questions.filter((q) => asks(q.text)).length;
  return asking * 2 < questions.length && noRealMarks(questions);
}
