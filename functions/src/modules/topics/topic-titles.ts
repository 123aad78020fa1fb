/**
 * A topic's title (issue 31): what its questions ask about, in words a student reads at a
 * glance: never a formula or a schedule from inside a question, never a fragment, never cut off
 * mid-sentence. Pure.
 *
 * The title is the clean stem of the topic's clearest question (the one most like the others):
 * its first sentence without how it asks ("Explain … with a neat diagram"). When that is long,
 * the title is instead the run of that sentence's words that the topic's questions share (or
 * its rarest words, for a topic of one question), from the first such word to the last.
 */
import { FUNCTION_WORDS } from '../../lib/function-words.js';

/** Longest title, characters. */
export const MAX_TITLE = 60;
/** Most words in a title made of a question's shared words. */
const MAX_TITLE_WORDS = 8;

const LEADING_ASK =
  /^(?:define|explain|describe|discuss|illustrate|state|elaborate|compare|differentiate between|distinguish between|differentiate|distinguish|write (?:a )?short notes? on|write (?:a )?notes? on|write|what (?:is|are) meant by|what (?:is|are)|what do you mean by|give|briefly|list|mention|how|why|the|with (?:a |the )?(?:help|aid) of [^,]+,?)\s+/i;
const TRAILING_ASK =
  /\s+(?:with (?:a |an )?(?:suitable|neat|worked|example|diagram|examples|the help).*|in detail.*|in the context of.*|and list its.*|using (?:a |an )?(?:suitable )?(?:example|diagram).*|briefly)$/i;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’+#-]*/gu;

/** "Illustrate BFS and DFS with an example and list its applications." → "BFS and DFS". */
export function subjectPhrase(question: string): string {
  let phrase = firstSentence(question);
  for (let i = 0; i < 3; i++) phrase = phrase.replace(LEADING_ASK, '');
  phrase = phrase.replace(TRAILING_ASK, '').trim() || firstSentence(question);
  return capitalise(phrase);
}

/**
 * The question's first sentence, on one line, without the data after a colon ("Sort the
 * following list : 189, 205, …" → "Sort the following list").
 */
function firstSentence(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  let sentence = text.split(/(?<=[.?!])\s/)[0] ?? text;
  sentence = sentence.replace(/\s?:\s?[^:]*\d.*$/, '');
  return sentence.replace(/[.?!:;,]+$/, '').trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Why a title is not one (null when it is): 'cut' (ends in an ellipsis), 'formula' (mostly
 * symbols and digits, an equation, or an operation schedule such as `r1(X); w2(X)`), or
 * 'fragment' (no word of 3 letters, unbalanced brackets, or it ends on a joining word or sign).
 * This is how the eval counts "titles that are formulas or fragments".
 */
export function titleProblem(title: string): 'cut' | 'formula' | 'fragment' | null {
  const text = title.trim();
  if (/…|\.\.\.$/.test(text)) return 'cut';
  const visible = text.replace(/\s/g, '');
  const letters = (visible.match(/\p{L}/gu) ?? []).length;
  if (
    !visible ||
    letters / visible.length < 0.6 ||
    // A run of 25 letters and digits is a code or a watermark, not a word.
    /[\p{L}\p{N}]{25}/u.test(text) ||
    /=/.test(text) ||
    /\b[a-z]\d*\s*\(\s*[A-Za-z]\s*\)\s*[;,]/.test(text)
  ) {
    return 'formula';
  }
  const words = text.match(WORD) ?? [];
  const last = (words.at(-1) ?? '').toLowerCase();
  if (
    !words.some((w) => /\p{L}{3}/u.test(w)) ||
    (text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length ||
    FUNCTION_WORDS.has(last) ||
    /[,:;(–-]$/.test(text)
  ) {
    return 'fragment';
  }
  return null;
}

/**
 * The title of a topic.
 * @param clearest the text of the topic's clearest question
 * @param keyTerms terms (lower case, as units.ts questionTerms gives them) the topic's questions
 *   share, or a lone question's rarest terms, most telling first
 */
export function titleOf(clearest: string, keyTerms: string[]): string {
  const stem = subjectPhrase(clearest);
  if (stem.length <= MAX_TITLE && !titleProblem(stem)) return stem;
  const words = [...firstSentence(clearest).matchAll(WORD)].map((m) => m[0]);
  const key = new Set(keyTerms);
  const isKey = (w: string) => {
    const lower = w.toLowerCase();
    return key.has(lower) || key.has(lower.replace(/s$/, ''));
  };
  const first = words.findIndex(isKey);
  if (first >= 0) {
    let last = first;
    for (let i = first; i < words.length && i < first + MAX_TITLE_WORDS; i++) {
      if (isKey(words[i]!)) last = i;
    }
    const span = words.slice(first, last + 1);
    while (span.length > 1 && FUNCTION_WORDS.has(span.at(-1)!.toLowerCase())) span.pop();
    const title = capitalise(span.join(' '));
    if (!titleProblem(title)) return title;
  }
  // No shared word reads as a title: the rarest terms themselves.
  const fallback = capitalise(keyTerms.slice(0, 4).join(', '));
  return titleProblem(fallback) ? stem : fallback;
}
