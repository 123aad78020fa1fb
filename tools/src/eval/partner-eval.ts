// The Assignment Partner evaluation:
// retrieval hit-rate@5 against the labelled page of each covered question in
// partner-questions.json, citation hit-rate of the answers through the API, and whether each
// uncovered question's answer says the notes don't cover it. Used by `npm run eval:partner`
// (tools/src/eval-partner.ts) and by the api suite (tests/api/partner-eval.test.ts).
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import {
  NOT_COVERED_PATTERN,
  scoreAnswers,
  type Answer,
  type AnswerScores,
  type CitedSource,
  type SourceMatcher,
} from './partner-grounding-eval.ts';

export interface CoveredQuestion {
  question: string;
  subject: string;
  unit: number;
  page: number;
}

/**
 * The seeded set's floors, both for `npm run eval:partner` and its gate in `npm test`: what the
 * Partner reached before the grounding rules (docs/partner-grounding.md), retrieval hit-rate@5
 * 0.94 and the answers' hit@3 20 of 32, with no paper cited first and every uncovered question
 * answered "not covered".
 */
export const SEEDED_FLOORS = { hitRateAt5: 0.94, hit3: 20 / 32 };

/** What a seeded run misses of SEEDED_FLOORS, as sentences; empty when it passes. */
export function seededShortfalls(result: {
  hitRateAt5: number;
  uncoveredMisses: string[];
  grounding: { hit3: number; paperFirstShare: number };
}): string[] {
  return [
    result.hitRateAt5 < SEEDED_FLOORS.hitRateAt5 &&
      `retrieval hit-rate@5 ${result.hitRateAt5.toFixed(2)} < ${SEEDED_FLOORS.hitRateAt5}`,
    result.grounding.hit3 < SEEDED_FLOORS.hit3 &&
      `answers' hit@3 ${result.grounding.hit3.toFixed(2)} < ${SEEDED_FLOORS.hit3.toFixed(2)}`,
    result.grounding.paperFirstShare > 0 && 'a paper cited first',
    result.uncoveredMisses.length > 0 &&
      `uncovered not said: ${result.uncoveredMisses.join(' | ')}`,
  ].filter((line) => typeof line === 'string');
}

/** The committed evaluation set. */
export const EVAL_SET = JSON.parse(
  readFileSync(new URL('./partner-questions.json', import.meta.url), 'utf8'),
) as { covered: CoveredQuestion[]; uncovered: string[] };

/** 'cse-3-dsa' → 'dsa': the catalogue key, the same for a subject's CSE and AIDS copies. */
export function subjectKey(subjectId: string): string {
  return String(subjectId).split('-').slice(2).join('-');
}

/** A published note's subject and unit. */
export interface NoteLabel {
  subjectId: string;
  unit: number | null;
}

/** Every published note's subject and unit, by id: what runPartnerEval matches passages against. */
export async function noteLabels(db: Firestore): Promise<Map<string, NoteLabel>> {
  const snap = await db.collection('notes').get();
  return new Map(
    snap.docs.map((d) => [
      d.id,
      { subjectId: String(d.get('subjectId')), unit: (d.get('unit') as number | null) ?? null },
    ]),
  );
}

/**
 * The `contentPages` the pipeline marked as listing pages, as `{contentId}-p{page}`:
 * one query for the flagged pages only.
 */
export async function listingPages(db: Firestore): Promise<Set<string>> {
  const snap = await db.collection('contentPages').where('listing', '==', true).get();
  return new Set(snap.docs.map((d) => d.id));
}

/**
 * The seeded figures. `grounding`: the grounding scores of the answers
 * (partner-grounding-eval.ts), a hit being a first cited page equal to the label's.
 */
export interface PartnerFigures {
  hitRateAt5: number;
  citationHitRate: number;
  uncoveredSaid: number;
  uncovered: number;
  covered: number;
  misses: string[];
  uncoveredMisses: string[];
  grounding: AnswerScores;
}

/** Runs the evaluation. */
export async function runPartnerEval({
  retrieve,
  ask,
  notes,
  listing = new Set(),
  log = () => {},
}: {
  /** the Partner's retrieval (passages, best first) */
  retrieve: (question: string) => Promise<CitedSource[]>;
  /** POST /api/chatbot as a student */
  ask: (question: string) => Promise<Answer>;
  /** note id → subject and unit, to match passages to labels */
  notes: Map<string, NoteLabel>;
  /** listing pages (`listingPages`), for the grounding scores */
  listing?: Set<string>;
  log?: (line: string) => void;
}): Promise<PartnerFigures> {
  /** Whether a passage or a cited source is the label's page. */
  const matches = (item: CitedSource, label: CoveredQuestion) => {
    const note = item.type === 'note' ? notes.get(item._id) : undefined;
    return (
      !!note &&
      subjectKey(note.subjectId) === label.subject &&
      note.unit === label.unit &&
      item.page === label.page
    );
  };
  let hits = 0;
  let cited = 0;
  const misses: string[] = [];
  const answered: Array<{ label: SourceMatcher; answer: Answer; question: string }> = [];
  const uncoveredAnswers: Answer[] = [];
  for (const label of EVAL_SET.covered) {
    const passages = (await retrieve(label.question)).slice(0, 5);
    const hit = passages.some((p) => matches(p, label));
    if (hit) hits++;
    else misses.push(label.question);
    const answer = await ask(label.question);
    answered.push({
      label: { matches: (s) => matches(s, label) },
      answer,
      question: label.question,
    });
    if (answer.sources.some((s) => matches(s, label))) cited++;
    log(
      `${hit ? 'hit ' : 'MISS'} ${label.subject} u${label.unit} p${label.page}  ${label.question}`,
    );
  }
  let said = 0;
  const uncoveredMisses: string[] = [];
  for (const question of EVAL_SET.uncovered) {
    const answer = await ask(question);
    uncoveredAnswers.push(answer);
    const ok = NOT_COVERED_PATTERN.test(answer.reply) && answer.sources.length === 0;
    if (ok) said++;
    else uncoveredMisses.push(question);
    log(`${ok ? 'said' : 'MISS'} not covered  ${question}`);
  }
  const covered = EVAL_SET.covered.length;
  return {
    covered,
    hitRateAt5: hits / covered,
    citationHitRate: cited / covered,
    uncovered: EVAL_SET.uncovered.length,
    uncoveredSaid: said,
    misses,
    uncoveredMisses,
    grounding: scoreAnswers({
      covered: answered,
      uncovered: uncoveredAnswers,
      isListing: (id, page) => listing.has(`${id}-p${page}`),
    }),
  };
}
