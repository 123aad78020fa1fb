/**
 * How alike two exam questions are (topics.ts groups by it): what each asks, as weighted terms,
 * and which note pages answer it. Pure.
 *
 * What a question asks is its content words (question-terms.ts, without how it asks), each
 * reduced to a stem ("mapping", "mapped", "maps" → "map"), with:
 * - key phrases: two content words printed next to each other ("circular queue", "cache
 *   mapping") are also a term of their own, so that two questions naming the same thing by the
 *   same phrase are closer than two that merely share its words (phraseWeight of its rarity);
 * - the options of a multiple-choice question weigh less than its stem: they are the candidate
 *   answers, mostly wrong ones, not what is asked;
 * - numbers, single letters and the data of worked examples left out: two Booth multiplications
 *   of different numbers ask the same thing;
 * - the abbreviations the notes and papers define written both ways (abbreviations.ts), and a
 *   compound written as one word elsewhere ("quicksort") matching its two words.
 * Each term weighs its rarity among the subject's questions (IDF).
 */
import {
  expandTerms,
  mergeAbbreviations,
  mineAbbreviations,
  type Abbreviations,
} from './abbreviations.js';
import { comparedSides, sameSides } from './comparisons.js';
import { questionTerms } from './question-terms.js';
import type { NoteHit } from './units.js';

/** The similarity's parameters (topics.ts GroupingParameters; the eval tunes them). */
export interface SimilarityParameters {
  /** Weight of the notes signal when both questions have answering pages (words: 1 − it). */
  notesWeight: number;
  /**
   * Weight, in the words signal, of containment (the rarity-weighted share of the lighter
   * question's terms that the other holds: "Define AVL trees" in "Insert … into an AVL tree"),
   * against cosine (1 − it).
   */
  containment: number;
  /** Weight of a key phrase (two adjacent content words) against its rarity alone. */
  phraseWeight: number;
  /** Weight of a multiple-choice question's option words against its stem's (1). */
  optionWeight: number;
  /** Least similarity of two comparisons of the same things (comparisons.ts), however worded. */
  sameComparison: number;
  /** Factor on the similarity of a comparison and a question that compares nothing. */
  comparisonAndOther: number;
}

/** Similarity of questions i and j, in [0, 1] (1 when i = j). */
export interface Similarity {
  (i: number, j: number): number;
  /** Question i's terms, rarest first: stems, each with a word the question prints for it. */
  terms: (i: number) => { stem: string; word: string }[];
}

/** A question's terms before weighting: stem → weight (1, or less for an option's words). */
type Bag = Map<string, number>;

/**
 * Pairwise similarities of a subject's questions: with notes, (1 − notesWeight) × words +
 * notesWeight × notes; without (a subject with no notes, or a question the notes do not
 * answer), the words alone. Words: (1 − containment) × cosine + containment × containment of
 * the IDF-weighted terms; notes: cosine of the answering pages (pageWeights).
 * @param texts the questions' texts
 * @param hits each question's answering note pages, best first (units.ts)
 * @param noteAbbreviations the abbreviations the subject's notes define
 */
export function similarities(
  texts: string[],
  hits: NoteHit[][],
  noteAbbreviations: Abbreviations,
  parameters: SimilarityParameters,
): Similarity {
  const { notesWeight, containment } = parameters;
  const { weights, idf, read, bags } = termWeights(texts, noteAbbreviations, parameters);
  const words = weights.map(unit);
  const notes = hits.map((h) => unit(pageWeights(h)));
  const compared = texts.map((text) => comparedSides(text, stemOf));
  const base = (i: number, j: number) => {
    const text =
      (1 - containment) * cosine(words[i]!, words[j]!) +
      containment * contained(weights[i]!, weights[j]!);
    if (notes[i]!.size === 0 || notes[j]!.size === 0) return text;
    return (1 - notesWeight) * text + notesWeight * cosine(notes[i]!, notes[j]!);
  };
  const similarity = ((i: number, j: number) => {
    if (i === j) return 1;
    const a = compared[i];
    const b = compared[j];
    // What is asked, beyond the words: the same comparison however worded, and a comparison
    // apart from a question about one of its sides.
    if (a && b)
      return sameSides(a, b) ? Math.max(parameters.sameComparison, base(i, j)) : base(i, j);
    if (a || b) return parameters.comparisonAndOther * base(i, j);
    return base(i, j);
  }) as Similarity;
  const surface = read.map((r) => new Map(r.runs.flat().map((t) => [t.stem, t.word])));
  similarity.terms = (i) =>
    [...bags[i]!.keys()]
      .filter((stem) => !stem.includes(' ') && surface[i]!.has(stem))
      .sort((a, b) => idf(b) - idf(a))
      .map((stem) => ({ stem, word: surface[i]!.get(stem)! }));
  return similarity;
}

