/**
 * Abbreviations a subject's own material defines, so that "2PL" and "two-phase locking", or
 * "BCNF" and "Boyce-Codd normal form", count as the same words when questions are compared
 * (topics.ts). Read from the notes' pages and the papers' questions, never from a list of ours:
 * a definition is a parenthesis that holds the initials of the words just before it ("Direct
 * Memory Access (DMA)") or that spells out the abbreviation just before it ("DMA (direct memory
 * access)"). A digit stands for its number word ("2PL" → two, phase, locking). Pure.
 */
import { NUMBER_WORDS } from './paper-tokens.js';
import { questionTerms } from './question-terms.js';

/** Abbreviation (lower case) → the content terms of its long form. */
export type Abbreviations = Map<string, string[]>;

/** An abbreviation as printed: 2–8 characters, capitals and digits, at least 2 capitals. */
const ABBREVIATION = /^(?=(?:.*[A-Z]){2})[A-Z0-9][A-Za-z0-9]{1,7}$/;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;
/** Words skipped when matching initials ("Translation Lookaside Buffer", "Test and Set"). */
const GLUE = new Set(['and', 'of', 'the', 'for', 'to', 'in', 'on', 'a', 'an', 'with', 'by']);

/** The letters an abbreviation's long form starts its words with ("2PL" → "tpl"). */
function initialsOf(abbreviation: string): string {
  return [...abbreviation]
    .map((c) => (/\d/.test(c) ? NUMBER_WORDS[Number(c)]![0]! : c.toLowerCase()))
    .join('');
}

/**
 * Whether `words` (the long form, in order) start with the abbreviation's initials, glue words
 * allowed between them, and each hyphenated part counting as a word ("two-phase").
 */
function spells(abbreviation: string, words: string[]): boolean {
  const initials = initialsOf(abbreviation);
  const parts = words.flatMap((w) => w.toLowerCase().split(/[-‐]/)).filter(Boolean);
  let i = 0;
  for (const part of parts) {
    if (i < initials.length && part[0] === initials[i]) i++;
    else if (!GLUE.has(part)) return false;
  }
  return i === initials.length && !GLUE.has(parts[0] ?? '');
}

/**
 * The abbreviations defined in `texts` (note pages, questions).
 * @returns abbreviation (lower case) → its long form's content terms (units.ts questionTerms)
 */
export function mineAbbreviations(texts: Iterable<string>): Abbreviations {
  const found: Abbreviations = new Map();
  const add = (abbreviation: string, words: string[]) => {
    const key = abbreviation.toLowerCase();
    if (found.has(key)) return;
    const terms = questionTerms(words.join(' ').replace(/[-‐]/g, ' '));
    if (terms.length >= 2) found.set(key, terms);
  };
  for (const text of texts) {
    for (const match of text.matchAll(/\(([^()]{2,60})\)/g)) {
      const inside = match[1]!.trim();
      const before = text.slice(Math.max(0, match.index - 80), match.index).match(WORD) ?? [];
      if (ABBREVIATION.test(inside)) {
        // "Direct Memory Access (DMA)": the last n words before it, glue allowed.
        const n = initialsOf(inside).length;
        for (let k = n; k <= n + 2 && k <= before.length; k++) {
          const words = before.slice(-k);
          if (spells(inside, words)) {
            add(inside, words);
            break;
          }
        }
      } else {
        // "DMA (direct memory access)": the word just before spelled out inside.
        const abbreviation = before.at(-1) ?? '';
        const words = inside.match(WORD) ?? [];
        if (ABBREVIATION.test(abbreviation) && spells(abbreviation, words))
          add(abbreviation, words);
      }
    }
  }
  return found;
}

/** Both maps' abbreviations; `first` wins where both define one. */
export function mergeAbbreviations(first: Abbreviations, second: Abbreviations): Abbreviations {
  const merged = new Map(second);
  for (const [k, v] of first) merged.set(k, v);
  return merged;
}

/**
 * A question's terms with each abbreviation's long form added, and each long form's
 * abbreviation added when all its terms are there: the two ways of writing it share terms.
 */
export function expandTerms(terms: string[], abbreviations: Abbreviations): string[] {
  const out = new Set(terms);
  for (const term of terms) for (const t of abbreviations.get(term) ?? []) out.add(t);
  for (const [abbreviation, long] of abbreviations) {
    if (long.every((t) => out.has(t))) out.add(abbreviation);
  }
  return [...out];
}
