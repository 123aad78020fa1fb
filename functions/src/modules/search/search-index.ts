/**
 * The in-memory full-text index behind `GET /api/search` and the Assignment Partner's retrieval
 * (docs/architecture.md §11): one MiniSearch document per PDF page (`contentPages`), with its note's or
 * paper's title and subject name as extra fields, so a title match and a body match are scored
 * by the same BM25 and a multi-word query can match across them ("dbms normalisation").
 *
 * Why MiniSearch (npm `minisearch`, MIT, no dependencies, maintained since 2018, widely used):
 * it has exactly what this needs — BM25 with per-field boosts, a query tree where each word gets
 * its own options (Levenshtein distance for a typo, prefix only for the word being typed,
 * exact lookups of its other forms), AND/OR combination, a result filter, the matched index
 * terms per result (the `terms` the web highlights), and `toJSON`/`loadJSON` for a prebuilt
 * index. Orama also has BM25 and Levenshtein typo tolerance, but one tolerance per query (not
 * per word), and it treats every word as a prefix when tolerance is on; FlexSearch is faster and
 * smaller, but its typo handling comes from phonetic encoders rather than an edit distance, it
 * ranks by word position rather than BM25 with field weights, and its 0.7 → 0.8 rewrite changed
 * the API and the export format.
 *
 * Size (docs/decisions/0003-search-in-memory-with-snapshot.md, `npm run bench --
 * --only=search-scale`, on a shared 2-core machine, so ±50 %): the projected full RTU CSE+AIDS
 * corpus (17,040 pages with the demo content, 38 M characters, 60k terms) takes 14–25 s to index,
 * holds ~225 MB of heap once ready, and peaks at ~660 MB RSS while a snapshot loads — hence the
 * `api` function's 1 GiB (index.ts, docs/decisions/0004-search-past-one-instance.md). Indexing is a
 * cold-start cost of every instance, so the pipeline writes a snapshot (`toSnapshot`, snapshot.ts)
 * that new instances load (`fromSnapshot`) instead; service.ts has the limit of one instance and
 * what comes after it.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { pageRoles } from '../content/page-roles.js';
import { miniOptions } from './index-options.js';
import type {
  ContentEntry,
  IndexedPage,
  PageEntry,
  PageHit,
  SearchFilters,
} from './index-types.js';
import { queryTerms, wordQueries } from './query-tree.js';
import {
  SNAPSHOT_FORMAT,
  SnapshotFormatError,
  checkSnapshot,
  loadPostings,
  toPostings,
  type SearchIndexSnapshot,
} from './snapshot-format.js';
import { collapse } from './terms.js';

// The types this class takes and returns, so its callers need one import.
export type {
  ContentEntry,
  ContentType,
  IndexedPage,
  PageEntry,
  PageHit,
  SearchFilters,
} from './index-types.js';

const TITLE_FIELDS = new Set(['title', 'subjectName']);

/**
 * An immutable index over a snapshot of the published content. Build one with
 * `SearchIndex.build`; the service swaps in a new one when content changes.
 */
export class SearchIndex {
  private readonly mini: MiniSearch<IndexedPage>;
  /** How often each term occurs in the index (all fields), to tell real words from typos. */
  private readonly counts: Map<string, number>;
  /** Pages by `contentPages` id, made on first use (`page`). */
  private byPage?: Map<string, IndexedPage>;

  private constructor(
    private readonly contents: Map<string, ContentEntry>,
    private readonly pages: IndexedPage[],
    mini?: MiniSearch<IndexedPage>,
    counts?: Map<string, number>,
  ) {
    this.counts = counts ?? new Map<string, number>();
    this.mini = mini ?? new MiniSearch<IndexedPage>(miniOptions(contents, this.counts));
  }

  /**
   * Indexes `pages` of the given notes and papers. Pages whose note or paper is not in
   * `contents` (text written before its catalog document, or left from a removal) are skipped.
   */
  static build(contents: Iterable<ContentEntry>, pages: Iterable<PageEntry>): SearchIndex {
    const byId = new Map<string, ContentEntry>();
    for (const content of contents) byId.set(content.id, content);
    const kept = [...pages].filter(
      ({ contentId, page }) => byId.has(contentId) && Number.isInteger(page) && page >= 1,
    );
    const listing = listingByDocument(kept);
    const indexed: IndexedPage[] = kept.map(({ contentId, page, text, ocr }, id) => ({
      id,
      contentId,
      page,
      text: collapse(text),
      listing: listing[id]!,
      ...(ocr && { ocr: true }),
    }));
    const index = new SearchIndex(byId, indexed);
    index.mini.addAll(indexed);
    return index;
  }

