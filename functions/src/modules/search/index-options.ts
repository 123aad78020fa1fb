/**
 * MiniSearch's configuration for the search index (search-index.ts): fields, boosts, tokenizer
 * and term normalisation (terms.ts). The same when building and when loading a snapshot, since
 * MiniSearch needs them to query; a change here that alters indexing needs SNAPSHOT_FORMAT
 * bumped (snapshot-format.ts), so old snapshots are refused and rebuilt.
 */
import type { Options } from 'minisearch';
import type { ContentEntry, IndexedPage } from './index-types.js';
import { SEPARATOR, normaliseTerm } from './terms.js';

/** Field boosts: a word in the title counts 3×, in the subject name 2×, in the page text 1×. */
const BOOST = { title: 3, subjectName: 2, text: 1 };

/**
 * MiniSearch's options; the same when building and when loading a snapshot (MiniSearch needs
 * them to query). `counts` is filled as terms are indexed (build only).
 */
export function miniOptions(
  contents: Map<string, ContentEntry>,
  counts: Map<string, number>,
): Options<IndexedPage> {
  return {
    fields: ['title', 'subjectName', 'text'],
    storeFields: [],
    extractField: (doc, field) => {
      if (field === 'id') return doc.id;
      if (field === 'text') return doc.text;
      const content = contents.get(doc.contentId);
      return field === 'title' ? (content?.title ?? '') : (content?.subjectName ?? '');
    },
    tokenize: (text) => text.split(SEPARATOR),
    processTerm: (token) => {
      const term = normaliseTerm(token);
      if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      return term;
    },
    searchOptions: { processTerm: normaliseTerm, boost: BOOST },
  };
}
