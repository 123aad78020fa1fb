/**
 * Which unit of a subject's notes answers a paper's question: the question is
 * searched, with the search module's own index (modules/search/search-index.ts, MiniSearch
 * BM25), over that subject's note pages only; when the best page's score clears
 * UNIT_SCORE_THRESHOLD and it matches enough of the question's words, the unit whose pages among
 * the best UNIT_VOTE_PAGES explaining pages score most in sum wins, else the unit stays null. Words found in every unit's notes are left out of the query: they cannot tell units
 * apart. The same hits give a topic its best note pages.
 */
import { SEPARATOR, normaliseTerm, wordForms } from '../search/terms.js';
import { mineAbbreviations, type Abbreviations } from './abbreviations.js';
import { questionTerms } from './question-terms.js';
import { SearchIndex, type ContentEntry, type PageEntry } from '../search/search-index.js';

/** A published note of the subject (`notes/{id}`). */
export interface SubjectNote {
  id: string;
  title: string;
  unit: number | null;
}

/** A note page that answers a question, best first. */
export interface NoteHit {
  noteId: string;
  /** 1-based. */
  page: number;
  unit: number | null;
  /** BM25 score from SearchIndex (unitless; compare only within one subject). */
  score: number;
  /** The page lists topics rather than explains them (content/page-roles.ts). */
  listing?: boolean;
}

/**
 * Lowest best-page score for a unit to be given. BM25 here rises with the number and rarity of
 * the question's subject words found on one page; a question whose words the subject's notes
 * do not use scores below it. Tuned on the seeded papers (tools/src/eval/topics-questions.json,
 * `npm run eval:topics`).
 */
export const UNIT_SCORE_THRESHOLD = 2;

/** A unit is given only when its best page matches this many of the question's words… */
const MIN_MATCHED_TERMS = 2;
/** …or this share of them (a one-word question such as "Define heaps."). */
const MIN_MATCHED_SHARE = 0.5;

/** How many note pages are kept per question (a topic shows up to 3). */
const HITS_PER_QUESTION = 5;

/**
 * How many of the best pages vote on a question's unit, each by its score. One page can win on
 * a passing mention, or on being short (BM25 favours a short page: "Unconditional Branches" as
 * one of four headings beat the pages that explain the control sequence of a branch); the unit
 * that explains a term has several pages about it. Tuned on the tuning side (KTU COA): 1 → 3
 * took its question units from 129 to 132 of 159; 5 gave 131.
 */
const UNIT_VOTE_PAGES = 3;

/** One subject's notes, indexed for matching questions. Build once per recompute. */
export class SubjectNotesIndex {
  private constructor(
    private readonly index: SearchIndex,
    private readonly units: Map<string, number | null>,
    /** Terms on the pages of every unit (2 or more units): they cannot tell units apart. */
    private readonly everywhere: Set<string>,
    /** The abbreviations the notes define (abbreviations.ts), for grouping questions. */
    readonly abbreviations: Abbreviations,
  ) {}

  /**
   * @param notes the subject's published notes
   * @param pages their page texts (pages of other content are ignored)
   */
  static build(subjectId: string, notes: SubjectNote[], pages: PageEntry[]): SubjectNotesIndex {
    // The subject name is left empty: every page shares it, so it only adds noise here.
    const contents: ContentEntry[] = notes.map((note) => ({
      id: note.id,
      type: 'note',
      title: note.title,
      subjectId,
      subjectName: '',
      semesterId: '',
      semesterName: '',
      unit: note.unit,
      year: null,
      pdfUrl: '',
    }));
    const units = new Map(notes.map((n) => [n.id, n.unit]));
    return new SubjectNotesIndex(
      SearchIndex.build(contents, pages),
      units,
      termsInEveryUnit(notes, pages, units),
      mineAbbreviations(pages.map((page) => page.text)),
    );
  }

  /**
   * The unit that answers `question` and the note pages that do, best first.
   * @returns unit null when no page scores UNIT_SCORE_THRESHOLD or more
   */
  match(question: string): { unit: number | null; hits: NoteHit[] } {
    // A recompute matches every question of the subject again, and an index is kept across
    // recomputes (subject-notes.ts): the same text against the same index gives the same answer.
    let found = this.matched.get(question);
    if (!found) {
      found = this.search(question);
      this.matched.set(question, found);
    }
    return found;
  }

  /** Answers already given, by question text (callers never modify them). */
  private readonly matched = new Map<string, { unit: number | null; hits: NoteHit[] }>();

  private search(question: string): { unit: number | null; hits: NoteHit[] } {
    // Words every unit's notes use (the subject's name, "paper", "syllabus") would let any
    // question that mentions them reach the threshold without being about any unit.
    const terms = questionTerms(question).filter(
      (term) => ![term, ...wordForms(term)].some((form) => this.everywhere.has(form)),
    );
    if (terms.length === 0) return { unit: null, hits: [] };
    const found = this.index
      .searchPages(terms.join(' '), { type: 'note' }, HITS_PER_QUESTION)
      .filter((hit) => hit.score >= UNIT_SCORE_THRESHOLD);
    // One rare shared word ("role" in "the role of engineers in society" against "Role of the
    // lexical analyser") is not enough: the best page must match 2 of the question's words,
    // or half of them.
    const matched = found[0]?.terms.length ?? 0;
    if (matched < MIN_MATCHED_TERMS && matched / terms.length < MIN_MATCHED_SHARE) {
      return { unit: null, hits: [] };
    }
    const hits = found.map(({ content, page, score, listing }) => ({
      noteId: content.id,
      page,
      unit: this.units.get(content.id) ?? null,
      score,
      ...(listing && { listing: true }),
    }));
    return { unit: unitByVote(hits), hits };
  }
}

/**
 * The unit whose explaining pages among the first UNIT_VOTE_PAGES hits score most in sum; the
 * best hit's unit on a tie or when none explains. A listing page (a syllabus, a module overview)
 * names every topic of its unit, so it never votes.
 */
function unitByVote(hits: NoteHit[]): number | null {
  const sums = new Map<number, number>();
  for (const hit of hits.slice(0, UNIT_VOTE_PAGES)) {
    if (hit.unit === null || hit.listing) continue;
    sums.set(hit.unit, (sums.get(hit.unit) ?? 0) + hit.score);
  }
  let best = hits[0]?.unit ?? null;
  for (const [unit, sum] of sums) {
    if (best === null || sum > (sums.get(best) ?? 0)) best = unit;
  }
  return best;
}

/** The terms found on some page of each unit of the subject, when it has 2 units or more. */
function termsInEveryUnit(
  notes: SubjectNote[],
  pages: PageEntry[],
  units: Map<string, number | null>,
): Set<string> {
  const byUnit = new Map<number, Set<string>>();
  for (const note of notes) if (note.unit !== null) byUnit.set(note.unit, new Set());
  if (byUnit.size < 2) return new Set();
  for (const page of pages) {
    const terms = byUnit.get(units.get(page.contentId) ?? -1);
    if (!terms) continue;
    for (const token of page.text.split(SEPARATOR)) {
      const term = normaliseTerm(token);
      if (term) terms.add(term);
    }
  }
  const [first, ...rest] = [...byUnit.values()];
  return new Set([...first!].filter((term) => rest.every((terms) => terms.has(term))));
}
