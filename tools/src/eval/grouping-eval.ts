// Topic grouping on the real corpus (issue 31): every text paper of every subject in
// ../shared/corpus is read as the pipeline reads it (pdf.js → PageLayout → splitQuestions), the
// questions found are aligned with the hand labels (real-papers.json, labels/papers/), given
// their units and answering note pages (a printed Module heading, else the subject's corpus notes
// through SubjectNotesIndex), and grouped by the code under test (groupTopics). The grouping is
// scored against the careful reader's groups (labels/groups/): pairwise precision and recall
// over pairs of questions from different papers (parts of one paper are never a repeat), per
// side of CORPUS_SPLIT. A pair is held out when either question is. Also measured: topics that
// count one paper twice, titles that are formulas or fragments (topic-titles.ts titleProblem),
// and "Read in notes" links that open a labelled listing page or another unit's note.
// Scans without a text layer are left out (the OCR gates measure them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { titleProblem } from '../../../functions/src/modules/topics/topic-titles.ts';
import type {
  GroupingParameters,
  QuestionRecord,
  groupTopicMembers,
} from '../../../functions/src/modules/topics/topics.ts';
import { CORPUS_SPLIT, corpusDir, splitOf, type Side } from './corpus.ts';
import { listingLabels } from './listing-eval.ts';
import {
  REAL_SET,
  align,
  readPages,
  subjectNotes,
  type PageReader,
  type PaperLib,
} from './papers-eval.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LABELS = path.join(HERE, 'labels');

/** The gates of issue 31 for topics (held out). */
export const GROUPING_TARGETS = { precision: 0.85, recall: 0.6, notesLinks: 0.9 };

/**
 * The product's subjects as the eval groups them: both universities' DSA papers form one
 * subject, so questions are grouped across universities too.
 */
const SUBJECTS: Array<{ id: string; folders: string[]; groups: string; notes: string | null }> = [
  { id: 'ktu-coa', folders: ['ktu-coa'], groups: 'ktu-coa.json', notes: 'ktu-coa' },
  { id: 'ktu-cn', folders: ['ktu-cn'], groups: 'ktu-cn.json', notes: 'ktu-cn' },
  { id: 'dsa', folders: ['makaut-dsa', 'cusat-dsa'], groups: 'dsa.json', notes: null },
  { id: 'gtu-oop', folders: ['gtu-oop'], groups: 'gtu-oop.json', notes: null },
  {
    id: 'mu-finance-mgmt',
    folders: ['mu-finance-mgmt'],
    groups: 'mu-finance-mgmt.json',
    notes: null,
  },
];

/** A labelled entry of a paper (labels/papers/*.json, real-papers.json). */
interface LabelEntry {
  number: string;
  unit?: number;
  alternative?: boolean;
}

/** The code under test. */
export interface GroupingLib extends Pick<
  PaperLib,
  keyof PageReader | 'splitQuestions' | 'readQuestions' | 'SubjectNotesIndex'
> {
  /** topics.ts: each topic with its question records */
  groupTopicMembers: typeof groupTopicMembers;
  /** topic-titles.ts */
  titleProblem: typeof titleProblem;
}

/** Every labelled text paper of a corpus folder: corpus-relative file, page range, entries. */
function labelledPapers(
  folder: string,
): Array<{ file: string; pages?: [number, number]; questions: LabelEntry[] }> {
  const real = REAL_SET.papers.filter((p) => p.subject === folder && !p.scan);
  if (real.length) return real;
  const file = path.join(LABELS, 'papers', `${folder}.json`);
  const labels = JSON.parse(readFileSync(file, 'utf8')) as {
    papers: Array<{ file: string; scan: boolean; questions: LabelEntry[] }>;
  };
  return labels.papers
    .filter((p) => !p.scan)
    .map((p) => ({
      file: `${folder}/${p.file}`,
      questions: p.questions,
    }));
}

/** A label's key, as the groups files write it, made corpus-relative. */
const keyOf = (file: string, q: { number: string; alternative?: boolean }) =>
  `${file} ${q.number}${q.alternative ? ' OR' : ''}`;

