/**
 * What the words of a question paper's line are: a question number, a part label,
 * marks, a CO/BL column entry, a heading, or a line that is never a question (header, footer,
 * watermark, instructions). Pure; used by questions.ts. Tolerates the OCR noise of scanned papers'
 * text layers: `I`/`l`/`|` for 1, `l0` for 10, `J`/`a` where a 3 was printed.
 */

/** OCR look-alikes of digits, as seen in scanned papers' text layers. */
const LOOKALIKE: Record<string, string> = {
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  '!': '1',
  t: '1',
  L: '1',
  J: '3',
  O: '0',
  o: '0',
  S: '5',
  s: '5',
};

/**
 * A question number read from a word (or two joined words) that OCR may have garbled.
 * @param token e.g. `11`, `Q.3`, `l0`, `t4`, `'q2`, `lq`, `J`
 * @param expected the number that would come next (previous + 1), which decides between readings
 * @param noisy whether look-alikes are allowed (only in the number column of a page with geometry)
 * @returns the number, or null
 */
/** Number words by value (NUMBER_WORDS[4] = 'four'): counts a paper asks for, initials of "2PL". */
export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

export function readNumber(token: string, expected: number, noisy: boolean): number | null {
  const clean = /^(?:Q(?:uestion)?\.?)?(\d{1,2})[.):]?$/i.exec(token);
  if (clean) return Number(clean[1]);
  // A number in brackets is a Roman item `(I)` or a sub-item, never a garbled question number.
  if (!noisy || /^[([]/.test(token)) return null;
  const stripped = token.replace(/^[^A-Za-z0-9|!]+|[^A-Za-z0-9|!]+$/g, '').replace(/^Q\.?/, '');
  if (!stripped) return null;
  // A short word (`In : D G B`, `Is`, `To`) starting a line is text, not a garbled number.
  if (/^(?:in|is|it|if|to|of|on|so|as|at|or|io)$/i.test(stripped)) return null;
  const want = String(expected);
  // Read each character as a digit or its look-alike; an unknown character matches any digit
  // of the expected number, as long as at least one character is a real digit or look-alike.
  // Partial readings only of a short token (`lq`), or of a number glued to punctuation
  // (`19-e'a)`): a word such as `Instructions` does not start with a garbled 1.
  const leading = /^[0-9lIJtOSs|!]{1,2}(?![A-Za-z])/.exec(stripped)?.[0] ?? '';
  // `lq` is a scan's 1; `in`, `it`, `is`, `to` are words.
  const head = stripped.slice(0, want.length);
  const tail = stripped.slice(want.length);
  const shortReading = stripped.length <= 3 && !/^[aeiounstfrhdy]/i.test(tail) ? head : '';
  const readings = [stripped, shortReading, leading];
  for (const reading of readings) {
    if (reading.length !== want.length) continue;
    let known = 0;
    let ok = true;
    for (let i = 0; i < reading.length; i++) {
      const ch = reading[i]!;
      const digit = /\d/.test(ch) ? ch : LOOKALIKE[ch];
      if (digit === undefined) continue;
      if (digit !== want[i]) ok = false;
      known++;
    }
    // `a` above or below a `J` is the top of a scanned 3.
    if (reading === 'a' && want === '3') return 3;
    if (ok && known > 0) return expected;
  }
  return null;
}

/** Letter parts `a)`, `(a)`, `a.` and Roman parts `(i)`, `i)`, `i.` (up to `x`). */
const PART_LABEL = /^[([]?([a-h]|x?(?:i{1,3}|iv|vi{0,3}|ix)|x)[).\]][).,;:'"]*$/;
/** A part label glued to its text: `a)What…`, `(b)Explain…`. */
const PART_PREFIX = /^[([]?([a-h]|x?(?:i{1,3}|iv|vi{0,3}|ix)|x)[)\]](\S.*)$/;
/** Upper-case letter parts `A)`, `(B)`, `C]` (never `A.`, which may be an initial). */
const UPPER_PART = /^[([]?([A-H])[)\]][).,;:'"]*$/;

export interface PartLabel {
  /** Lower-case label without brackets: 'a', 'ii'. */
  label: string;
  /** Rest of the word when the text was glued to the label. */
  rest: string;
  /** Printed in upper case (`A)`): a question's parts share one case. */
  upper?: boolean;
  /** Closed by `]` (`a]`): a question's parts share one bracket. */
  square?: boolean;
}

/** A part label as a whole word, or glued to the start of the text; null otherwise. */
export function readPart(word: string): PartLabel | null {
  const w = word.replace(/^[^A-Za-z0-9([]+/, '');
  const square = /^\[?[A-Za-z]{1,4}\]/.test(w) ? { square: true } : {};
  const whole = PART_LABEL.exec(w);
  if (whole) return { label: whole[1]!.toLowerCase(), rest: '', ...square };
  const glued = PART_PREFIX.exec(w);
  if (glued && /[A-Za-z]/.test(glued[2]!))
    return { label: glued[1]!.toLowerCase(), rest: glued[2]!, ...square };
  const upper = UPPER_PART.exec(w);
  if (upper) return { label: upper[1]!.toLowerCase(), rest: '', upper: true, ...square };
  return null;
}

/**
 * A watermark run glued into a line (`1CE34FF8…B93respectively.`): 20 or more upper-case letters
 * and digits. Returns what follows it ('' when the word is all watermark), or null for a word
 * without one. A capital it took from the following word (`…87EA43Return`) is given back.
 */
export function stripWatermark(word: string): string | null {
  const m = /^[0-9A-Z]{20,}/.exec(word);
  if (!m) return null;
  let end = m[0].length;
  if (end < word.length && /^[a-z]/.test(word.slice(end)) && /[A-Z]$/.test(m[0])) end--;
  return word.slice(end);
}

/** Whether a lower-case label is a Roman numeral (`i`, `iv`) rather than a letter part. */
export function isRoman(label: string, previousLetter: string | null): boolean {
  if (!/^(?:x?(?:i{1,3}|iv|vi{0,3}|ix)|x)$/.test(label)) return false;
  // `i` after `h`, `v` after `u`, `x` after `w` are letters in sequence.
  if (previousLetter && label.length === 1) {
    return label.charCodeAt(0) !== previousLetter.charCodeAt(0) + 1;
  }
  return true;
}

/** Upper-case Roman numbering of multiple-choice items: `(I)`, `(XII)`, `IV)`. */
export function readRomanNumber(word: string): string | null {
  const m = /^\(?((?:X{0,2})(?:IX|IV|V?I{0,3}))[.)]$/.exec(word);
  return m && m[1] ? m[1] : null;
}

/** A question number printed in upper-case Roman without brackets: `II`, `IV`, `IX.` */
export function readBareRoman(word: string): string | null {
  const m = /^((?:X{0,2})(?:IX|IV|V?I{0,3}))\.?$/.exec(word);
  return m && m[1] ? m[1] : null;
}

/**
 * Marks for each item of a question at a line's end: `10 x 1 = 10`, `[ 1 x 10 = 10 ]`,
 * `(10 x 2 = 20)`, `3∞5` (× is often garbled, or lost when `= total` follows). Which factor is
 * the count of items and which the marks of each the caller decides (`itemsAsked`).
 * @returns the two factors as printed and the text before them, or null
 */
export function eachMarks(text: string): { factors: [number, number]; before: string } | null {
  const t = text.trim();
  const m =
    /(?:^|\s)[([]?\s*(\d{1,2})\s*[x×X∞*]?\s*(\d{1,2})\s*=\s*(\d{1,3})\s*[\])]?$/.exec(t) ??
    /(?:^|\s)[([]?\s*(\d{1,2})\s*[x×X∞*]\s*(\d{1,2})\s*[\])]?$/.exec(t);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (m[3] !== undefined && a * b !== Number(m[3])) return null;
  if (valid(a) === null || valid(b) === null) return null;
  return { factors: [a, b], before: t.slice(0, m.index).trimEnd() };
}

/** Marks as printed at the end of a line: the value, and its split among parts when printed so. */
export interface Marks {
  total: number;
  /** `[4+3+2+6]`: the share of each part in order. */
  shares: number[] | null;
  /** `[5 marks each]`, `10 x 1 = 10`: every item of the question carries `total`. */
  each?: boolean;
}

/** Highest marks one question or part can carry in any paper read so far. */
const MAX_MARKS = 30;

/** A CO / Bloom's-level column entry: `CO1`, `C02`, `L2`, `BL3`, `K2`, `CO1,CO2`. */
export function isOutcomeWord(word: string): boolean {
  // Upper case only: `l0` is a scan's 10, not a level.
  return /^(?:C[O0]\d{1,2}|B?L[1-6]|K[1-6]|PO\d{1,2})(?:[,/](?:C[O0])?\d{1,2})*[,.]?$/.test(word);
}

/** A bare marks figure: `3`, `03`, `10`, or (noisy) `l0`, `J`, `a`, `I`, `t4`. */
export function readBareMarks(word: string, noisy: boolean): number | null {
  const w = word.replace(/^[^A-Za-z0-9|]+|[^A-Za-z0-9|]+$/g, '');
  if (/^\d{1,2}$/.test(w)) return valid(Number(w));
  if (!noisy) return null;
  if (/^[J]$|^\^?J$|^a$/.test(w)) return 3;
  if (/^[lI|]0$/.test(w)) return 10;
  if (/^[lI|]$/.test(w)) return 1;
  if (/^[lIt|][0-9]$/.test(w)) return valid(Number(`1${w[1]}`));
  return null;
}

/**
 * Marks at the end of a text: `[8]`, `[8 marks]`, `(7)`, `(7 marks)`, `7M`, `7 marks`,
 * `[4+3+2+6]`, `5 + 2 + 3 + 5`, `(3x2=6)`-free, and a bare figure after a sentence's end
 * (`… tree. 5`).
 * @returns the marks and the text before them, or null
 */
export function trailingMarks(text: string): { marks: Marks; before: string } | null {
  const patterns: RegExp[] = [
    /[[(]\s*(\d{1,2}(?:\s*\+\s*\d{1,2})*)\s*(?:=\s*\d{1,2}\s*)?(?:marks?)?\s*(each)?\s*[\])]\s*$/i,
    /(?:^|\s)(\d{1,2}(?:\s*\+\s*\d{1,2})+)\s*(?:=\s*\d{1,2})?\s*$/,
    /(?:^|\s)(\d{1,2})\s*(?:M|Marks?)\.?\s*$/i,
    // A bare figure after the text's last sentence: `… binary search tree. 5`.
    /(?<=[.?])\s+(\d{1,2})$/,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const parts = m[1]!.split('+').map((s) => Number(s.trim()));
    const total = parts.reduce((a, b) => a + b, 0);
    if (!valid(total) || parts.some((p) => p < 1)) continue;
    return {
      marks: { total, shares: parts.length > 1 ? parts : null, ...(m[2] ? { each: true } : {}) },
      before: text.slice(0, m.index).trimEnd(),
    };
  }
  return null;
}

function valid(n: number): number | null {
  return n >= 1 && n <= MAX_MARKS ? n : null;
}

export interface Heading {
  kind: 'section' | 'unit';
  /** 'B' for PART B; the unit number for Module / Unit headings (null when unreadable). */
  value: string | number | null;
}

const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10 };

/** 'IV' → 4; null when not a Roman numeral. */
export function romanValue(roman: string): number | null {
  if (!/^[IVX]+$/i.test(roman)) return null;
  let total = 0;
  const r = roman.toUpperCase();
  for (let i = 0; i < r.length; i++) {
    const v = ROMAN_VALUES[r[i]!]!;
    const next = ROMAN_VALUES[r[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/**
 * A heading line: `PART A`, `SECTION B`, `GROUP C` (a section), or `Module -1`, `MODULE II`,
 * `UNIT-III`, `Unit 4` (a unit). OCR-garbled module words (`Modulg-S`) still count when the
 * numeral reads as a look-alike. Anything after the heading must be an instruction in brackets.
 */
export function readHeading(text: string): Heading | null {
  const t = text.trim();
  const section = /^(?:PART|SECTION|GROUP)\s*[-–:]?\s*([A-F]|[IVX]{1,4}|\d)\s*(?:$|[-–:(.])/i.exec(
    t,
  );
  if (section && /^(?:PART|SECTION|GROUP)/.test(t.toUpperCase())) {
    if (/^(?:Part|Section|Group) [a-z]/.test(t)) return null;
    return { kind: 'section', value: section[1]!.toUpperCase() };
  }
  const unit =
    /^(?:MODULE|UNIT|Mod[a-z]{2,4})\s*[-–:.]*\s*([IVX]{1,4}|\d{1,2}|[lISJ])\s*(?:$|[-–:(.])/i.exec(
      t,
    );
  if (!unit) return null;
  if (!/^(?:module|unit|mod)/i.test(t)) return null;
  const raw = unit[1]!;
  const value = /^\d+$/.test(raw)
    ? Number(raw)
    : /^[lI]$/.test(raw) && /^mod[a-z]*\s*-/i.test(t)
      ? 1
      : raw === 'S'
        ? 5
        : raw === 'J'
          ? 3
          : romanValue(raw);
  return { kind: 'unit', value: value && value > 0 && value < 20 ? value : null };
}

/** Lines that are never (part of) a question, wherever they appear. */
const NEVER: RegExp[] = [
  /^page\s*\d+\s*(?:of\s*\d+)?$/i,
  /^pages?\s*:\s*\d+$/i,
  /downloaded\s+from/i,
  /^(?:www\.|https?:)/i,
  /^(?:reg(?:ister)?\.?\s*(?:no|number)|roll\s*no|name\s*:)/i,
  /^\(?\s*(?:answer|attempt)\s+(?:all|any|one|two|three|four|five|the following)\b.*(?:question|marks|module)/i,
  /^\(?\s*(?:each question carries|all questions carry|figures (?:in|to the right)|assume suitable|use of .* (?:is )?permitted|missing data|illustrate your answers)/i,
  /^(?:max(?:imum)?\.?\s*marks|time\s*:|duration\s*:)/i,
  // A page's foot: `3001 (O) 7 [ Turn over`, `P.T.O.`
  /^(?:\S+\s+){0,3}\[?\s*turn\s+over\s*\]?$/i,
  /^\(?p\.\s*t\.\s*o\.?\)?$/i,
  /^(?:marks|co|bl|kl|po|q\.?\s*no\.?|module|level)(?:\s+(?:marks|co|bl|kl|po|q\.?\s*no\.?|module|level))*$/i,
];

/** A line that carries no question text: footers, watermarks, register numbers, instructions. */
export function isNeverQuestion(text: string): boolean {
  const t = text.trim();
  if (!/[A-Za-z0-9]/.test(t)) return true;
  // A paper or series code alone on its line (`02000CST202052102`).
  if (/^\S{8,}$/.test(t) && (t.match(/\d/g) ?? []).length >= 5) return true;
  return NEVER.some((re) => re.test(t));
}

/** An `OR` between alternative questions (possibly with OCR specks around it). */
export function isOrLine(text: string): boolean {
  return /^[^A-Za-z0-9]*OR[^A-Za-z0-9]*$/.test(text.trim());
}
