/**
 * The data the search index holds and answers with (search-index.ts), in a module of its own so
 * that what configures and stores the index (index-options.ts, snapshot-format.ts) needs no import
 * of the index itself.
 */

export type ContentType = 'note' | 'pyq';

/** A published note or paper (from `notes/{id}` / `pyqs/{id}`). */
export interface ContentEntry {
  id: string;
  type: ContentType;
  title: string;
  subjectId: string;
  subjectName: string;
  semesterId: string;
  semesterName: string;
  /** Notes only (null for papers and for notes without a unit). */
  unit: number | null;
  /** Papers only (null for notes). */
  year: number | null;
  /** Papers only: the exam session as named in the file, e.g. 'jun', 'dec' (absent for notes). */
  session?: string | null;
  pdfUrl: string;
}

/** One page's extracted text (from `contentPages/{contentId}-p{page}`). */
export interface PageEntry {
  contentId: string;
  /** 1-based. */
  page: number;
  text: string;
  /**
   * The page's role as the pipeline stored it on `contentPages` (content/page-roles.ts), when it
   * was stored by today's rule (`listingRule` = PAGE_ROLES_RULE). A document with a page
   * without it is classified whole when the index is built, so a flag of an older rule never
   * lingers.
   */
  listing?: boolean;
  /** Read by OCR (`contentPages` `ocr: true`): hits say "from a scan". */
  ocr?: boolean;
}

export interface SearchFilters {
  type?: ContentType;
  semesterId?: string;
  subjectId?: string;
}

/** A page that matched, with its note or paper. `text` is whitespace-collapsed. */
export interface PageHit {
  content: ContentEntry;
  page: number;
  text: string;
  /** BM25 (× field boost × variant/fuzzy/prefix weight × matched query terms); for ordering. */
  score: number;
  /** Whether a query word matched the title or subject name. */
  titleMatch: boolean;
  /** The page's text was read by OCR. */
  ocr: boolean;
  /** The index terms that matched, lower-case. */
  terms: string[];
  /** The page lists topics rather than explains them (ranked below explaining pages). */
  listing?: boolean;
}

/** One MiniSearch document: a page; `id` is its position in the index's page list. */
export interface IndexedPage {
  id: number;
  contentId: string;
  page: number;
  text: string;
  listing: boolean;
  ocr?: boolean;
}
