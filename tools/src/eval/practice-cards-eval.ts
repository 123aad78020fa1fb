// Note cards (issue 32, docs/practice-cards.md) on the real corpus's notes, per side of the split
// (eval/corpus.ts): how many cards, how many per page, the share whose back the cited page
// supports by a check stricter than, and independent of, the grounding gate (`supportsBack`),
// and how many fronts read as a fragment or page furniture. `--sample N --side tuning|held-out`
// prints N cards of one side, drawn with a fixed seed, for a person to read.
//
//   npm run build -w functions && node tools/src/eval/practice-cards-eval.ts
//   node tools/src/eval/practice-cards-eval.ts --side tuning           (one side's figures)
//   node tools/src/eval/practice-cards-eval.ts --sample 30 --side tuning
//
// Held-out discipline: rules are tuned on the tuning side's cards only; the held-out side is
// printed as figures, and its sample is read once, after the rules are frozen.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as PageRoles from '../../../functions/src/modules/content/page-roles.ts';
import type * as Pdf from '../../../functions/src/modules/content/pdf.ts';
import type * as NoteCards from '../../../functions/src/modules/practice/note-cards.ts';
import { CORPUS_SPLIT, corpusDir, type Side } from './corpus.ts';
import { seededRandom } from './seeded-random.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built functions (npm run build -w functions); NOTESEA_FUNCTIONS_LIB overrides it. */
const LIB = process.env.NOTESEA_FUNCTIONS_LIB ?? path.join(ROOT, 'functions/lib');
/** Share of a back's content-word tokens, at least, found in one window of page sentences. */
export const STRICT_MIN_SHARE = 0.8;
/** Consecutive page sentences in that window. */
export const STRICT_WINDOW_SENTENCES = 3;
/** Fixed seed of the sample, so two people reading "the 30 cards" read the same ones. */
const SAMPLE_SEED = 32;

// The eval's own tokeniser and stop list (not the gate's), so the gate does not grade itself.
const STOP = new Set(
  'the a an and or of to in on at by for with from into as is are was were be been being it its this that these those which who what when where how than then there their they them can may will would should must has have had not no but if so such also each other any all some more most one two only very used use using'.split(
    ' ',
  ),
);

/** Lower-case word tokens of ≥ 3 characters outside STOP, as a list (repeats kept). */
function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).filter((t) => t.length >= 3 && !STOP.has(t));
}

/**
 * Whether the page supports the back, strictly: ≥ STRICT_MIN_SHARE of the back's tokens (with
 * repeats) occur within one run of STRICT_WINDOW_SENTENCES consecutive sentences of the page.
 */