/**
 * Each question's terms, weighted: stem or key phrase → rarity among the questions (IDF) × its
 * weight in the question (1, less for an option's words) × phraseWeight for a phrase.
 */
export function termWeights(
  texts: string[],
  noteAbbreviations: Abbreviations,
  { phraseWeight, optionWeight }: Pick<SimilarityParameters, 'phraseWeight' | 'optionWeight'>,
) {
  const abbreviations = stemmed(mergeAbbreviations(noteAbbreviations, mineAbbreviations(texts)));
  const read = texts.map((text) => readQuestion(text, abbreviations, optionWeight));
  const vocabulary = new Set(read.flatMap((r) => r.runs.flat().map((t) => t.stem)));
  const bags = read.map((r) => bagOf(r, vocabulary));
  const df = new Map<string, number>();
  for (const bag of bags) for (const term of bag.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = texts.length;
  const idf = (term: string) => Math.log(1 + n / (df.get(term) ?? 1));
  const weights = bags.map(
    (bag) =>
      new Map(
        [...bag].map(([term, w]) => [
          term,
          w * idf(term) * (term.includes(' ') ? phraseWeight : 1),
        ]),
      ),
  );
  return { weights, idf, read, bags };
}

/** The abbreviations with their long forms' terms as stems, under the abbreviation and its stem. */
function stemmed(abbreviations: Abbreviations): Abbreviations {
  const out: Abbreviations = new Map();
  for (const [abbreviation, long] of abbreviations) {
    out.set(abbreviation, long.map(stemOf));
    out.set(stemOf(abbreviation), long.map(stemOf));
  }
  return out;
}

/** A content word as read: its stem, the word printed, and its weight (1, or an option's). */
interface Read {
  stem: string;
  word: string;
  weight: number;
}

/**
 * A question's content words in printed order, in runs that a sentence end, a colon or an
 * option label breaks (a key phrase never spans two runs), abbreviations expanded.
 */
function readQuestion(
  text: string,
  abbreviations: Abbreviations,
  optionWeight: number,
): { runs: Read[][] } {
  const options = OPTIONS.exec(text);
  const parts = options
    ? [
        { text: text.slice(0, options.index), weight: 1 },
        { text: text.slice(options.index), weight: optionWeight },
      ]
    : [{ text, weight: 1 }];
  const runs: Read[][] = [];
  for (const part of parts) {
    for (const clause of part.text.split(CLAUSE)) {
      const run: Read[] = [];
      for (const word of questionTerms(joinLetters(clause))) {
        const stem = stemOf(word);
        const keep = abbreviations.has(word) || abbreviations.has(stem) || isWord(word);
        if (keep) run.push({ stem, word, weight: part.weight });
      }
      if (run.length) runs.push(run);
      // "ROM" written out elsewhere as "read only memory": both ways count, the long form in a
      // run of its own (its words are a phrase; they are not next to the question's).
      const expanded = expandTerms(
        run.map((t) => t.stem),
        abbreviations,
      ).filter((s) => !run.some((t) => t.stem === s));
      if (expanded.length)
        runs.push(expanded.map((s) => ({ stem: s, word: s, weight: part.weight })));
    }
  }
  return { runs };
}

/** The first option label of a multiple-choice question ("… is a) 1 b) 2 …", "(a) … (b) …"). */
const OPTIONS = /(?:^|\s)\(?a\)\s+(?=.*\s\(?b\)\s)/is;
/** Where a key phrase stops: a sentence end, a colon, a semicolon, an option label. */
const CLAUSE = /[.?!:;]\s|\s\(?[a-d]\)\s/i;

/**
 * A letter or digit hyphenated to a word is one word ("B-tree", "2-3 tree"), and so are the
 * single letters around a slash ("I/O"): split, they would be dropped as single letters.
 */
function joinLetters(text: string): string {
  return text
    .replace(/\b([\p{L}\p{N}])[-‐]([\p{L}\p{N}]+)/gu, '$1$2')
    .replace(/\b(\p{L})\/(\p{L})\b/gu, '$1$2');
}

/** A term that says what is asked: two letters or more, and no digit (data, not a concept). */
function isWord(term: string): boolean {
  return /^\p{L}{2,}$/u.test(term);
}

/**
 * The question's weighted terms: stems, key phrases (two adjacent stems of one run), and a
 * compound another question writes as one word ("quick sort" → "quicksort").
 */
function bagOf({ runs }: { runs: Read[][] }, vocabulary: Set<string>): Bag {
  const bag: Bag = new Map();
  const add = (term: string, weight: number) => bag.set(term, Math.max(bag.get(term) ?? 0, weight));
  for (const run of runs) {
    run.forEach((t, k) => {
      add(t.stem, t.weight);
      const next = run[k + 1];
      if (!next || next.stem === t.stem) return;
      const weight = Math.min(t.weight, next.weight);
      const compound = stemOf(`${t.word}${next.word}`);
      if (vocabulary.has(compound)) add(compound, weight);
      add(`${t.stem} ${next.stem}`, weight);
    });
  }
  return bag;
}

/**
 * A word's stem: inflections and common derivations stripped, so that "mapping", "mapped" and
 * "maps", or "representation" and "represented", are one term. Light (no dictionary): two
 * words that share a stem by accident are rare among one subject's questions.
 */
export function stemOf(word: string): string {
  let w = word.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) {
    // "class", "bus", "analysis": not plurals.
  } else if (/(sh|ch|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ed', 'ment', 'er', 'ly', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // "mapp" → "map", "controll" → "control".
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  return w.replace(/y$/, 'i');
}

/** The rarity-weighted share of the lighter question's terms that the other holds. */
function contained(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = sum(a) <= sum(b) ? [a, b] : [b, a];
  const total = sum(small);
  if (total === 0) return 0;
  let shared = 0;
  for (const [term, w] of small) if (large.has(term)) shared += Math.min(w, large.get(term)!);
  return shared / total;
}

function sum(vector: Map<string, number>): number {
  let total = 0;
  for (const w of vector.values()) total += w;
  return total;
}

/** A question's answering pages as weights: score / best score, half to each neighbour page. */
function pageWeights(hits: NoteHit[]): Map<string, number> {
  const weights = new Map<string, number>();
  const best = Math.max(0, ...hits.map((h) => h.score));
  if (best <= 0) return weights;
  const add = (key: string, w: number) => weights.set(key, (weights.get(key) ?? 0) + w);
  for (const hit of hits) {
    const w = hit.score / best;
    add(`${hit.noteId}\u0000${hit.page}`, w);
    add(`${hit.noteId}\u0000${hit.page - 1}`, w / 2);
    add(`${hit.noteId}\u0000${hit.page + 1}`, w / 2);
  }
  return weights;
}

function unit(vector: Map<string, number>): Map<string, number> {
  const norm = Math.sqrt([...vector.values()].reduce((s, v) => s + v * v, 0));
  if (norm === 0) return new Map();
  return new Map([...vector].map(([k, v]) => [k, v / norm]));
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, v] of small) dot += v * (large.get(k) ?? 0);
  return dot;
}
