// Demo data for NoteSea (RTU Kota, CSE and AI & DS), as plain arrays with ids.
// Used by the seed (tools/src/seed.mjs) and by test suites that need to know what is seeded.
import { createHash } from 'node:crypto';
import { CATALOGUE, PLAN } from './curriculum.mjs';
import { PROJECTS } from './projects.mjs';
import { NOTIFICATIONS } from './notifications.mjs';

/** @typedef {import('./projects.mjs').SeedProject} SeedProject */
/** @typedef {import('./notifications.mjs').SeedNotification} SeedNotification */

/**
 * @typedef {object} SeedSemester
 * @property {string} id 'sem-1' .. 'sem-8'
 * @property {string} title 'Semester 1' ..
 * @property {number} order 1 .. 8
 */

/**
 * @typedef {object} SeedSubject
 * @property {string} id e.g. 'cse-3-dsa', 'aids-5-ml', 'common-1-m1'
 * @property {string} title e.g. 'Data Structures and Algorithms (CSE)' (suffix only when both
 *   branches take the same subject in the same semester)
 * @property {string} semesterId
 * @property {number} order unique within the semester, 1..n (CSE first, then AIDS)
 * @property {'CSE'|'AIDS'|'Common'} branch
 */

/**
 * A note as seeded: a PDF uploaded to `storagePath` with custom metadata `title` and `unit`; the
 * content pipeline (functions/src/modules/content) turns it into `notes/{id}`, the id derived from
 * the path. `id`, `topic` and `keyPoints` are seed-side only (what the PDF says).
 * @typedef {object} SeedNote
 * @property {string} id '<subjectId>-u<unit>' (a seed key, not the Firestore id)
 * @property {string} title the topic, e.g. 'Stacks and Queues' (listed under its unit)
 * @property {number} unit 1..N
 * @property {string} subjectId
 * @property {string} semesterId
 * @property {string} subjectName the subject's title
 * @property {string} semesterName the semester's title
 * @property {string} storagePath 'notes/<semesterId>/<subjectId>/unit-<n>-<topic slug>.pdf'
 * @property {string} topic 'Stacks and Queues'
 * @property {string[]} keyPoints
 * @property {'CSE'|'AIDS'|'Common'} branch
 */

/**
 * A previous-year question paper as seeded: a generated PDF at `storagePath`, which the pipeline
 * lists under its subject's PYQs.
 * @typedef {object} SeedPaper
 * @property {string} storagePath 'pyqs/<semesterId>/<subjectId>/<year>-<session>.pdf'
 * @property {string} subjectId
 * @property {string} semesterId
 * @property {string} subjectName
 * @property {string} semesterName
 * @property {number} year
 * @property {'may'|'dec'} session
 * @property {SeedNote[]} units the subject's notes, which the questions are drawn from
 */

/** The bucket the local emulators use. */
export const DEFAULT_BUCKET = 'demo-notesea.appspot.com';

/**
 * Deterministic, uuid-shaped Storage download token for an object path.
 * @param {string} path
 * @returns {string}
 */
export function downloadTokenFor(path) {
  const h = createHash('sha256').update(`notesea-seed:${path}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** @type {Record<string, 'CSE'|'AIDS'|'Common'>} */
/** @type {Record<string, 'Common' | 'CSE' | 'AIDS'>} */
const BRANCH_NAME = { common: 'Common', cse: 'CSE', aids: 'AIDS' };

function build() {
  /** @type {SeedSemester[]} */
  const semesters = [];
  /** @type {SeedSubject[]} */
  const subjects = [];
  /** @type {SeedNote[]} */
  const notes = [];

  for (const sem of PLAN) {
    const semester = { id: `sem-${sem.n}`, title: `Semester ${sem.n}`, order: sem.n };
    semesters.push(semester);
    const cse = sem.cse ?? [];
    const aids = sem.aids ?? [];
    /** @type {Array<['common'|'cse'|'aids', string[]]>} */
    const groups = [
      ['common', sem.common ?? []],
      ['cse', cse],
      ['aids', aids],
    ];
    let order = 0;
    for (const [branchKey, keys] of groups) {
      for (const key of keys) {
        const entry = CATALOGUE[key];
        if (!entry) throw new Error(`seed-data: unknown subject key '${key}'`);
        const shared = branchKey !== 'common' && cse.includes(key) && aids.includes(key);
        const branch = BRANCH_NAME[branchKey];
        if (!branch) throw new Error(`seed-data: unknown branch '${branchKey}'`);
        const subject = {
          id: `${branchKey}-${sem.n}-${key}`,
          title: shared ? `${entry.title} (${branch})` : entry.title,
          semesterId: semester.id,
          order: ++order,
          branch,
        };
        subjects.push(subject);
        entry.units.forEach((line, i) => {
          const [topic = '', points = ''] = line.split('|');
          const unit = i + 1;
          notes.push({
            id: `${subject.id}-u${unit}`,
            title: topic,
            unit,
            subjectId: subject.id,
            semesterId: semester.id,
            subjectName: subject.title,
            semesterName: semester.title,
            storagePath: `notes/${semester.id}/${subject.id}/unit-${unit}-${slug(topic)}.pdf`,
            topic,
            keyPoints: points
              .split(';')
              .map((s) => s.trim())
              .filter(Boolean),
            branch,
          });
        });
      }
    }
  }
  return { semesters, subjects, notes, papers: buildPapers(subjects, notes) };
}

/** Sessions of the seeded papers, newest first. */
export const PAPER_SESSIONS = /** @type {const} */ ([
  [2024, 'dec'],
  [2024, 'may'],
  [2023, 'dec'],
]);

/**
 * Question papers for the first three CSE subjects of semesters 3 to 5, one per session of
 * PAPER_SESSIONS; every other subject has none (its PYQs tab shows the empty state).
 * @param {SeedSubject[]} subjects
 * @param {SeedNote[]} notes
 * @returns {SeedPaper[]}
 */
function buildPapers(subjects, notes) {
  const chosen = ['sem-3', 'sem-4', 'sem-5'].flatMap((semesterId) =>
    subjects.filter((s) => s.semesterId === semesterId && s.branch === 'CSE').slice(0, 3),
  );
  return chosen.flatMap((subject) => {
    const units = notes.filter((n) => n.subjectId === subject.id);
    return PAPER_SESSIONS.map(([year, session]) => ({
      storagePath: `pyqs/${subject.semesterId}/${subject.id}/${year}-${session}.pdf`,
      subjectId: subject.id,
      semesterId: subject.semesterId,
      subjectName: subject.title,
      semesterName: units[0]?.semesterName ?? '',
      year,
      session,
      units,
    }));
  });
}

/** 'Stacks & Queues (ADT)' → 'stacks-queues-adt'. */
function slug(/** @type {string} */ text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

const built = build();

/**
 * Everything the seed writes, as plain arrays with ids (see the typedefs above).
 * @type {{ semesters: SeedSemester[], subjects: SeedSubject[], notes: SeedNote[],
 *   papers: SeedPaper[], projects: SeedProject[], notifications: SeedNotification[] }}
 */
export const SEED = {
  semesters: built.semesters,
  subjects: built.subjects,
  notes: built.notes,
  papers: built.papers,
  projects: PROJECTS,
  notifications: NOTIFICATIONS,
};
