/** The content words of a question: what it asks about, not how it asks (units.ts, topics.ts). */
import { SEPARATOR, normaliseTerm } from '../search/terms.js';

/**
 * Words of how a question is asked, not of what it asks ("Explain … with a neat diagram"): left
 * out of the query, since every unit's notes use them too (their exam-question sections).
 */
const QUESTION_WORDS = new Set(
  (
    'define definition explain describe discuss detail details detailed write short note notes ' +
    'meant give example examples suitable neat diagram diagrams illustrate list applications ' +
    'advantages disadvantages limitations merits demerits worked state significance marks mark ' +
    'brief briefly compare differentiate distinguish between following answer any two three four ' +
    'one also its them using used various different types suitably elaborate justify derive ' +
    'draw show prove find solve calculate obtain comment discuss concept concepts'
  ).split(' '),
);

/** The content words of a question: what it asks about, lower-case, in order, no repeats. */
export function questionTerms(text: string): string[] {
  const terms = text
    .split(SEPARATOR)
    .map(normaliseTerm)
    .filter((t): t is string => !!t && !QUESTION_WORDS.has(t));
  return [...new Set(terms)];
}
