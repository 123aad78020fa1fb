/**
 * A topic's title (issue 31): what its questions ask about, in words a student reads at a
 * glance: never a formula or a schedule from inside a question, never a fragment, never cut off
 * mid-sentence. Pure.
 *
 * The title is the clean stem of the topic's clearest question (the one most like the others):
 * its first sentence without how it asks ("Explain … with a neat diagram"). When that is long,
 * it ends at the last clause break that fits ("Steps for designing a micro programmed control
 * circuit for the addition …" → "Steps for designing a micro programmed control circuit").
 * Failing that, the title is the run of that sentence's words that the topic's questions share
 * (or its rarest words, for a topic of one question), from the first such word to the last.
 */
import { FUNCTION_WORDS } from '../../lib/function-words.js';

/** Longest title, characters. */
export const MAX_TITLE = 60;
/** Most words in a title made of a question's shared words. */
const MAX_TITLE_WORDS = 8;

const LEADING_ASK =
  /^(?:define|(?:illustrate|describe|discuss) and explain|explain|describe(?: about)?|discuss(?: about)?|illustrate|state|elaborate|outline|identify|design and draw|design|enumerate|specify|compare|differentiate between|distinguish between|differentiate|distinguish|write (?:a )?short notes? on|write (?:a )?notes? on|write down|write|what (?:is|are) meant by|what (?:is|are)|what do you mean by|give|briefly|list|mention|name|draw|how|why|the|with (?:a |the )?(?:help|aid) of (?:a |an )?(?:suitable |neat )?(?:examples?|diagrams?|figures?|sketch)(?: explain| describe| discuss)?,?|with (?:a |the )?(?:help|aid) of [^,]+,?|with (?:a |an )?(?:proper |suitable |neat )?(?:examples?|diagrams?|figures?)(?: explain| describe| discuss)?,?|and (?:explain|describe|discuss|contrast)|in detail(?: about)?|about|(?:a )?short notes? (?:on|about)|is|are|does|do|can)\s+/i;
const TRAILING_ASK =
  /\s+(?:explain$|with (?:a |an )?(?:suitable|neat|worked|example|diagram|examples|the help).*|in detail.*|in the context of.*|and list its.*|using (?:a |an )?(?:suitable )?(?:example|diagram).*|briefly)$/i;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’+#-]*/gu;

/**
 * Words a question's clause opens on, never a topic's name: joining words, auxiliaries and the
 * like ("Below with …", "Better when …", "Of the …"). Articles and "one" may open a name. Lower case.
 */
const OPENS_MID_SENTENCE = new Set(
  (
    'of to in on at by for with from into onto as and or but if then than so nor which who whom ' +
    'whose what when where while how why after before because since until about over under ' +
    'between through during per via is are was were be been do does did can could may might ' +
    'must shall should will would has have had below above better worse help hence thus'
  ).split(' '),
);
/** Words that promise a complement ("capable of …", "compared to …"). Lower case. */
const NEEDS_COMPLEMENT = new Set([
  'capable',
  'able',
  'due',
  'based',
  'compared',
  'used',
  'given',
  'following',
  'better',
  'worse',
  'associated',
  'related',
  'called',
  'known',
]);
/** Instructions; in a title only as its first word ("Enumerate …" is still an ask, but reads). */
const ASK_VERBS = new Set([
  'explain',
  'describe',
  'discuss',
  'illustrate',
  'evaluate',
  'justify',
  'write',
  'draw',
  'derive',
]);

/** "Illustrate BFS and DFS with an example and list its applications." → "BFS and DFS". */
export function subjectPhrase(question: string): string {
  let phrase = firstSentence(question);
  for (let i = 0; i < 5; i++) phrase = phrase.replace(LEADING_ASK, '');
  phrase = phrase.replace(TRAILING_ASK, '').trim() || firstSentence(question);
  return capitalise(phrase);
}

/**
 * Where a long stem may end without cutting a phrase in two: before a comma or semicolon, a
 * relative or subordinate clause (which, that, where, when, whose), a manner or purpose phrase
 * (with, using, by, so as, in order), a second instruction ("and explain …"), or data ("the
 * following …"). Tried in order of where they fall; the first cut that leaves a title wins.
 */
const CLAUSE_BREAK =
  /\s*[,;]\s+|\s+[-–]\s+|\s+(?=(?:which|that|where|when|whose|while|with|without|using|by|so as|in order|as compared|when compared|compared|than|inside|during|for (?:the|a|an|same)|in (?:the|a|an|each|terms)|of the following|following|and (?:explain|write|draw|list|give|specify|show|multiply|illustrate|describe|mention|state|discuss|derive|compare|hence|also|its|their|how|what|why|list))\b)/gi;

/**
 * A stem longer than MAX_TITLE, shortened at the last clause break that leaves at most
 * MAX_TITLE characters and still names something (two words, or one compound or acronym) without
 * a titleProblem; null when no break does.
 */
export function shortenStem(stem: string): string | null {
  const breaks = [...stem.matchAll(CLAUSE_BREAK)].map((m) => m.index);
  for (const at of breaks.reverse()) {
    const head = stem.slice(0, at).replace(/[\s,;:–-]+$/, '');
    if (head.length > MAX_TITLE) continue;
    const words = head.match(WORD) ?? [];
    // One word names a topic only when it is a compound or an acronym ("Micro-operation", "DMA").
    const named = words.length >= 2 || /^(?:\p{L}+-\p{L}+|\p{Lu}{2,})$/u.test(head);
    if (!named || titleProblem(head)) continue;
    return capitalise(head);
  }
  return null;
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
 * 'fragment' (no word of 3 letters, unbalanced brackets, it opens on a joining word, ends on a
 * joining word or sign or on a word that needs its complement, or holds an instruction after
 * its first word).
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
  const first = (words[0] ?? '').toLowerCase();
  if (
    !words.some((w) => /\p{L}{3}/u.test(w)) ||
    // A phrase lifted from mid-sentence: it opens on a joining word ("Below with …", "Better
    // when …"), ends on a word that needs its complement ("… capable"), or still tells the
    // student what to do ("Help of examples explain shift").
    OPENS_MID_SENTENCE.has(first) ||
    NEEDS_COMPLEMENT.has(last) ||
    words.slice(1).some((w) => ASK_VERBS.has(w.toLowerCase())) ||
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
  const short = shortenStem(stem);
  if (short) return short;
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
  // No shared word reads as a title: the rarest terms themselves, those that read as words (a
  // scan's garbled text layer runs words together: "lowDirytMernoryAccessisimplemented").
  const readable = keyTerms.filter((term) => /^\p{L}[\p{L}-]{1,19}$/u.test(term));
  const fallback = capitalise(readable.slice(0, 4).join(', '));
  return titleProblem(fallback) ? stem : fallback;
}
