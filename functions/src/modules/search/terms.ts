/**
 * How text becomes index terms, shared by indexing, queries and snippets: tokenising, term
 * normalisation, stop words, the edit distance allowed for a typo, and a word's other forms.
 */

/**
 * Words too common to help (and, kept, they would make every page match an AND query such as
 * "what is normalisation"); never indexed, dropped from queries. "s" is the tail of "Dijkstra's".
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from had has have how i if in into is it its ' +
    'of on or s so such than that the their then there these this those to was we were what ' +
    'when where which while who why will with you your'
  ).split(' '),
);

/** Splits on whitespace and punctuation (MiniSearch's default), keeping symbols such as C++'s. */
export const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;
/** The same words as SEPARATOR splits out, with their positions (for snippets). */
export const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/**
 * Index and query term normalisation: lower case, accents dropped ("Schrödinger" ↔
 * "schrodinger"); stop words and tokens without a letter or digit (bullets, arrows) → null.
 */
export function normaliseTerm(token: string): string | null {
  let term = token.toLowerCase();
  // eslint-disable-next-line no-control-regex -- ASCII fast path: most tokens need no NFKD.
  if (/[^\x00-\x7f]/.test(term)) term = term.normalize('NFKD').replace(/\p{M}+/gu, '');
  if (!term || STOP_WORDS.has(term) || !/[\p{L}\p{N}]/u.test(term)) return null;
  return term;
}

/**
 * Edit distance allowed for a query term: none up to 3 letters or with digits ("2024" must not
 * find "2023"), 1 up to 7 letters, 2 from 8 ("djikstra" → "dijkstra" is two edits).
 */
export function fuzzyDistance(term: string): number {
  if (term.length < 4 || /\d/.test(term)) return 0;
  return term.length < 8 ? 1 : 2;
}

/**
 * The other forms of a real word that should find the same pages: singular/plural and
 * British/American spelling ("normalisation" ↔ "normalization", "analyse" ↔ "analyze",
 * "colour" ↔ "color"). Forms that are not words cost one failed lookup each.
 */
export function wordForms(term: string): string[] {
  const forms = new Set<string>();
  if (/\d/.test(term) || term.length < 3) return [];
  if (/(ss|us|is)$/.test(term)) forms.add(`${term}es`);
  else if (term.endsWith('es')) forms.add(term.slice(0, -2)).add(term.slice(0, -1));
  else if (term.endsWith('s')) forms.add(term.slice(0, -1));
  else forms.add(`${term}s`).add(`${term}es`);
  for (const form of [term, ...forms]) {
    forms.add(form.replace(/is(ation|ations|e|ed|es|ing|er|ers)$/, 'iz$1'));
    forms.add(form.replace(/iz(ation|ations|e|ed|es|ing|er|ers)$/, 'is$1'));
    forms.add(form.replace(/ys(e|ed|es|ing)$/, 'yz$1'));
    forms.add(form.replace(/yz(e|ed|es|ing)$/, 'ys$1'));
    forms.add(form.replace(/our(s?)$/, 'or$1'));
  }
  forms.delete(term);
  return [...forms];
}

/** Whitespace runs (PDF line breaks, double spaces) → one space; trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
