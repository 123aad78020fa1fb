/**
 * Note cards (issue 32, docs/practice-cards.md): a key term or idea on the front, its explanation
 * on the back, from one note page. This is the local path: the cards are extracted from the
 * notes' own sentences (definitions, headings with their first explaining sentence, named
 * lists), so every back is a passage of its cited page. Production asks Gemini instead
 * (gemini-cards.ts) and keeps a card only when `supportsBack` holds. Pure, no Firestore.
 */
import {
  about,
  asTerm,
  BACK_MAX,
  BACK_MIN,
  explains,
  goodTerm,
  headingFront,
  listTail,
  tidy,
} from './card-terms.js';
import { bodyLines, segmentsOf, sentencesOf, wordsOf, type Segment } from './note-text.js';

export { bestPassage, supportsBack } from './grounding.js';

export interface NotePage {
  noteId: string;
  /** 1-based. */
  page: number;
  unit: number | null;
  text: string;
  /** A listing page (syllabus, contents, divider: content/page-roles.ts): never carded. */
  listing?: boolean;
}

export interface NoteCardDraft {
  front: string;
  back: string;
  noteId: string;
  page: number;
  unit: number | null;
  /** The passage of the page the back comes from (here: the back itself). */
  quote: string;
}

/** Cards a page gives, at most: a deck of every sentence of the notes is no revision. */
export const NOTE_CARDS_PER_PAGE = 4;
/** Note cards of one subject, at most. */
export const NOTE_CARDS_PER_SUBJECT = 300;
/** Heading openings that are not a term or idea (an instruction, a caption, a question number). */
const NOT_A_HEADING =
  /^(?:consider|example|examples|e\.?g|note|figure|fig|table|solution|step|ans(?:wer)?|q(?:uestion)?\s*\d|module|unit|chapter|part|section|lecture|contd|continued|summary|exercise|problem|assignment|questions?)\b/i;
/** Named lists: "Types of X", "Advantages of X" … */
const LIST_NOUN =
  'types|kinds|classes|categories|advantages|disadvantages|features|characteristics|properties|applications|components|functions|steps|phases|stages|modes|elements|parts|layers|levels|goals|limitations|benefits|uses|services|principles|methods|techniques|operations|units|fields|states';