export function strictlySupported(back: string, pageText: string): boolean {
  const wanted = tokens(back);
  if (wanted.length === 0) return false;
  const flat = pageText
    .normalize('NFKC')
    .replace(/(\p{Ll})-\s*\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ');
  const sentences = flat.split(/(?<=[.?!:])\s+/).map((s) => new Set(tokens(s)));
  for (let i = 0; i < sentences.length; i++) {
    const window = new Set(sentences.slice(i, i + STRICT_WINDOW_SENTENCES).flatMap((s) => [...s]));
    const found = wanted.filter((t) => window.has(t)).length;
    if (found >= STRICT_MIN_SHARE * wanted.length) return true;
  }
  return false;
}

/**
 * Whether a front reads as a fragment or page furniture (a simple check, not the extractor's):
 * too short or long, starts in lower case, ends on a joining word, holds a formula symbol or a
 * long number, unbalanced brackets, or names a page, slide, university, source or module.
 */
export function badFront(front: string): boolean {
  const bare = front.replace(/^What (?:is|are) /, '').replace(/\?$/, '');
  return (
    bare.length < 3 ||
    front.length > 90 ||
    !/^\p{Lu}/u.test(front) ||
    /\b(?:and|or|of|the|a|an|to|in|for|with|is|are|by)$/i.test(bare) ||
    /[=←→<>{}|;]|\d{3,}/.test(bare) ||
    (bare.match(/\(/g) ?? []).length !== (bare.match(/\)/g) ?? []).length ||
    /\b(?:(?:page|slide)\s*\d|university|college|institute|downloaded|ktunotes|module\s*\d|unit\s*\d)\b/i.test(
      bare,
    )
  );
}

/**
 * Every note page of the side's subjects, read with the content pipeline's readPdf and given the
 * pipeline's listing flag (pageRoles), as the practice deck builder receives them.
 * @param dir the corpus folder
 */
async function notePages(
  dir: string,
  subjects: readonly string[],
): Promise<Map<string, NoteCards.NotePage[]>> {
  const [{ readPdf }, { pageRoles }] = await Promise.all([
    built<typeof Pdf>('content/pdf.js'),
    built<typeof PageRoles>('content/page-roles.js'),
  ]);
  const bySubject = new Map<string, NoteCards.NotePage[]>();
  for (const subject of subjects) {
    const folder = path.join(dir, subject, 'notes');
    if (!existsSync(folder)) continue;
    const pages: NoteCards.NotePage[] = [];
    for (const file of readdirSync(folder).sort()) {
      if (!file.endsWith('.pdf')) continue;
      const { pages: texts } = await readPdf(readFileSync(path.join(folder, file)));
      const roles = pageRoles(texts);
      const unit = /^unit-(\d+)\.pdf$/.exec(file);
      texts.forEach((text, i) =>
        pages.push({
          noteId: `${subject}/${file.replace(/\.pdf$/, '')}`,
          page: i + 1,
          unit: unit ? Number(unit[1]) : null,
          text,
          listing: roles[i]?.listing ?? false,
        }),
      );
    }
    bySubject.set(subject, pages);
  }
  return bySubject;
}

/** A module of the built functions (functions/lib/modules), typed by its source. */
async function built<M>(file: string): Promise<M> {
  return (await import(pathToFileURL(path.join(LIB, 'modules', file)).href)) as M;
}

async function main() {
  const { values } = parseArgs({
    options: { sample: { type: 'string' }, side: { type: 'string' } },
  });
  const corpus = corpusDir();
  if (!corpus.dir) {
    console.log(`Practice cards eval SKIPPED: ${corpus.reason}`);
    return;
  }
  const { extractNoteCards, supportsBack } =
    await built<typeof NoteCards>('practice/note-cards.js');
  // One side when --side is given (tuning while rules change), else both, side by side.
  const one = values.side === 'held-out' ? 'heldOut' : values.side === 'tuning' ? 'tuning' : null;
  if (values.side && !one) throw new Error('--side is tuning or held-out');
  if (values.sample && !one) throw new Error('--sample needs --side tuning or --side held-out');
  const sides: Side[] = one ? [one] : ['tuning', 'heldOut'];
  for (const side of sides) {
    const bySubject = await notePages(corpus.dir, CORPUS_SPLIT[side]);
    const cards: NoteCards.NoteCardDraft[] = [];
    let pages = 0;
    let extractMs = 0;
    const texts = new Map<string, string>();
    for (const subjectPages of bySubject.values()) {
      pages += subjectPages.filter((p) => !p.listing).length;
      for (const p of subjectPages) texts.set(`${p.noteId} ${p.page}`, p.text);
      const started = performance.now();
      cards.push(...extractNoteCards(subjectPages));
      extractMs += performance.now() - started;
    }
    const pageOf = (c: { noteId: string; page: number }) =>
      texts.get(`${c.noteId} ${c.page}`) ?? '';
    if (values.sample) {
      const next = seededRandom(SAMPLE_SEED);
      const pool = [...cards];
      const n = Math.min(Number(values.sample), pool.length);
      console.log(`${n} of ${cards.length} note cards, ${side} side (seed ${SAMPLE_SEED}):\n`);
      for (let i = 0; i < n; i++) {
        const card = pool.splice(Math.floor(next() * pool.length), 1)[0]!;
        console.log(`${i + 1}. [${card.noteId} p${card.page}] ${card.front}\n   ${card.back}\n`);
      }
      continue;
    }
    const strict = cards.filter((c) => strictlySupported(c.back, pageOf(c))).length;
    const gate = cards.filter((c) => supportsBack(c.back, pageOf(c))).length;
    const bad = cards.filter((c) => badFront(c.front)).length;
    const pct = (x: number) => `${cards.length ? ((x / cards.length) * 100).toFixed(1) : '0.0'} %`;
    console.log(
      `${side === 'tuning' ? 'tuning  ' : 'held out'} (${[...bySubject.keys()].join(', ') || 'no notes'}): ` +
        `${cards.length} cards from ${pages} explaining pages (${(cards.length / (pages || 1)).toFixed(2)} a page); ` +
        `back supported (strict, ≥ ${STRICT_MIN_SHARE * 100} % in ${STRICT_WINDOW_SENTENCES} sentences) ${strict}/${cards.length} = ${pct(strict)}; ` +
        `gate ${gate}/${cards.length}; fragment or furniture fronts ${bad}; ` +
        `extracted in ${Math.round(extractMs)} ms (the deck build's note-card step)`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
