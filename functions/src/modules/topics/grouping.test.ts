// Gates of issue 31 on the real corpus (../shared/corpus, or NOTESEA_CORPUS_DIR), measured by
// tools/src/eval/grouping-eval.ts and listing-eval.ts (also `npm run eval:topics`): topics
// against the careful reader's groups, "Read in notes" links and titles, and listing pages
// against their labels, each per side of the corpus split. Without the corpus the gates are
// skipped, and the output says why.
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import * as grouping from '../../../../tools/src/eval/grouping-eval.ts';
import * as listing from '../../../../tools/src/eval/listing-eval.ts';
import { corpusDir } from '../../../../tools/src/eval/corpus.ts';
import { layoutFromTextItems } from '../content/layout.js';
import { pageRoles } from '../content/page-roles.js';
import { readQuestions, splitQuestions } from './questions.js';
import { titleProblem } from './topic-titles.js';
import { groupTopicMembers } from './topics.js';
import { SubjectNotesIndex } from './units.js';

const corpus = corpusDir();
if (!corpus.dir)
  console.warn(`SKIPPED real-corpus gates of topics and listing pages: ${corpus.reason}`);

/** The code under test, as the evaluations take it. */
const lib = {
  getDocumentProxy,
  layoutFromTextItems,
  splitQuestions,
  readQuestions,
  SubjectNotesIndex,
  groupTopicMembers,
  titleProblem,
  pageRoles,
};

describe.skipIf(!corpus.dir)('topics and listing pages on the real corpus', () => {
  it('groups repeated questions, never one paper twice, with titles and links that hold', async () => {
    const result = await grouping.runGroupingEval(lib);
    if ('skipped' in result) throw new Error(`the grouping evaluation skipped: ${result.skipped}`);
    console.log(grouping.formatGrouping(result).join('\n'));
    for (const side of [result.tuning, result.heldOut]) {
      expect(side.paperTwice).toBe(0);
      expect(side.badTitles).toBeLessThanOrEqual(1);
    }
    // Floors just under today's figures (2026-11-28: tuning P 0.89 R 0.40, held out P 0.70
    // R 0.40, links 0.95 / 0.75 since the unit vote of units.ts), below issue 31's gates (held out: pairwise precision ≥ 0.85
    // and recall ≥ 0.6, links ≥ 0.9), which the grouping does not reach yet: they guard
    // against falling back, they do not claim the gates.
    expect(result.tuning.precision).toBeGreaterThanOrEqual(0.87);
    expect(result.tuning.recall).toBeGreaterThanOrEqual(0.38);
    expect(result.heldOut.precision).toBeGreaterThanOrEqual(0.68);
    expect(result.heldOut.recall).toBeGreaterThanOrEqual(0.38);
    expect(result.tuning.linksRight / result.tuning.links).toBeGreaterThanOrEqual(0.94);
    expect(result.heldOut.linksRight / result.heldOut.links).toBeGreaterThanOrEqual(0.74);
  }, 300_000);

  it('flags the labelled listing pages, and few pages of slide decks', async () => {
    const result = await listing.runListingEval(lib);
    if ('skipped' in result) throw new Error(`the listing evaluation skipped: ${result.skipped}`);
    console.log(listing.formatListing(result).join('\n'));
    const { tuning, heldOut } = result;
    const all = listing.ratios({
      tp: tuning.tp + heldOut.tp,
      fp: tuning.fp + heldOut.fp,
      fn: tuning.fn + heldOut.fn,
      pages: tuning.pages + heldOut.pages,
      deckPages: tuning.deckPages + heldOut.deckPages,
      deckFlagged: tuning.deckFlagged + heldOut.deckFlagged,
    });
    expect(all.recall).toBeGreaterThanOrEqual(listing.LISTING_TARGETS.recall);
    expect(all.deckShare).toBeLessThanOrEqual(listing.LISTING_TARGETS.deckFlaggedAtMost);
    // Precision is 5/7 (0.71): 2 held-out slide pages are flagged that the reader kept as
    // explaining; a floor, below the 0.9 gate.
    expect(all.precision).toBeGreaterThanOrEqual(0.7);
  }, 300_000);
});
