/**
 * What the Assignment Partner may answer from (docs/partner-grounding.md), decided over
 * the search index in memory — no Firestore read:
 * - evidence is note pages only: a question paper holds the question's own words, so it would
 *   win the ranking, but it explains nothing. Papers are searched separately, for "Asked in"
 *   context (./asked-in.ts), never as a passage;
 * - pages that list topics (syllabus, overview, headings only; content/listing.ts) come after
 *   every page that explains (SearchIndex.searchPages);
 * - an explanation that runs over consecutive pages (slides) is one passage, cited as a page
 *   range: the best page, then each following page of the same note while it explains and
 *   matches the question at least CONTINUE_RATIO as well, up to MAX_RANGE_PAGES pages. The
 *   passage's `page` is its first page (where the reader opens), `pageEnd` its last.
 */
import type { ChatbotSourceDto } from '@notesea/contract/partner';
import type { PageHit, SearchIndex } from '../search/search-index.js';

/** A page range of one note retrieved for a question, with its text (pages joined). */
export interface NotePassage extends ChatbotSourceDto {
  type: 'note';
  text: string;
}

/** Pages one passage may span, at most (an explanation over three slides). */
export const MAX_RANGE_PAGES = 3;
/** A following page continues the passage when its score is at least this share of the first's. */
export const CONTINUE_RATIO = 0.7;
/** Note pages looked at per question: enough to find each passage's continuation pages. */
const CANDIDATE_PAGES = 40;

export interface NotePassageOptions {
  subjectId?: string;
  /** A page already in the prompt (the reader's open page): not repeated. */
  skip?: { contentId: string; page: number };
  /** Passages at most. */
  limit: number;
}

/**
 * The note passages for a question, best first: explaining pages before listing pages, each
 * extended over the consecutive pages that continue it.
 * @returns at most `limit` passages; [] when no note page matches a word of the question
 */
export function notePassages(
  index: SearchIndex,
  question: string,
  { subjectId, skip, limit }: NotePassageOptions,
): NotePassage[] {
  if (limit <= 0) return [];
  const hits = index.searchPages(question, { subjectId, type: 'note' }, CANDIDATE_PAGES);
  const byPage = new Map(hits.map((hit) => [pageKey(hit.content.id, hit.page), hit]));
  const used = new Set<string>(skip ? [pageKey(skip.contentId, skip.page)] : []);
  const passages: NotePassage[] = [];
  for (const hit of hits) {
    if (passages.length >= limit) break;
    const key = pageKey(hit.content.id, hit.page);
    if (used.has(key)) continue;
    used.add(key);
    const range: PageHit[] = [hit];
    // A page continues the passage when it explains, matched the question nearly as well and
    // is not in another passage yet. Only the pages after the best one: also taking the pages
    // before it measured worse on the real corpus (docs/partner-grounding.md) — the slide
    // before the best one is more often the end of another topic than this one's start.
    const continues = (page: number): PageHit | null => {
      const next = byPage.get(pageKey(hit.content.id, page));
      if (!next || next.listing || used.has(pageKey(hit.content.id, page))) return null;
      return next.score >= CONTINUE_RATIO * hit.score ? next : null;
    };
    for (let next = continues(hit.page + 1); next && range.length < MAX_RANGE_PAGES;) {
      used.add(pageKey(next.content.id, next.page));
      range.push(next);
      next = continues(next.page + 1);
    }
    passages.push(toPassage(range));
  }
  return passages;
}

function toPassage(range: PageHit[]): NotePassage {
  const first = range[0]!;
  const last = range[range.length - 1]!;
  return {
    type: 'note',
    _id: first.content.id,
    title: first.content.title,
    subjectName: first.content.subjectName,
    unit: first.content.unit ?? null,
    page: first.page,
    ...(last.page > first.page ? { pageEnd: last.page } : {}),
    text: range.map((hit) => hit.text).join('\n'),
  };
}

function pageKey(contentId: string, page: number): string {
  return `${contentId}-p${page}`;
}
