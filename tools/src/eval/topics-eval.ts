// The exam-prep evaluation: how well the content pipeline assigns units to the seeded
// papers' questions and groups them into topics, against the labelled set in
// topics-questions.json. Used by `npm run eval:topics` (tools/src/eval-topics.ts) and by the api
// suite (tests/api/topics-eval.test.ts), both against a running, seeded stack.
import { readFileSync } from 'node:fs';
import type { TopicDto } from '@notesea/contract/exam-prep';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  scorePapers,
  type FoundQuestion,
  type PaperScores,
  type ScoredLabel,
} from './papers-eval.ts';

export interface LabelledQuestion {
  subject: string;
  paper: string;
  layout: string;
  number: string;
  marks: number;
  section: string;
  text: string;
  unit: number | null;
  topic: string;
}

/** The fields of a stored `pyqQuestions` document the evaluation reads (topics/schema.ts). */
interface StoredQuestion {
  paperId: string;
  number: string;
  marks: number | null;
  text: string;
  unit?: number | null;
  /** Printed position. */
  order: number;
}

/** The committed evaluation set. */
export const TOPICS_SET = JSON.parse(
  readFileSync(new URL('./topics-questions.json', import.meta.url), 'utf8'),
) as { questions: LabelledQuestion[] };

/** The target for unit assignment (accuracy). */
export const TARGET_ACCURACY = 0.8;

/**
 * The seeded figures stay no worse than before the new layouts (unit accuracy
 * 171/172 = 0.99, pairwise precision 1.00; docs/exam-prep.md).
 */
export const SEEDED_FLOOR = { accuracy: 171 / 172, pairwisePrecision: 1 };

/**
 * The evaluation's figures: scorePapers' (papers-eval.ts), its misses as `splitMisses`, and
 * accuracy = labelled questions stored with their labelled unit / labelled questions (a
 * question the pipeline did not find counts as wrong); pairwise precision = of the pairs of
 * labelled questions the API puts in one topic, the share that ask the same labelled topic;
 * recall = of the pairs that ask the same labelled topic, the share put in one topic.
 */
export interface TopicsFigures extends Omit<PaperScores, 'matched' | 'misses'> {
  splitMisses: string[];
  accuracy: number;
  pairwisePrecision: number;
  pairwiseRecall: number;
  misses: string[];
}

/** Runs the evaluation. */
export async function runTopicsEval({
  db,
  topics,
  log = () => {},
}: {
  /** the stack's Firestore (admin) */
  db: Firestore;
  /** GET /api/semesters/subjects/{id}/topics */
  topics: (subjectId: string) => Promise<TopicDto[]>;
  log?: (line: string) => void;
}): Promise<TopicsFigures> {
  const labels = TOPICS_SET.questions;
  const subjects = [...new Set(labels.map((q) => q.subject))];
  let correct = 0;
  let found = 0;
  const misses: string[] = [];
  /** Per paper, what the stack stored against the labels (scorePapers). */
  const scored: Array<{ key: string; found: FoundQuestion[]; labels: ScoredLabel[] }> = [];
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
    const questionOf = (d: QueryDocumentSnapshot) => d.data() as StoredQuestion;
    const byKey = new Map(
      stored.docs.map((d) => [`${questionOf(d).paperId} ${questionOf(d).number}`, questionOf(d)]),
    );
    const topicOf = new Map<string, string>();
    for (const topic of answer) {
      for (const q of topic.questions) topicOf.set(`${q.paperId} ${q.number}`, topic.topicId);
    }
    const mine = labels.filter((q) => q.subject === subjectId);
    for (const [stem, paperId] of paperIds) {
      const found = stored.docs
        .map(questionOf)
        .filter((q) => q.paperId === paperId)
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
        const a = topicOf.get(keys[i]!);
        const same = a !== undefined && a === topicOf.get(keys[j]!);
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
