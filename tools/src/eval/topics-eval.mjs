// The exam-prep evaluation: how well the content pipeline assigns units to the seeded
// papers' questions and groups them into topics, against the labelled set in
// topics-questions.json. Used by `npm run eval:topics` (tools/src/eval-topics.mjs) and by the api
// suite (tests/api/topics-eval.test.ts), both against a running, seeded stack.
import { readFileSync } from 'node:fs';
import { scorePapers } from './papers-eval.mjs';
/** @typedef {import('./papers-eval.mjs').Ratio} Ratio */

/**
 * @typedef {{ subject: string, paper: string, layout: string, number: string, marks: number,
 *   section: string, text: string, unit: number | null, topic: string }} LabelledQuestion
 */

/** The committed evaluation set. */
export const TOPICS_SET = /** @type {{ questions: LabelledQuestion[] }} */ (
  JSON.parse(readFileSync(new URL('./topics-questions.json', import.meta.url), 'utf8'))
);

/** The target for unit assignment (accuracy). */
export const TARGET_ACCURACY = 0.8;

/**
 * The seeded figures stay no worse than before the new layouts (unit accuracy
 * 171/172 = 0.99, pairwise precision 1.00; docs/exam-prep.md).
 */
export const SEEDED_FLOOR = { accuracy: 171 / 172, pairwisePrecision: 1 };

/**
 * Runs the evaluation.
 * @param {object} io
 * @param {import('firebase-admin/firestore').Firestore} io.db the stack's Firestore (admin)
 * @param {(subjectId: string) => Promise<Array<{ topicId: string, questions: Array<{ paperId: string, number: string }> }>>} io.topics
 *   GET /api/semesters/subjects/{id}/topics
 * @param {(line: string) => void} [io.log]
 * @returns {Promise<{ questions: number, found: number, accuracy: number,
 *   pairwisePrecision: number, pairwiseRecall: number, misses: string[], recall: Ratio,
 *   precision: Ratio, numberAccuracy: Ratio, marksAccuracy: Ratio, unitAccuracy: Ratio,
 *   unitAccuracyPartA: Ratio, unitAccuracyPartB: Ratio, splitMisses: string[] }>}
 *   (papers-eval.mjs scorePapers)
 *   accuracy = labelled questions stored with their labelled unit / labelled questions (a
 *   question the pipeline did not find counts as wrong); pairwise precision = of the pairs of
 *   labelled questions the API puts in one topic, the share that ask the same labelled topic;
 *   recall = of the pairs that ask the same labelled topic, the share put in one topic.
 */
export async function runTopicsEval({ db, topics, log = () => {} }) {
  const labels = TOPICS_SET.questions;
  const subjects = [...new Set(labels.map((q) => q.subject))];
  let correct = 0;
  let found = 0;
  /** @type {string[]} */
  const misses = [];
  /**
   * Per paper, what the stack stored against the labels (scorePapers).
   * @type {Parameters<typeof scorePapers>[0]}
   */
  const scored = [];
  let together = 0;
  let togetherRight = 0;
  let sameLabel = 0;
  let sameLabelTogether = 0;
  for (const subjectId of subjects) {
    const [papers, stored, answer] = await Promise.all([
      db.collection('pyqs').where('subjectId', '==', subjectId).get(),
      db.collection('pyqQuestions').where('subjectId', '==', subjectId).get(),
      topics(subjectId),
    ]);
    /** paper stem ('2024-may') → paper id */
    const paperIds = new Map(
      papers.docs.map((d) => [
        String(d.get('storagePath'))
          .split('/')
          .pop()
          ?.replace(/\.pdf$/i, ''),
        d.id,
      ]),
    );
    const byKey = new Map(
      stored.docs.map((d) => [`${d.get('paperId')} ${d.get('number')}`, d.data()]),
    );
    const topicOf = new Map();
    for (const topic of answer) {
      for (const q of topic.questions) topicOf.set(`${q.paperId} ${q.number}`, topic.topicId);
    }
    const mine = labels.filter((q) => q.subject === subjectId);
    for (const [stem, paperId] of paperIds) {
      const found = stored.docs
        .filter((d) => d.get('paperId') === paperId)
        .map((d) => d.data())
        .sort((a, b) => a.order - b.order)
        .map((q) => ({ number: q.number, marks: q.marks, unit: q.unit ?? null, text: q.text }));
      const paperLabels = mine
        .filter((q) => q.paper === stem)
        .map((q) => ({ ...q, section: q.section === 'A' ? 'A' : 'B' }));
      if (paperLabels.length)
        scored.push({ key: `${subjectId} ${stem}`, found, labels: paperLabels });
    }
    const keys = mine.map((q) => `${paperIds.get(q.paper)} ${q.number}`);
    mine.forEach((label, i) => {
      const question = byKey.get(keys[i] ?? '');
      if (question) found++;
      const unit = question ? (question.unit ?? null) : undefined;
      const ok = unit === label.unit;
      if (ok) correct++;
      else misses.push(`${subjectId} ${label.paper} ${label.number}: unit ${unit} ≠ ${label.unit}`);
      log(
        `${ok ? 'ok  ' : 'MISS'} ${subjectId} ${label.paper} ${label.number} unit ${unit ?? 'null'}  ${label.text}`,
      );
    });
    for (let i = 0; i < mine.length; i++) {
      for (let j = i + 1; j < mine.length; j++) {
        const a = topicOf.get(keys[i]);
        const same = a !== undefined && a === topicOf.get(keys[j]);
        const truth = mine[i]?.topic === mine[j]?.topic;
        if (same) together++;
        if (same && truth) togetherRight++;
        if (truth) sameLabel++;
        if (truth && same) sameLabelTogether++;
      }
    }
  }
  const { matched: _matched, misses: splitMisses, ...split } = scorePapers(scored);
  return {
    ...split,
    splitMisses,
    questions: labels.length,
    found,
    accuracy: correct / labels.length,
    pairwisePrecision: together ? togetherRight / together : 0,
    pairwiseRecall: sameLabel ? sameLabelTogether / sameLabel : 0,
    misses,
  };
}
