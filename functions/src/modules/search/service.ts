/**
 * Search over published notes and papers (docs/architecture.md §11), for `GET /api/search` and the Assignment
 * Partner's retrieval.
 *
 * Index lifecycle: each function instance holds one `SearchIndex` in memory and reuses it for
 * every request. It gets it (`loadOrBuild`) from the newest prebuilt snapshot in Storage when
 * that snapshot is at least the current `meta/content` version (snapshot.ts; the pipeline's
 * `searchSnapshot` trigger writes one after each burst of changes, snapshot-builder.ts), else by
 * building it from the content pipeline's data (3 queries: all `contentPages`, `notes`, `pyqs`).
 * Freshness: the pipeline bumps `meta/content` after each change (content/version.ts); an
 * instance reads that counter at most every CHECK_INTERVAL_MS (1 read, in the background) and
 * reloads when it moved — from the snapshot if one of the new version is there already, else by
 * a build. Concurrent requests share one reload, and once a change has been seen nobody is
 * answered from the old index: they wait for the new one. So an upload is searchable within
 * pipeline time + 3 s + one build (≈ 3–6 s locally on the seeded corpus; 10 s promised).
 *
 * Cost at the projected full corpus and the limit of one instance:
 * docs/decisions/0004-search-past-one-instance.md (`npm run bench -- --only=search-scale`). Past
 * that limit, move to a hosted engine: Typesense Cloud (per-word typo tolerance, prefix search,
 * field weights, filters and highlighting, the features used here; clusters can run in Mumbai;
 * Algolia has the same features at a higher price per search, Vertex AI Search is built for
 * semantic search with less control over typo and prefix matching, Elastic Cloud needs cluster care
 * and costs more at this size). Then the content pipeline's triggers feed it: `ingestObject`
 * upserts one Typesense document per page (page text + the note's title, names, ids) after
 * `writePages`, `unpublish` deletes them by `contentId`, `refreshMetadata` and `propagateName`
 * update title/names by filter; the API key comes from Secret Manager (`defineSecret`); the
 * handlers are idempotent (fixed document ids `{contentId}-p{n}`), so turning on trigger retries is
 * safe; a nightly job re-syncs from `contentPages` to repair drift; `meta/content`, the snapshot
 * and its trigger go. This service becomes one HTTP call per search with the same presenter and API
 * contract.
 */
import * as logger from 'firebase-functions/logger';
import { PAGE_ROLES_RULE } from '../content/page-roles.js';
import { pageFields } from '../content/stored.js';
import { now } from '../../lib/clock.js';
import { storedDocs } from '../../lib/stored.js';
import { pagesCollection } from '../content/stored.js';
import {
  notesCollection,
  pyqsCollection,
  type StoredNote,
  type StoredPyq,
} from '../notes/stored.js';
import { readContentVersion } from '../content/version.js';
import type { SearchQuery } from '@notesea/contract/search';
import {
  SearchIndex,
  type ContentEntry,
  type ContentType,
  type PageEntry,
  type PageHit,
  type SearchFilters,
} from './search-index.js';
import { loadIndex, storageSnapshotStore } from './snapshot.js';

/** How often an instance looks at `meta/content`, ms. */
export const CHECK_INTERVAL_MS = 3_000;

/**
 * Where an index comes from: the content version, and an index of (at least) that version's
 * content — in production the newest snapshot when it is that new, else a build (snapshot.ts).
 */
export interface IndexSource {
  version(): Promise<number>;
  build(version: number): Promise<SearchIndex>;
}

/**
 * Holds one instance's index and keeps it fresh (see the module docstring). `clock` returns ms.
 *
 * States: no index yet → every request waits for the first build. Index held → requests get it
 * at once; one of them, at most every `intervalMs`, starts a version check in the background
 * (nobody waits for the read). When a check sees a new version, the held index is old: from
 * then on every request waits for the one shared rebuild, until it succeeds.
 */
export class IndexHolder {
  private current: { index: SearchIndex; version: number } | null = null;
  /** A version newer than `current`'s, seen by a check and not built yet. */
  private wanted: number | null = null;
  private checkedAt = -Infinity;
  private checking = false;
  private building: Promise<SearchIndex> | null = null;

  constructor(
    private readonly source: IndexSource,
    private readonly clock: () => number = () => now().getTime(),
    private readonly intervalMs = CHECK_INTERVAL_MS,
  ) {}

  /**
   * The index to answer from. Rejects when the (re)build it has to wait for fails (a 500); the
   * next request tries again.
   */
  get(): Promise<SearchIndex> {
    if (this.building) return this.building;
    if (!this.current || this.wanted !== null) return this.build(this.wanted ?? undefined);
    if (!this.checking && this.clock() - this.checkedAt >= this.intervalMs) void this.check();
    return Promise.resolve(this.current.index);
  }

  /** Forgets the index (tests; the next `get` builds a new one). */
  clear(): void {
    this.current = null;
    this.wanted = null;
    this.checkedAt = -Infinity;
  }

