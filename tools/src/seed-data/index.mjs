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
 * A note as seeded. Firestore `notes/{id}` holds title, unit, subjectId, semesterId, subjectName,
 * semesterName, order and pdfUrl; `storagePath`, `topic` and `keyPoints` are extra (where the PDF
 * lives and what it says). Build pdfUrl with `pdfUrlFor(note.storagePath, bucketName)`.
 * @typedef {object} SeedNote
 * @property {string} id '<subjectId>-u<unit>'
 * @property {string} title 'Unit 2: Stacks and Queues'
 * @property {number} unit 1..N
 * @property {string} subjectId
 * @property {string} semesterId
 * @property {string} subjectName the subject's title
 * @property {string} semesterName the semester's title
 * @property {number} order same as unit
 * @property {string} storagePath 'notes/<semesterId>/<subjectId>/unit-<n>.pdf'
 * @property {string} topic 'Stacks and Queues'
 * @property {string[]} keyPoints
 * @property {'CSE'|'AIDS'|'Common'} branch
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

/**
 * Firebase Storage download URL for an object (token-bearing, opens in a browser). Uses the
 * Storage emulator when `emulatorHost` (default: FIREBASE_STORAGE_EMULATOR_HOST) is set.
 * @param {string} path object path, e.g. 'notes/sem-3/cse-3-dsa/unit-1.pdf'
 * @param {string} [bucketName]
 * @param {string | undefined} [emulatorHost]
 * @returns {string}
 */
export function pdfUrlFor(
  path,
  bucketName = DEFAULT_BUCKET,
  emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST,
) {
  const base = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  const token = downloadTokenFor(path);
  return `${base}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** @type {Record<string, 'CSE'|'AIDS'|'Common'>} */
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
        const subject = {
          id: `${branchKey}-${sem.n}-${key}`,
          title: shared ? `${entry.title} (${branch})` : entry.title,
          semesterId: semester.id,
          order: ++order,
          branch,
        };
        subjects.push(subject);
        entry.units.forEach((line, i) => {
          const [topic, points = ''] = line.split('|');
          const unit = i + 1;
          notes.push({
            id: `${subject.id}-u${unit}`,
            title: `Unit ${unit}: ${topic}`,
            unit,
            subjectId: subject.id,
            semesterId: semester.id,
            subjectName: subject.title,
            semesterName: semester.title,
            order: unit,
            storagePath: `notes/${semester.id}/${subject.id}/unit-${unit}.pdf`,
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
  return { semesters, subjects, notes };
}

const built = build();

/**
 * Everything the seed writes, as plain arrays with ids (see the typedefs above).
 * @type {{ semesters: SeedSemester[], subjects: SeedSubject[], notes: SeedNote[],
 *   projects: SeedProject[], notifications: SeedNotification[] }}
 */
export const SEED = {
  semesters: built.semesters,
  subjects: built.subjects,
  notes: built.notes,
  projects: PROJECTS,
  notifications: NOTIFICATIONS,
};
