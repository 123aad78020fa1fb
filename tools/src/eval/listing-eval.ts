// Listing pages on the real corpus (issue 31): the hand labels of tools/src/eval/labels/listing/
// (every page of every note, listing or explaining, by a careful reader) against what the code
// under test says of each page (content/page-roles.ts `pageRoles`, run over all pages of a note,
// as the pipeline and the search index run it). Figures are reported per side of CORPUS_SPLIT;
// the held-out side as totals only. (The per-page rule it replaced is measured in
// docs/partner-grounding.md.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { pageRoles } from '../../../functions/src/modules/content/page-roles.ts';
import { CORPUS_SPLIT, corpusDir, splitOf, type Side } from './corpus.ts';
import { readPages, type PageReader } from './papers-eval.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LABELS = path.join(HERE, 'labels', 'listing');

/** The gates of issue 31 for listing pages. */
export const LISTING_TARGETS = { precision: 0.9, recall: 0.9, deckFlaggedAtMost: 0.1 };

export interface LabelledNote {
  file: string;
  pages: number;
  deck: boolean;
  listing: Array<{ page: number; kind: string; why: string }>;
}

export interface ListingLabels {
  subject: string;
  notes: LabelledNote[];
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  pages: number;
  deckPages: number;
  deckFlagged: number;
}

/** Every subject's labels. */
export function listingLabels(): ListingLabels[] {
  return readdirSync(LABELS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(LABELS, f), 'utf8')) as ListingLabels);
}

const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0, pages: 0, deckPages: 0, deckFlagged: 0 });

export type ListingRatios = { precision: number; recall: number; deckShare: number } & Counts;

export function ratios(c: Counts): ListingRatios {
  return {
    ...c,
    precision: c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1,
    recall: c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1,
    deckShare: c.deckPages ? c.deckFlagged / c.deckPages : 0,
  };
}

/** The code under test. */
export interface ListingLib extends PageReader {
  pageRoles: typeof pageRoles;
}

export interface ListingFigures {
  split: typeof CORPUS_SPLIT;
  tuning: ListingRatios;
  heldOut: ListingRatios;
  msPerPage: number;
  disagreements: string[];
}

/**
 * Scores both rules on every labelled note.
 * @param options `detail: 'tuning'` returns the tuning side's disagreements (never the held-out
 *   side's)
 */
export async function runListingEval(
  lib: ListingLib,
  {
    dir = corpusDir().dir,
    detail = 'none',
  }: { dir?: string | null; detail?: 'tuning' | 'none' } = {},
): Promise<ListingFigures | { skipped: string }> {
  if (!dir) return { skipped: corpusDir().reason };
  const sides: Record<Side, Counts> = { tuning: zero(), heldOut: zero() };
  const disagreements: string[] = [];
  let ms = 0;
  let pageCount = 0;
  for (const labels of listingLabels()) {
    const side = splitOf(labels.subject);
    for (const note of labels.notes) {
      const file = path.join(dir, labels.subject, note.file);
      const pages = await readPages(file, lib);
      const texts = pages.map((p) => p.text);
      const started = performance.now();
      const roles = lib.pageRoles(texts);
      ms += performance.now() - started;
      pageCount += texts.length;
      const truth = new Set(note.listing.map((l) => l.page));
      texts.forEach((_, i) => {
        const page = i + 1;
        const labelled = truth.has(page);
        const c = sides[side];
        const role = roles[i] ?? { listing: false, why: null };
        const listing = role.listing;
        c.pages++;
        if (listing && labelled) c.tp++;
        else if (listing) c.fp++;
        else if (labelled) c.fn++;
        if (note.deck) {
          c.deckPages++;
          if (listing) c.deckFlagged++;
        }
        if (detail === 'tuning' && side === 'tuning' && listing !== labelled) {
          disagreements.push(
            `${labels.subject}/${note.file} p${page}: labelled ${labelled ? 'listing' : 'explaining'}, found ${listing ? `listing (${role.why})` : 'explaining'}`,
          );
        }
      });
    }
  }
  return {
    split: CORPUS_SPLIT,
    tuning: ratios(sides.tuning),
    heldOut: ratios(sides.heldOut),
    msPerPage: pageCount ? ms / pageCount : 0,
    disagreements,
  };
}

/** Printable lines: both sides side by side, before and now. */
export function formatListing(r: Awaited<ReturnType<typeof runListingEval>>): string[] {
  if ('skipped' in r) return [`Listing pages: SKIPPED, ${r.skipped}`];
  const f = (c: ListingRatios) =>
    `P ${c.precision.toFixed(2)} (${c.tp}/${c.tp + c.fp})  R ${c.recall.toFixed(2)} (${c.tp}/${c.tp + c.fn})  deck pages flagged ${(c.deckShare * 100).toFixed(0)} % (${c.deckFlagged}/${c.deckPages})`;
  return [
    `listing pages, tuning (${r.split.tuning.join(', ')}): ${f(r.tuning)}`,
    `listing pages, held out (${r.split.heldOut.join(', ')}): ${f(r.heldOut)}`,
    `page roles: ${r.msPerPage.toFixed(3)} ms a page`,
  ];
}