/** A list's name alone ("Disadvantages"): of what, the card cannot say. */
const BARE_LIST = new RegExp(`^(?:${LIST_NOUN}|introduction|definition|conclusion|notes?)$`, 'i');
const NAMED_LIST = new RegExp(
  `^(?:the\\s+)?(?:\\w+\\s+)?(${LIST_NOUN}) of (.{3,60}?)(?:\\s+(?:are|is|include|includes)\\b(.*)|:)?$`,
  'i',
);
/** "X is a …", "X refers to …": the subject X (1–6 words) and the verb. */
const DEFINITION =
  /^(?:([Aa]n?|[Tt]he)\s+)?([\p{L}][\p{L}\p{N}&/()'’ -]{1,60}?)\s+(is|are|refers to|refer to|means|is defined as|are defined as|can be defined as|denotes)\s+(?:an?|the|one of|defined as|called|known as|responsible for)\s/u;
/** "… is called the X.": a term named after its explanation ("This is called …" names the sentence before). */
const NAMED_AFTER =
  /^(.+?)\s+(?:is|are)\s+(?:also\s+)?(?:called|known as|termed|referred to as)\s+(?:the\s+|an?\s+)?([\p{L}][\p{L}\p{N}'’ -]{2,50}?)\.?$/iu;
/** A sentence that introduces the list after it ("… are:", "… by using the technique called"). */
const INTRODUCES = /(?::|\b(?:called|are|as|following|namely|include|includes|follows|types))$/i;
/** "Term: explanation" or "Term – explanation". */
const GLOSS = /^(\p{Lu}[^:–—]{2,50}?)\s*(?::|\s[–—-])\s+(.{20,})$/u;
const POINTER = /^(?:this|it|such an?|these|that|they)(?:\s+\w+)?$/i;

interface Candidate extends NoteCardDraft {
  score: number;
  position: number;
}

/**
 * Cards of one subject's note pages: definitions ("X is a …", "X refers to …"), "… This is
 * called X", headings followed by their first explaining sentence, and named lists ("Types of
 * X" and its items). Listing pages are skipped. A front that repeats (normalised: case, "What
 * is", articles, plural -s, a parenthesised acronym) keeps its best card; at most
 * NOTE_CARDS_PER_PAGE a page and NOTE_CARDS_PER_SUBJECT in all, the best first.
 * @param pages every note page of the subject (page furniture is found across each note's pages)
 * @returns cards ordered by noteId (numeric-aware), page, position on the page
 */
export function extractNoteCards(pages: NotePage[]): NoteCardDraft[] {
  const byNote = new Map<string, NotePage[]>();
  for (const p of pages) byNote.set(p.noteId, [...(byNote.get(p.noteId) ?? []), p]);
  const all: Candidate[] = [];
  for (const notePages of byNote.values()) {
    notePages.sort((a, b) => a.page - b.page);
    const bodies = bodyLines(notePages.map((p) => p.text));
    notePages.forEach((p, i) => {
      if (p.listing) return;
      const found = pageCandidates(segmentsOf(bodies[i] ?? []), p);
      all.push(...best(found, NOTE_CARDS_PER_PAGE));
    });
  }
  const kept = new Map<string, Candidate>();
  const backs = new Set<string>();
  for (const c of [...all].sort((a, b) => b.score - a.score || order(a, b))) {
    const key = frontKey(c.front);
    const back = frontKey(c.back);
    if (!key || kept.has(key) || backs.has(back)) continue;
    kept.set(key, c);
    backs.add(back);
  }
  return best([...kept.values()], NOTE_CARDS_PER_SUBJECT).map(
    ({ score: _s, position: _p, ...card }) => card,
  );
}

/** The `limit` best candidates, in reading order. */
function best(cards: Candidate[], limit: number): Candidate[] {
  return [...cards]
    .sort((a, b) => b.score - a.score || order(a, b))
    .slice(0, limit)
    .sort(order);
}

function order(a: Candidate, b: Candidate): number {
  return (
    a.noteId.localeCompare(b.noteId, 'en', { numeric: true }) ||
    a.page - b.page ||
    a.position - b.position
  );
}

/** A front's identity: "What is a Memory Unit (MU)?" = "Memory units". */
function frontKey(front: string): string {
  return wordsOf(front.replace(/\([^)]*\)/g, ' ').replace(/^what (?:is|are)\s+/i, ''))
    .filter((w) => !['a', 'an', 'the'].includes(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

/** The texts of the run of items that starts at segment `from`. */
function itemsFrom(segments: Segment[], from: number): string[] {
  const items: string[] = [];
  for (let j = from; segments[j]?.kind === 'item'; j++) items.push(segments[j]!.text);
  return items;
}

/** Every card a page's segments give, scored (definitions first, then named lists, headings). */
function pageCandidates(segments: Segment[], p: NotePage): Candidate[] {
  const found: Candidate[] = [];
  const pageText = segments.map((s) => s.text).join('\n');
  const add = (front: string, back: string, score: number, position: number) => {
    const text = tidy(back);
    if (text.length < BACK_MIN || text.length > BACK_MAX) return;
    // Shorter backs are easier to recall; a back of one short sentence is often not enough.
    const fit = text.length > 300 ? -0.5 : text.length < 70 ? -0.5 : 0;
    found.push({
      front,
      back: text,
      noteId: p.noteId,
      page: p.page,
      unit: p.unit,
      quote: text,
      score: score + fit,
      position,
    });
  };
  segments.forEach((seg, i) => {
    const next = segments[i + 1];
    const items = itemsFrom(segments, i + 1);
    if (seg.kind === 'heading') {
      const front = headingFront(seg.text, pageText);
      if (NOT_A_HEADING.test(front) || BARE_LIST.test(front) || !goodTerm(front)) return;
      const named = NAMED_LIST.exec(front);
      const tail = listTail(items);
      if (tail && (named || /s$/i.test(front))) add(front, `${front}: ${tail}`, 2.5, i);
      const told = next && next.kind !== 'heading' ? sentencesOf(next.text) : [];
      const opening = told.slice(0, 2);
      const first = opening.find((o) => explains(o.replace(/:$/, '.')) && about(o, front));
      if (!first) return;
      // A sentence that introduces a list ("… divided into five units:") is whole with its items.
      const introduces = INTRODUCES.test(first.replace(/\.$/, ''));
      const listed =
        introduces && first === told.at(-1) ? listTail(itemsFrom(segments, i + 2)) : null;
      if (introduces && !listed) return;
      add(front, listed ? `${first} ${listed}` : first, 2, i);
      return;
    }
    const sentences = sentencesOf(seg.text);
    sentences.forEach((sentence, k) => {
      const position = i + k / 100;
      const named = NAMED_LIST.exec(sentence.replace(/[.:]$/, ''));
      if (named && goodTerm(named[2]!)) {
        const front = `${named[1]!.charAt(0).toUpperCase()}${named[1]!.slice(1).toLowerCase()} of ${named[2]}`;
        // Its items follow the sentence as a list, or are named in it ("… are A, B and C").
        const tail = k === sentences.length - 1 ? listTail(items) : null;
        const inline = /,|\band\b/.test(named[3] ?? '') && !sentence.endsWith(':');
        if (tail) add(front, `${sentence.replace(/:$/, '')}: ${tail}`, 2.5, position);
        else if (inline && explains(sentence)) add(front, sentence, 2.5, position);
        return;
      }
      // "Latency: the time a bit takes …" (slides and glossaries name a term, then explain it).
      const glossed = GLOSS.exec(sentence);
      const after = sentences[k + 1];
      if (
        glossed &&
        goodTerm(glossed[1]!) &&
        explains(glossed[2]!) &&
        about(glossed[2]!, glossed[1]!, true)
      ) {
        add(headingFront(glossed[1]!, pageText), sentence, 2.5, position);
        return;
      }
      if (
        /^[^:]{3,50}:$/.test(sentence) &&
        goodTerm(sentence.slice(0, -1)) &&
        after &&
        explains(after)
      ) {
        const term = headingFront(sentence.slice(0, -1).trim(), pageText);
        if (about(after, term, true)) add(term, after, 2.5, position);
        return;
      }
      const definition = DEFINITION.exec(sentence);
      if (definition && explains(sentence)) {
        const term = definition[2]!.trim();
        if (!goodTerm(term)) return;
        const plural = /^are|^refer /i.test(definition[3]!);
        const article = definition[1] ? `${definition[1].toLowerCase()} ` : '';
        const shown = asTerm(term);
        const front = `What ${plural ? 'are' : 'is'} ${article === 'the ' ? '' : article}${shown}?`;
        const more = sentences[k + 1];
        const back =
          sentence.length < 90 && more && /^(?:it|this|they)\b/i.test(more) && explains(more)
            ? `${sentence} ${more}`
            : sentence;
        add(front, back, 3, position);
        return;
      }
      const namedAfter = NAMED_AFTER.exec(sentence);
      const named2 = namedAfter?.[2]?.trim();
      if (!namedAfter || !named2 || !goodTerm(named2)) return;
      const front = `What ${/s$/.test(named2) ? 'are' : 'is'} ${asTerm(named2)}?`;
      const before = sentences[k - 1];
      if (!POINTER.test(namedAfter[1]!)) {
        if (explains(sentence)) add(front, sentence, 3, position);
      } else if (before && explains(before)) {
        add(front, `${before} ${sentence}`, 3, position);
      }
    });
  });
  return found;
}
