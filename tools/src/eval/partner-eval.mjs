// The Assignment Partner evaluation:
// retrieval hit-rate@5 against the labelled page of each covered question in
// partner-questions.json, citation hit-rate of the answers through the API, and whether each
// uncovered question's answer says the notes don't cover it. Used by `npm run eval:partner`
// (tools/src/eval-partner.mjs) and by the api suite (tests/api/partner-eval.test.ts).
import { readFileSync } from 'node:fs';
import { NOT_COVERED_PATTERN, scoreAnswers } from './partner-grounding-eval.mjs';

/** @typedef {{ question: string, subject: string, unit: number, page: number }} CoveredQuestion */

/**
 * The seeded set's floors, both for `npm run eval:partner` and its gate in `npm test`: what the
 * Partner reached before the grounding rules (docs/partner-grounding.md), retrieval hit-rate@5
 * 0.94 and the answers' hit@3 20 of 32, with no paper cited first and every uncovered question
 * answered "not covered".
 */
export const SEEDED_FLOORS = { hitRateAt5: 0.94, hit3: 20 / 32 };

/**
 * What a seeded run misses of SEEDED_FLOORS, as sentences; empty when it passes.
 * @param {{ hitRateAt5: number, uncoveredMisses: string[],
 *   grounding: { hit3: number, paperFirstShare: number } }} result
 * @returns {string[]}
 */
export function seededShortfalls(result) {
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
export const EVAL_SET = /** @type {{ covered: CoveredQuestion[], uncovered: string[] }} */ (
  JSON.parse(readFileSync(new URL('./partner-questions.json', import.meta.url), 'utf8'))
);

/**
 * 'cse-3-dsa' → 'dsa': the catalogue key, the same for a subject's CSE and AIDS copies.
 * @param {string} subjectId
 */
export function subjectKey(subjectId) {
  return String(subjectId).split('-').slice(2).join('-');
}

/**
 * Every published note's subject and unit, by id: what runPartnerEval matches passages against.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @returns {Promise<Map<string, { subjectId: string, unit: number | null }>>}
 */
export async function noteLabels(db) {
  const snap = await db.collection('notes').get();
  return new Map(
    snap.docs.map((d) => [
      d.id,
      { subjectId: String(d.get('subjectId')), unit: d.get('unit') ?? null },
    ]),
  );
}

/**
 * The `contentPages` the pipeline marked as listing pages, as `{contentId}-p{page}`:
 * one query for the flagged pages only.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @returns {Promise<Set<string>>}
 */
export async function listingPages(db) {
  const snap = await db.collection('contentPages').where('listing', '==', true).get();
  return new Set(snap.docs.map((d) => d.id));
}

/**
 * Runs the evaluation.
 * @param {object} io
 * @param {(question: string) => Promise<Array<{ _id: string, type: string, page: number }>>} io.retrieve
 *   the Partner's retrieval (passages, best first)
 * @param {(question: string) => Promise<{ reply: string, sources: Array<{ _id: string, type: string, page: number }> }>} io.ask
 *   POST /api/chatbot as a student
 * @param {Map<string, { subjectId: string, unit: number | null }>} io.notes note id → subject
 *   and unit, to match passages to labels
 * @param {Set<string>} [io.listing] listing pages (`listingPages`), for the grounding scores
 * @param {(line: string) => void} [io.log]
 * @returns {Promise<{ hitRateAt5: number, citationHitRate: number, uncoveredSaid: number,
 *   uncovered: number, covered: number, misses: string[], uncoveredMisses: string[],
 *   grounding: ReturnType<typeof scoreAnswers> }>} `grounding`: the grounding scores of the
 *   answers (partner-grounding-eval.mjs), a hit being a first cited page equal to the label's
 */
export async function runPartnerEval({
  retrieve,
  ask,
  notes,
  listing = new Set(),
  log = () => {},
}) {
  /**
   * @param {{ _id: string, type: string, page: number }} item a passage or a cited source
   * @param {{ subject: string, unit: number | null, page: number }} label
   */
  const matches = (item, label) => {
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
  const misses = [];
  const answered = [];
  const uncoveredAnswers = [];
  for (const label of EVAL_SET.covered) {
    const passages = (await retrieve(label.question)).slice(0, 5);
    const hit = passages.some((p) => matches(p, label));
    if (hit) hits++;
    else misses.push(label.question);
    const answer = await ask(label.question);
    answered.push({
      label: { matches: (/** @type {Parameters<typeof matches>[0]} */ s) => matches(s, label) },
      answer,
      question: label.question,
    });
    if (answer.sources.some((s) => matches(s, label))) cited++;
    log(
      `${hit ? 'hit ' : 'MISS'} ${label.subject} u${label.unit} p${label.page}  ${label.question}`,
    );
  }
  let said = 0;
  const uncoveredMisses = [];
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