  /** One shared build; `version` when a check already read it, else read first. */
  private build(version?: number): Promise<SearchIndex> {
    this.building ??= (async () => {
      const startedAt = this.clock();
      // Read before building: a change made during the build moves the version past this one,
      // so the next check rebuilds again rather than missing it.
      const built = version ?? (await this.source.version());
      const index = await this.source.build(built);
      this.current = { index, version: built };
      if (this.wanted === built) this.wanted = null;
      this.checkedAt = startedAt;
      return index;
    })().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  /** Reads the version (1 read); a new one makes every later request wait for the rebuild. */
  private async check(): Promise<void> {
    this.checking = true;
    const startedAt = this.clock();
    try {
      const version = await this.source.version();
      if (version === this.current?.version) {
        this.checkedAt = startedAt;
        return;
      }
      this.wanted = version;
      // The requests waiting on this build see its failure; the next one starts another.
      await this.build(version).catch(() => undefined);
    } catch (error) {
      // The version could not be read: keep answering from the index held, retry next request.
      logger.warn('search index version check failed', { error: String(error) });
    } finally {
      this.checking = false;
    }
  }
}

/** What the index reads of a page: not a paper page's `layout`, several times its text. */
const INDEXED = pageFields('contentId', 'page', 'text', 'listing', 'listingRule', 'ocr');

/**
 * Builds an index from Firestore: the pages, notes and papers in 3 parallel queries. Pages are
 * read without their other fields and through their schema: a page that does not fit is logged
 * and left out (only it: the rest of its note stays searchable).
 */
export async function buildFromFirestore(): Promise<SearchIndex> {
  const [pages, notes, pyqs] = await Promise.all([
    pagesCollection()
      .select(...INDEXED.fields)
      .withConverter(INDEXED.converter)
      .get(),
    notesCollection().get(),
    pyqsCollection().get(),
  ]);
  // A note or paper that does not fit its schema is not listed, so its pages are not searched.
  const contents = [
    ...storedDocs(notes).map(({ id, data }) => ({
      ...catalogEntry(id, 'note', data),
      unit: data.unit ?? null,
      year: null,
    })),
    ...storedDocs(pyqs).map(({ id, data }) => ({
      ...catalogEntry(id, 'pyq', data),
      unit: null,
      year: data.year,
      session: data.session,
    })),
  ];
  const texts: PageEntry[] = storedDocs(pages).map(({ data }) => ({
    contentId: data.contentId,
    page: data.page,
    text: data.text,
    // The page's role as the pipeline stored it (content/page-roles.ts); the index classifies
    // the document again when it was stored by an older rule.
    listing: data.listingRule === PAGE_ROLES_RULE ? data.listing : undefined,
    ocr: data.ocr === true,
  }));
  return SearchIndex.build(contents, texts);
}

/** The fields notes and papers share in the index (a note's unit, a paper's year and session aside). */
function catalogEntry(
  id: string,
  type: ContentType,
  data: StoredNote | StoredPyq,
): Omit<ContentEntry, 'unit' | 'year' | 'session'> {
  return {
    id,
    type,
    title: data.title,
    subjectId: data.subjectId,
    subjectName: data.subjectName ?? '',
    semesterId: data.semesterId,
    semesterName: data.semesterName ?? '',
    pdfUrl: data.pdfUrl,
  };
}

/**
 * The index for content `version`: the stored snapshot when it is that new (1 Storage list + 1
 * download, no Firestore reads), else built from Firestore (snapshot.ts `loadIndex`). Logs which.
 */
export async function loadOrBuild(version: number): Promise<SearchIndex> {
  const loaded = await loadIndex(version, {
    store: storageSnapshotStore(),
    build: buildFromFirestore,
  });
  logger.info('search index ready', {
    from: loaded.from,
    contentVersion: version,
    snapshotVersion: loaded.snapshotVersion,
    ms: Math.round(loaded.ms),
    ...(loaded.steps && {
      listMs: Math.round(loaded.steps.listMs),
      readMs: Math.round(loaded.steps.readMs),
      decodeMs: Math.round(loaded.steps.decodeMs),
    }),
    ...loaded.index.size,
  });
  return loaded.index;
}

/** This instance's index, loaded or built on first use. */
export const searchIndex = new IndexHolder({ version: readContentVersion, build: loadOrBuild });

/**
 * `GET /api/search`: one hit per note or paper, best first (ranking in SearchIndex), filtered by
 * type, semester and subject. Costs no Firestore read on most requests; 1 read every 3 s per
 * instance; a rebuild (3 queries) when content changed.
 */
export async function searchContent(query: SearchQuery): Promise<PageHit[]> {
  const index = await searchIndex.get();
  return index.searchDocuments(query.q, filtersOf(query), query.limit);
}

function filtersOf({ type, semesterId, subjectId }: SearchFilters): SearchFilters {
  return { type, semesterId, subjectId };
}
