// Deterministic unit-notes PDFs for the demo seed (pdf-lib, standard Helvetica fonts).
// Same note in, same bytes out: fixed dates, no randomness, no pdf-lib metadata stamping.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** @typedef {import('./seed-data/index.mjs').SeedNote} SeedNote */
/** @typedef {import('pdf-lib').PDFFont} PDFFont */
/** @typedef {import('pdf-lib').PDFPage} PDFPage */

const PAGE_W = 595.28; // A4
const PAGE_H = 841.89;
const MARGIN = 56;
const TEXT_W = PAGE_W - 2 * MARGIN;
const BODY_SIZE = 11;
const LEADING = 16;
const TOP = PAGE_H - MARGIN - 24; // below the running header
const BOTTOM = MARGIN + 28; // above the footer
const FIXED_DATE = new Date('2025-07-01T00:00:00.000Z');

const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.42, 0.46, 0.52);
const BRAND = rgb(0.05, 0.46, 0.55);
const WHITE = rgb(1, 1, 1);

/** Text the WinAnsi-encoded standard fonts can draw. */
export function clean(/** @type {string} */ s) {
  return s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e\u2022\u2013\u2014\u00b7]/g, '');
}

/**
 * Wraps text to lines no wider than `width`.
 * @param {string} text
 * @param {PDFFont} font
 * @param {number} size
 * @param {number} width
 * @returns {string[]}
 */