/** The careful reader's topic of each label key of a subject (keys not in a group are alone). */
function truthOf(subject: { groups: string; folders: string[] }): Map<string, number> {
  const labels = JSON.parse(readFileSync(path.join(LABELS, 'groups', subject.groups), 'utf8')) as {
    groups: Array<{ questions: string[] }>;
  };
  const topic = new Map<string, number>();
  labels.groups.forEach((g, i) => {
    for (const ref of g.questions) {
      // Refs are corpus-relative (dsa) or subject-relative (the others).
      const full = subject.folders.some((f) => ref.startsWith(`${f}/`))
        ? ref
        : `${subject.folders[0]}/${ref}`;
      topic.set(full, i);
    }
  });
  return topic;
}

/** Pairs of one side, and what the side's topics hold. */
export interface GroupingSide {
  precision: number;
  recall: number;
  predicted: number;
  right: number;
  truth: number;
  found: number;
  topics: number;
  paperTwice: number;
  badTitles: number;
  links: number;
  linksRight: number;
}

export interface GroupingFigures {
  split: typeof CORPUS_SPLIT;
  tuning: GroupingSide;
  heldOut: GroupingSide;
  /** time to group each subject */
  groupingMs: Array<{ subject: string; questions: number; ms: number }>;
  details: string[];
}

/**
 * @param lib the code under test
 * @param options `detail`: the tuning side's wrong and missed pairs and titles (never the
 *   held-out side's); `parameters`: the grouping's (topics.ts GroupingParameters), to tune on
 *   the tuning side
 */