  /** How much is indexed. */
  get size(): { contents: number; pages: number; terms: number } {
    return { contents: this.contents.size, pages: this.pages.length, terms: this.mini.termCount };
  }

  /**
   * The search box: one hit per note or paper (its best page, an explaining page when any of its
   * pages that matched explains: a listing page — syllabus, overview, a slide of headings — only
   * when nothing else matched), at most `limit`, notes and papers whose title or subject name
   * matched first, then by the chosen page's score. Every query word must match (AND);
   * when that finds nothing, any word may (OR). The last word also matches as a prefix (the
   * student is still typing it). Empty when the query has no searchable word.
   */
  searchDocuments(query: string, filters: SearchFilters, limit: number): PageHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    let results = this.run(terms, 'AND', true, filters);
    if (results.length === 0 && terms.length > 1) results = this.run(terms, 'OR', true, filters);
    // Results come best first: the first page seen of a note is its best (on a tie, the
    // earlier), except that an explaining page replaces a listing page.
    const best = new Map<string, SearchResult>();
    for (const result of results) {
      const { contentId } = this.pages[result.id as number]!;
      const seen = best.get(contentId);
      const better =
        !seen ||
        (this.isListing(seen) && !this.isListing(result)) ||
        (this.isListing(seen) === this.isListing(result) &&
          seen.score === result.score &&
          result.id < seen.id);
      if (better) best.set(contentId, result);
    }
    return [...best.values()]
      .map((result) => this.hit(result))
      .sort(compareHits)
      .slice(0, limit);
  }

  /**
   * Retrieval for the Assignment Partner: the best pages (several may come from one note), any
   * word matching (OR, a question has words a page need not contain), no prefix matching, by
   * score, explaining pages before listing pages (syllabus, overview, headings only). Empty when
   * the question has no searchable word.
   */
  searchPages(question: string, filters: SearchFilters, limit: number): PageHit[] {
    const terms = queryTerms(question);
    if (terms.length === 0) return [];
    const results = this.run(terms, 'OR', false, filters);
    const explaining = results.filter((result) => !this.isListing(result));
    const listing = results.filter((result) => this.isListing(result));
    return [...explaining, ...listing].slice(0, limit).map((result) => this.hit(result));
  }

  /** A note's or paper's catalog entry, by id. */
  content(id: string): ContentEntry | undefined {
    return this.contents.get(id);
  }

  /**
   * One indexed page (text whitespace-collapsed), or undefined when that note or page is not in
   * the index. The Assignment Partner reads page text from here rather than from Firestore.
   */
  page(contentId: string, page: number): IndexedPage | undefined {
    this.byPage ??= new Map(this.pages.map((p) => [`${p.contentId}-p${p.page}`, p]));
    return this.byPage.get(`${contentId}-p${page}`);
  }

  private isListing(result: SearchResult): boolean {
    return this.pages[result.id as number]!.listing;
  }

  /** The index as MiniSearch serialises it (measurements; a snapshot is `toSnapshot`). */
  toJSON(): unknown {
    return this.mini.toJSON();
  }

  /**
   * Everything a query needs, as plain JSON-able data (snapshot.ts stores it gzipped): the
   * catalog entries, the page text (snippets), MiniSearch's inverted index (per term and field:
   * each document's term frequency; per document: field lengths — BM25's inputs) and the term
   * counts that tell a real word from a typo, which MiniSearch does not keep. The postings are
   * flat number arrays rather than MiniSearch's `{ docId: tf }` objects: at the full corpus
   * (~4 M postings) that makes the file parse in about half the memory (docs/search.md).
   */
  toSnapshot(): SearchIndexSnapshot {
    const { index, ...header } = this.mini.toJSON();
    return {
      format: SNAPSHOT_FORMAT,
      contents: [...this.contents.values()],
      pages: this.pages.map((p) =>
        p.ocr
          ? [p.contentId, p.page, p.text, p.listing ? 1 : 0, 1]
          : [p.contentId, p.page, p.text, p.listing ? 1 : 0],
      ),
      counts: [...this.counts],
      index: { ...header, index: [] },
      postings: toPostings(index),
    };
  }

  /**
   * The index `toSnapshot` described, without re-indexing: answers every query exactly as the
   * index it came from (same hits, same scores). MiniSearch loads the header (`loadJS`, what
   * `loadJSON` calls), then the postings go into its term map (snapshot-format.ts
   * `loadPostings`). Synchronous: ~1 s of CPU at the full corpus, during which this instance
   * answers nothing else (it is loading its search index).
   * @throws SnapshotFormatError when `snapshot` is not a snapshot of this format
   */
  static async fromSnapshot(snapshot: unknown): Promise<SearchIndex> {
    const checked = checkSnapshot(snapshot);
    const { contents, pages, counts, index, postings } = checked;
    const byId = new Map(contents.map((c) => [c.id, c]));
    const indexed = pages.map(([contentId, page, text, listing, ocr], id) => ({
      id,
      contentId,
      page,
      text,
      listing: listing === 1,
      ...(ocr === 1 && { ocr: true }),
    }));
    const termCounts = new Map(counts);
    const mini = MiniSearch.loadJS(index, miniOptions(byId, termCounts));
    loadPostings(mini, postings);
    checked.postings = [];
    if (mini.documentCount !== indexed.length || mini.termCount !== postings.length) {
      throw new SnapshotFormatError('index, terms and pages disagree');
    }
    return new SearchIndex(byId, indexed, mini, termCounts);
  }

  /** Runs one query tree (query-tree.ts) over the index, with the filters. */
  private run(
    terms: string[],
    combineWith: 'AND' | 'OR',
    prefixLast: boolean,
    filters: SearchFilters,
  ): SearchResult[] {
    return this.mini.search(
      { combineWith, queries: wordQueries(terms, prefixLast, this.counts) },
      { prefix: false, fuzzy: false, filter: this.filter(filters) },
    );
  }

  private filter({ type, semesterId, subjectId }: SearchFilters) {
    if (type === undefined && semesterId === undefined && subjectId === undefined) return undefined;
    return (result: SearchResult) => {
      const content = this.contents.get(this.pages[result.id as number]!.contentId);
      return (
        !!content &&
        (type === undefined || content.type === type) &&
        (semesterId === undefined || content.semesterId === semesterId) &&
        (subjectId === undefined || content.subjectId === subjectId)
      );
    };
  }

  private hit(result: SearchResult): PageHit {
    const page = this.pages[result.id as number]!;
    const titleMatch = Object.values(result.match).some((fields) =>
      fields.some((field) => TITLE_FIELDS.has(field)),
    );
    return {
      content: this.contents.get(page.contentId)!,
      page: page.page,
      text: page.text,
      score: result.score,
      titleMatch,
      ocr: page.ocr === true,
      terms: result.terms,
      listing: page.listing,
    };
  }
}

/** Title/subject matches first, then higher score, then title (a stable order for ties). */
function compareHits(a: PageHit, b: PageHit): number {
  if (a.titleMatch !== b.titleMatch) return a.titleMatch ? -1 : 1;
  return b.score - a.score || a.content.title.localeCompare(b.content.title);
}

/**
 * Each page's role in its document (content/page-roles.ts): as the pipeline stored it when every
 * page of the document has it, else read from the texts with their line breaks (a page's role
 * depends on its note's other pages, so a document is classified whole). In `pages` order.
 */
function listingByDocument(pages: PageEntry[]): boolean[] {
  const byContent = new Map<string, number[]>();
  pages.forEach(({ contentId }, i) => {
    const list = byContent.get(contentId) ?? [];
    list.push(i);
    byContent.set(contentId, list);
  });
  const listing = pages.map((page) => page.listing ?? false);
  for (const positions of byContent.values()) {
    if (positions.every((i) => pages[i]!.listing !== undefined)) continue;
    positions.sort((a, b) => pages[a]!.page - pages[b]!.page);
    const roles = pageRoles(positions.map((i) => pages[i]!.text));
    positions.forEach((i, k) => (listing[i] = roles[k]!.listing));
  }
  return listing;
}
