/**
 * What a comparison question compares ("Compare and contrast Array & Linked List", "What are the
 * advantages of a linked list over an array?", "Differentiate between SRAM and DRAM"). Two such
 * questions ask the same thing when they compare the same things, however they word the
 * comparison; a comparison and a question about one of its sides ask different things
 * ("BFS vs DFS" is not "Explain BFS"). similarity.ts weighs both. Pure.
 */
import { questionTerms } from './question-terms.js';

/** A compared thing: its content words' stems ("linked list" → link, list). */
export type Side = Set<string>;

/**
 * Where a comparison is asked, and what follows is the compared things: compare (and
 * contrast), comparison between, difference(s) between, differentiate / distinguish (between),
 * advantages (and disadvantages) of … over ….
 */
const CUE =
  /\b(?:compare\s+(?:and\s+contrast\s+)?(?:between\s+)?|(?:make\s+a\s+)?comparison\s+(?:between|of)\s+|differences?\s+between\s+|differentiate\s+(?:between\s+)?|distinguish\s+(?:between\s+)?|(?:advantages|merits)\s+(?:and\s+(?:disadvantages|demerits)\s+)?of\s+(?=.+\bover\b))/i;
/** Between two compared things. */
const BETWEEN = /\s+(?:and|&|vs\.?|versus|over|with)\s+|\s*,\s*/i;
/** Where the compared things end: a sentence or clause end, or how the answer is to be given. */
const END = /[.?;:]|\s(?:with|using|in terms of|giving|give|and explain|and discuss)\s/i;

/**
 * The things a question compares, or null when it is no comparison of two or more things.
 * @param text a question's text
 * @param stem the stemmer of similarity.ts (so sides match the terms there)
 */
export function comparedSides(text: string, stem: (word: string) => string): Side[] | null {
  const cue = CUE.exec(text);
  if (!cue) return null;
  const rest = text.slice(cue.index + cue[0].length);
  const end = END.exec(rest);
  const span = end ? rest.slice(0, end.index) : rest;
  const sides = span
    .split(BETWEEN)
    .map((part) => new Set(questionTerms(part).map(stem)))
    .filter((side) => side.size > 0);
  return sides.length >= 2 ? sides : null;
}

/**
 * Whether two comparisons compare the same things: every side of each is found among the
 * other's (a side is found when at least half of the smaller side's stems are in it: "array" and
 * "linear array").
 */
export function sameSides(a: Side[], b: Side[]): boolean {
  const found = (side: Side, others: Side[]) => others.some((other) => overlaps(side, other));
  return a.every((side) => found(side, b)) && b.every((side) => found(side, a));
}

function overlaps(a: Side, b: Side): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const stem of small) if (large.has(stem)) shared++;
  return shared * 2 >= small.size && shared > 0;
}
