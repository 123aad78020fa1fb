/**
 * Grounding of card backs in note pages: the gate that keeps a generated card only when its cited
 * page supports its back (gemini-cards.ts), and the passage of a page that best answers a question
 * (the back of an exam card). Re-exported by note-cards.ts. Pure.
 */
import { questionTerms } from '../topics/question-terms.js';
import { contentTerms } from './card-terms.js';
import { bodyLines, normaliseText, segmentsOf, sentencesOf } from './note-text.js';

/**
 * Whether a page supports a card's back (the grounding gate of gemini-cards.ts): at least
 * SUPPORT_MIN_SHARE of the back's content words occur, in any order, within one window of the
 * page's words (the back's own length × SUPPORT_WINDOW_FACTOR, at least 40 words), after both
 * are normalised (ligatures, hyphenation, case, plural -s). A back of fewer than 3 content words
 * says too little to check and is not supported.
 */
export function supportsBack(back: string, pageText: string): boolean {
  const wanted = contentTerms(normaliseText(back));
  if (wanted.length < 3) return false;
  const page = contentTerms(normaliseText(pageText).replace(/-\s*\n\s*/g, ''));
  const size = Math.max(40, Math.ceil(wanted.length * SUPPORT_WINDOW_FACTOR));
  const need = new Set(wanted);
  const least = Math.ceil(SUPPORT_MIN_SHARE * need.size);
  const counts = new Map<string, number>();
  let present = 0;
  for (let i = 0; i < page.length; i++) {
    const enter = page[i]!;
    if (need.has(enter) && (counts.get(enter) ?? 0) === 0) present++;
    counts.set(enter, (counts.get(enter) ?? 0) + 1);
    const leave = page[i - size];
    if (leave !== undefined) {
      counts.set(leave, counts.get(leave)! - 1);
      if (need.has(leave) && counts.get(leave) === 0) present--;
    }
    if (present >= least) return true;
  }
  return false;
}

/** Share of a back's distinct content words its page must hold within one window. */
export const SUPPORT_MIN_SHARE = 0.75;
/** The window, in content words, as a multiple of the back's content words. */
export const SUPPORT_WINDOW_FACTOR = 2;

/**
 * The passage of a page that best explains `question` (the back of an exam card): the 1–3
 * consecutive sentences holding most of the question's terms (topics/question-terms.ts), the
 * shorter on a tie; at most `maxChars`, never cut mid-word; the page's opening sentences when no
 * sentence holds a term.
 * @param pageText the page's text (furniture lines such as page numbers are skipped)
 * @param maxChars longest passage, chars (default 600)
 */
export function bestPassage(pageText: string, question: string, maxChars = 600): string {
  const sentences = segmentsOf(bodyLines([pageText])[0] ?? []).flatMap((s) =>
    s.kind === 'heading' ? [] : sentencesOf(s.text),
  );
  const terms = new Set(questionTerms(question).flatMap((t) => contentTerms(t)));
  let bestText = '';
  let bestScore = 0;
  for (let i = 0; i < sentences.length; i++) {
    for (let n = 1; n <= 3 && i + n <= sentences.length; n++) {
      const text = sentences.slice(i, i + n).join(' ');
      if (text.length > maxChars && n > 1) break;
      const hits = new Set(contentTerms(text).filter((t) => terms.has(t))).size;
      // A longer passage must add a term to win; ties keep the shorter (then the earlier) one.
      if (hits > bestScore || (hits === bestScore && hits > 0 && text.length < bestText.length)) {
        [bestText, bestScore] = [text, hits];
      }
    }
  }
  if (!bestText) bestText = sentences.slice(0, 3).join(' ');
  return cut(bestText, maxChars);
}

/** `text` within `maxChars`: whole sentences when they fit, else cut at a word and marked "…". */
function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const within = text.slice(0, maxChars - 1);
  const sentence = /^[\s\S]*[.?!](?=\s)/.exec(within)?.[0];
  if (sentence && sentence.length > maxChars / 3) return sentence;
  return `${within.replace(/\s+\S*$/, '')}…`;
}