export async function runGroupingEval(
  lib: GroupingLib,
  {
    dir = corpusDir().dir,
    detail = false,
    parameters = {},
  }: { dir?: string | null; detail?: boolean; parameters?: Partial<GroupingParameters> } = {},
): Promise<GroupingFigures | { skipped: string }> {
  if (!dir) return { skipped: corpusDir().reason };
  const sides = {
    tuning: { predicted: 0, right: 0, truth: 0, found: 0 },
    heldOut: { predicted: 0, right: 0, truth: 0, found: 0 },
  };
  const checks = {
    tuning: { topics: 0, paperTwice: 0, badTitles: 0, links: 0, linksRight: 0 },
    heldOut: { topics: 0, paperTwice: 0, badTitles: 0, links: 0, linksRight: 0 },
  };
  const details: string[] = [];
  const groupingMs: GroupingFigures['groupingMs'] = [];
  const listingPages = new Set(
    listingLabels().flatMap((l) =>
      l.notes.flatMap((n) => n.listing.map((p) => `${l.subject}/${n.file} p${p.page}`)),
    ),
  );
  for (const subject of SUBJECTS) {
    const truth = truthOf(subject);
    const notes = subject.notes
      ? (await subjectNotes(path.join(dir, subject.notes, 'notes'), subject.notes, lib)).index
      : null;
    const records: QuestionRecord[] = [];
    /** record id → label */
    const labelOf = new Map<string, { key: string; unit: number | null }>();
    const allLabels: Array<{ key: string; paper: string }> = [];
    for (const paper of subject.folders.flatMap(labelledPapers)) {
      const pages = await readPages(path.join(dir, paper.file), lib);
      const found = lib.splitQuestions(pages.map((p) => p.layout));
      const year = Number(/(\d{4})/.exec(paper.file)?.[1] ?? 0);
      const session = /\d{4}-([a-z]+)/.exec(paper.file)?.[1] ?? '';
      for (const q of paper.questions)
        allLabels.push({ key: keyOf(paper.file, q), paper: paper.file });
      const pairs = align(found, paper.questions);
      found.forEach((q, order) => {
        const match = notes?.match(q.text) ?? { unit: null, hits: [] };
        const id = `${paper.file} ${order}`;
        records.push({
          id,
          paperId: paper.file,
          year,
          session,
          number: q.number,
          text: q.text,
          page: q.page,
          unit: q.unitPrinted ?? match.unit,
          hits: match.hits,
        });
        const li = pairs.find(([f]) => f === order)?.[1];
        if (li !== null && li !== undefined) {
          const label = paper.questions[li]!;
          labelOf.set(id, { key: keyOf(paper.file, label), unit: label.unit ?? null });
        }
      });
    }
    /** label key → topic id */
    const topicOfKey = new Map<string, string>();
    /** label key → the question's text (tuning details) */
    const textOfKey = new Map(
      records
        .filter((r) => labelOf.has(r.id))
        .map((r): [string, string] => [labelOf.get(r.id)!.key, r.text]),
    );
    const started = performance.now();
    const grouped = lib.groupTopicMembers(records, notes?.abbreviations, parameters);
    groupingMs.push({
      subject: subject.id,
      questions: records.length,
      ms: Math.round(performance.now() - started),
    });
    for (const { topic, members } of grouped) {
      const keys = members
        .map((m) => labelOf.get(m.id)?.key)
        .filter((k): k is string => Boolean(k));
      for (const key of keys) topicOfKey.set(key, topic.topicId);
      const side: Side = keys.some((k) => splitOf(k) === 'heldOut') ? 'heldOut' : 'tuning';
      const c = checks[side];
      c.topics++;
      const papers = new Set(members.map((m) => m.paperId));
      if (topic.count !== papers.size) c.paperTwice++;
      const problem = lib.titleProblem(topic.topic);
      if (problem) {
        c.badTitles++;
        if (detail && side === 'tuning') details.push(`title ${problem}: "${topic.topic}"`);
      }
      // "Read in notes": the first link opens an explaining page of the topic's labelled unit.
      const units = members.map((m) => labelOf.get(m.id)?.unit).filter((u) => u != null);
      if (subject.notes && topic.notes.length && units.length) {
        const unit = mode(units);
        const link = topic.notes[0]!;
        const noteUnit = Number(/unit-(\d+)/.exec(link.noteId)?.[1]);
        const listing = listingPages.has(
          `${subject.notes}/notes/unit-${noteUnit}.pdf p${link.page}`,
        );
        c.links++;
        if (noteUnit === unit && !listing) c.linksRight++;
        else if (detail && side === 'tuning') {
          details.push(
            `link of "${topic.topic}" opens unit ${noteUnit} p${link.page} (unit ${unit}${listing ? ', a listing page' : ''})`,
          );
        }
      }
    }
    // Pairs of labelled questions from different papers.
    allLabels.forEach((a, i) => {
      for (const b of allLabels.slice(i + 1)) {
        if (a.paper === b.paper) continue;
        const side =
          splitOf(a.key) === 'heldOut' || splitOf(b.key) === 'heldOut' ? 'heldOut' : 'tuning';
        const same = truth.has(a.key) && truth.get(a.key) === truth.get(b.key);
        const ta = topicOfKey.get(a.key);
        const together = ta !== undefined && ta === topicOfKey.get(b.key);
        const s = sides[side];
        if (same) s.truth++;
        if (together) s.predicted++;
        if (same && together) s.right++;
        if (detail && side === 'tuning' && same !== together) {
          const text = (k: string) => (textOfKey.get(k) ?? '(not found)').slice(0, 70);
          details.push(
            `${together ? 'WRONG' : 'MISSED'} ${a.key} ~ ${b.key}: "${text(a.key)}" ~ "${text(b.key)}"`,
          );
        }
      }
    });
  }
  const figures = (s: { predicted: number; right: number; truth: number; found: number }) => ({
    precision: s.predicted ? s.right / s.predicted : 1,
    recall: s.truth ? s.right / s.truth : 1,
    ...s,
  });
  return {
    split: CORPUS_SPLIT,
    tuning: { ...figures(sides.tuning), ...checks.tuning },
    heldOut: { ...figures(sides.heldOut), ...checks.heldOut },
    groupingMs,
    details,
  };
}

/** The most frequent of `values` (not empty), the first on a tie. */
function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? values[0]!;
}

/** Printable lines, both sides side by side. */
export function formatGrouping(r: Awaited<ReturnType<typeof runGroupingEval>>): string[] {
  if ('skipped' in r) return [`Topic grouping: SKIPPED, ${r.skipped}`];
  const f = (s: GroupingSide) =>
    `pairwise P ${s.precision.toFixed(2)} (${s.right}/${s.predicted}) R ${s.recall.toFixed(2)} (${s.right}/${s.truth}); ` +
    `${s.topics} topics, ${s.paperTwice} count a paper twice, ${s.badTitles} titles formulas/fragments; ` +
    `notes links right ${s.links ? (s.linksRight / s.links).toFixed(2) : '—'} (${s.linksRight}/${s.links})`;
  return [
    `topics, tuning (${r.split.tuning.join(', ')}): ${f(r.tuning)}`,
    `topics, held out (${r.split.heldOut.join(', ')}): ${f(r.heldOut)}`,
    `grouping time: ${r.groupingMs.map((g) => `${g.subject} ${g.questions} questions ${g.ms} ms`).join(', ')}`,
  ];
}