export function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of clean(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Small deterministic hash of a string, for choosing phrasing variants. */
function pick(/** @type {string} */ s) {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}

/** @type {Record<string, string>} */
const BRANCH_LONG = {
  CSE: 'Computer Science and Engineering',
  AIDS: 'Artificial Intelligence and Data Science',
};

const POINT_SENTENCES = [
  'Learn the definition, the notation used in class and one solved example that you can reproduce in the exam.',
  'Understand it step by step and note the conditions under which it applies; a neat diagram or small table usually earns extra marks.',
  'Compare it with the closely related ideas of this unit; a two-column table of similarities and differences is a quick way to score.',
  'Practise two or three short problems on it; RTU papers regularly include a question of this kind from this unit.',
  'Remember its advantages and limitations, and one practical application you can quote in a long answer.',
];

/** Hand-written worked examples for a few classic units (keyed by unit topic). */
/** @type {Record<string, { question: string, steps: string[] }>} */
const EXAMPLES = {
  'Stacks and Queues': {
    question: 'Convert the infix expression A + B * (C - D) / E into postfix using a stack.',
    steps: [
      'Scan left to right. Operands go straight to the output; operators wait on the stack.',
      'A -> output "A". "+" -> push. B -> output "A B". "*" has higher precedence than "+" -> push.',
      '"(" -> push. C -> output. "-" -> push (inside brackets). D -> output "A B C D".',
      '")" -> pop until "(": output "A B C D -". "/" has the same precedence as "*" -> pop "*", push "/".',
      'E -> output. End of input: pop everything. Result: A B C D - * E / +',
    ],
  },
  Normalisation: {
    question:
      'R(StudentId, Course, Instructor) has FDs StudentId, Course -> Instructor and Instructor -> Course. Is R in BCNF?',
    steps: [
      'Candidate keys: {StudentId, Course} and {StudentId, Instructor}.',
      'Every attribute is prime, so R is in 3NF.',
      'Instructor -> Course has a determinant (Instructor) that is not a superkey, so R is not in BCNF.',
      'Decompose into R1(Instructor, Course) and R2(StudentId, Instructor). The join is lossless because Instructor is a key of R1.',
      'Note: the FD StudentId, Course -> Instructor is not preserved; BCNF can cost dependency preservation.',
    ],
  },
  'CPU Scheduling and Synchronisation': {
    question:
      'Processes P1, P2, P3 arrive at time 0 with burst times 24, 3 and 3 ms. Find the average waiting time under FCFS and SJF.',
    steps: [
      'FCFS order P1, P2, P3: waiting times 0, 24 and 27 ms.',
      'Average waiting time (FCFS) = (0 + 24 + 27) / 3 = 17 ms.',
      'SJF order P2, P3, P1: waiting times 0, 3 and 6 ms.',
      'Average waiting time (SJF) = (0 + 3 + 6) / 3 = 3 ms.',
      'SJF is optimal for average waiting time, but needs burst lengths in advance and can starve long jobs.',
    ],
  },
  'Finite Automata': {
    question: 'Design a DFA over {0, 1} that accepts all strings ending in "01".',
    steps: [
      'States: q0 (no useful suffix), q1 (last symbol 0), q2 (last two symbols 01, accepting).',
      'From q0: on 0 go to q1, on 1 stay in q0.',
      'From q1: on 0 stay in q1, on 1 go to q2.',
      'From q2: on 0 go to q1, on 1 go to q0.',
      'Check "1101": q0 -1-> q0 -1-> q0 -0-> q1 -1-> q2, accepted.',
    ],
  },
  'DC Circuits': {
    question:
      'A 12 V source with 2 ohm internal resistance feeds a 4 ohm load in parallel with a 12 ohm load. Find the load current.',
    steps: [
      'Parallel combination: (4 x 12) / (4 + 12) = 3 ohm.',
      'Total resistance = 2 + 3 = 5 ohm.',
      'Source current I = 12 / 5 = 2.4 A.',
      'Terminal voltage = 2.4 x 3 = 7.2 V; current in 4 ohm = 1.8 A, in 12 ohm = 0.6 A.',
      'Check with KCL: 1.8 + 0.6 = 2.4 A.',
    ],
  },
};

/**
 * Body content of a note, as a list of blocks.
 * @param {SeedNote} note
 */
function contentBlocks(note) {
  const pts = note.keyPoints.length ? note.keyPoints : [note.topic];
  const p = (/** @type {number} */ i) => pts[i % pts.length];
  const audience =
    note.branch === 'Common'
      ? 'common to all first-year branches'
      : `for ${BRANCH_LONG[note.branch]} (${note.branch})`;
  const h = pick(note.id);
  /** @type {Array<{ kind: 'h' | 'p' | 'bullet' | 'step' | 'break', text?: string, label?: string }>} */
  const blocks = [];
  blocks.push({ kind: 'h', text: '1. Overview' });
  blocks.push({
    kind: 'p',
    text: `Unit ${note.unit} of ${note.subjectName} deals with ${note.topic}. It is part of the ${note.semesterName} syllabus ${audience}. Topics covered: ${pts.join('; ')}. These ideas build on the earlier units and are used again later in the course, so it pays to understand them rather than memorise them.`,
  });
  blocks.push({
    kind: 'p',
    text: 'Read the key points first, then work through the example on the next page and attempt the exam-oriented questions before checking your notes. An RTU paper has short answers in Part A, analytical questions in Part B and descriptive questions in Part C; every topic of this unit can appear in any part.',
  });
  blocks.push({ kind: 'h', text: '2. Key points' });
  pts.forEach((point, i) => {
    blocks.push({
      kind: 'bullet',
      label: point,
      text: POINT_SENTENCES[(h + i) % POINT_SENTENCES.length],
    });
  });
  blocks.push({
    kind: 'p',
    text: `Tip: make a one-page mind map of ${note.topic} with the ${pts.length} points above as branches, and add one formula, diagram or example to each.`,
  });

  blocks.push({ kind: 'break' });
  blocks.push({ kind: 'h', text: '3. Worked example' });
  const ex = EXAMPLES[note.topic];
  if (ex) {
    blocks.push({ kind: 'p', label: 'Question. ', text: ex.question });
    ex.steps.forEach((s, i) => blocks.push({ kind: 'step', label: `${i + 1}.`, text: s }));
  } else {
    blocks.push({
      kind: 'p',
      label: 'Question. ',
      text: `Explain ${p(0)} and show how it relates to ${p(1)}. Illustrate your answer with an example. (10 marks)`,
    });
    blocks.push({ kind: 'p', label: 'Answer outline. ', text: 'A model answer has five parts:' });
    [
      `Definition: state precisely what "${p(0)}" means, with the notation used in class.`,
      'Working: explain the steps or structure involved, using a labelled diagram, a table or a short derivation.',
      `Example: take a small instance from ${note.subjectName} and work it through completely, writing every intermediate result.`,
      `Connection: explain how "${p(1)}" builds on or differs from "${p(0)}"; a comparison table of three or four rows is enough.`,
      'Conclusion: one or two lines on where this is used in practice, then underline the final result.',
    ].forEach((s, i) => blocks.push({ kind: 'step', label: `${i + 1}.`, text: s }));
  }

  blocks.push({ kind: 'h', text: '4. Exam-oriented questions' });
  [
    `Define ${p(0)}. (2 marks)`,
    `Write short notes on ${p(1)}. (4 marks)`,
    `Explain ${p(2)} with a suitable example. (4 marks)`,
    `Discuss ${note.topic} in detail, covering ${p(pts.length - 1)}. (10 marks)`,
  ].forEach((s, i) => blocks.push({ kind: 'step', label: `Q${i + 1}.`, text: s }));

  blocks.push({ kind: 'h', text: '5. Summary' });
  blocks.push({
    kind: 'p',
    text: `In this unit you studied ${note.topic}: ${pts.join(', ')}. Revise the definitions first, then the worked example, and finally attempt the questions above in exam conditions. Together with the other units of ${note.subjectName}, this unit is part of the ${note.semesterName} end-term syllabus.`,
  });
  blocks.push({ kind: 'h', text: 'Revision checklist' });
  pts.forEach((point) =>
    blocks.push({ kind: 'step', label: '[  ]', text: `${point}: definition, example, diagram` }),
  );
  return blocks;
}

/**
 * @param {PDFPage} page
 * @param {PDFFont} font
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {import('pdf-lib').RGB} [color]
 */
function text(page, font, text, x, y, size, color = INK) {
  page.drawText(clean(text), { x, y, size, font, color });
}

/**
 * Renders the unit-notes PDF of a seeded note.
 * @param {SeedNote} note
 * @returns {Promise<Uint8Array>}
 */
export async function renderNotePdf(note) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(clean(`${note.subjectName} - Unit ${note.unit}: ${note.title}`));
  doc.setAuthor('NoteSea');
  doc.setSubject(clean(`${note.semesterName} notes, Rajasthan Technical University (RTU), Kota`));
  doc.setKeywords(['NoteSea', 'RTU', note.semesterName, note.subjectName].map(clean));
  doc.setCreator('NoteSea seed');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  // ---- Page 1: title page ----
  const cover = doc.addPage([PAGE_W, PAGE_H]);
  cover.drawRectangle({ x: 0, y: PAGE_H - 150, width: PAGE_W, height: 150, color: BRAND });
  text(cover, bold, 'NoteSea', MARGIN, PAGE_H - 80, 34, WHITE);
  text(
    cover,
    regular,
    'Semester-wise notes for engineering students',
    MARGIN,
    PAGE_H - 108,
    12,
    WHITE,
  );
  let y = PAGE_H - 230;
  text(cover, bold, `UNIT ${note.unit}`, MARGIN, y, 14, BRAND);
  y -= 36;
  for (const line of wrap(note.topic, bold, 26, TEXT_W)) {
    text(cover, bold, line, MARGIN, y, 26);
    y -= 32;
  }
  y -= 4;
  text(cover, regular, `Unit ${note.unit} \u00b7 ${note.subjectName}`, MARGIN, y, 13, MUTED);
  y -= 40;
  /** @type {Array<[string, string]>} */
  const facts = [
    ['Subject', note.subjectName],
    ['Semester', note.semesterName],
    [
      'Branch',
      note.branch === 'Common'
        ? 'Common to all branches (first year)'
        : `${BRANCH_LONG[note.branch]} (${note.branch})`,
    ],
    ['University', 'Rajasthan Technical University (RTU), Kota'],
  ];
  for (const [k, v] of facts) {
    text(cover, bold, k, MARGIN, y, 12);
    for (const line of wrap(v, regular, 12, TEXT_W - 110)) {
      text(cover, regular, line, MARGIN + 110, y, 12);
      y -= 18;
    }
    y -= 6;
  }
  y -= 20;
  text(cover, bold, 'In this unit', MARGIN, y, 13);
  y -= 22;
  for (const point of note.keyPoints) {
    for (const [i, line] of wrap(point, regular, 12, TEXT_W - 18).entries()) {
      if (i === 0) text(cover, regular, '\u2022', MARGIN + 4, y, 12, BRAND);
      text(cover, regular, line, MARGIN + 18, y, 12);
      y -= 17;
    }
  }
  const notice = wrap(
    'Demo study material generated for NoteSea. Always check topics against the latest official RTU syllabus.',
    regular,
    9,
    TEXT_W,
  );
  notice.forEach((line, i) =>
    text(cover, regular, line, MARGIN, BOTTOM + 12 * (notice.length - i), 9, MUTED),
  );

  // ---- Pages 2..: flowing content ----
  /** @type {PDFPage} */
  let page = newContentPage();
  y = TOP;

  function newContentPage() {
    const pg = doc.addPage([PAGE_W, PAGE_H]);
    const header = `Unit ${note.unit}: ${note.title}`;
    text(pg, bold, header, MARGIN, PAGE_H - MARGIN, 10, BRAND);
    const right = note.subjectName;
    const rw = regular.widthOfTextAtSize(clean(right), 9);
    if (rw < TEXT_W - bold.widthOfTextAtSize(clean(header), 10) - 20) {
      text(pg, regular, right, PAGE_W - MARGIN - rw, PAGE_H - MARGIN, 9, MUTED);
    }
    pg.drawLine({
      start: { x: MARGIN, y: PAGE_H - MARGIN - 8 },
      end: { x: PAGE_W - MARGIN, y: PAGE_H - MARGIN - 8 },
      thickness: 0.6,
      color: MUTED,
    });
    return pg;
  }
  /** @param {number} needed */
  function ensure(needed) {
    if (y - needed < BOTTOM) {
      page = newContentPage();
      y = TOP;
    }
  }

  /**
   * Draws `text` wrapped to `width` starting at `x`, with an optional bold `label` in front of the
   * first line (the first line is shortened by the label's width).
   * @param {string} label
   * @param {string} body
   * @param {number} x
   * @param {number} width
   */
  function labelled(label, body, x, width) {
    const labelW = label ? bold.widthOfTextAtSize(clean(label), BODY_SIZE) : 0;
    const firstLines = wrap(body, regular, BODY_SIZE, width - labelW);
    const first = firstLines.shift() ?? '';
    const rest = wrap(firstLines.join(' '), regular, BODY_SIZE, width);
    if (label) text(page, bold, label, x, y, BODY_SIZE);
    text(page, regular, first, x + labelW, y, BODY_SIZE);
    y -= LEADING;
    for (const line of rest) {
      ensure(LEADING);
      text(page, regular, line, x, y, BODY_SIZE);
      y -= LEADING;
    }
  }

  for (const block of contentBlocks(note)) {
    if (block.kind === 'break') {
      page = newContentPage();
      y = TOP;
    } else if (block.kind === 'h') {
      ensure(LEADING * 3);
      y -= 6;
      text(page, bold, block.text ?? '', MARGIN, y, 14, BRAND);
      y -= LEADING + 6;
    } else if (block.kind === 'p') {
      ensure(LEADING * 2);
      labelled(block.label ?? '', block.text ?? '', MARGIN, TEXT_W);
      y -= 6;
    } else if (block.kind === 'bullet') {
      ensure(LEADING * 2);
      text(page, bold, '\u2022', MARGIN + 4, y, BODY_SIZE, BRAND);
      labelled(`${block.label}: `, block.text ?? '', MARGIN + 16, TEXT_W - 16);
      y -= 4;
    } else {
      ensure(LEADING * 2);
      text(page, bold, block.label ?? '', MARGIN, y, BODY_SIZE);
      labelled('', block.text ?? '', MARGIN + 28, TEXT_W - 28);
      y -= 4;
    }
  }

  // ---- Footers with page numbers ----
  const pages = doc.getPages();
  pages.forEach((pg, i) => {
    const left = `NoteSea \u00b7 ${note.subjectName} \u00b7 Unit ${note.unit}`;
    const right = `Page ${i + 1} of ${pages.length}`;
    pg.drawLine({
      start: { x: MARGIN, y: MARGIN + 14 },
      end: { x: PAGE_W - MARGIN, y: MARGIN + 14 },
      thickness: 0.4,
      color: MUTED,
    });
    const rw = regular.widthOfTextAtSize(right, 9);
    const leftLine = wrap(left, regular, 9, TEXT_W - rw - 20)[0] ?? '';
    text(pg, regular, leftLine, MARGIN, MARGIN, 9, MUTED);
    text(pg, regular, right, PAGE_W - MARGIN - rw, MARGIN, 9, MUTED);
  });

  return doc.save({ useObjectStreams: true });
}
