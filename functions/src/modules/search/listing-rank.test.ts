// Pages that list topics (syllabus, overview, headings only) rank below the pages
// that explain them, in the search box and in the Partner's page search; the flag survives a
// snapshot.
import { describe, expect, it } from 'vitest';
import { SearchIndex, type ContentEntry, type PageEntry } from './search-index.js';

function note(id: string, title: string, unit: number): ContentEntry {
  return {
    id,
    type: 'note',
    title,
    subjectId: 'dbms',
    subjectName: 'DBMS',
    semesterId: 's4',
    semesterName: 'Semester 4',
    unit,
    year: null,
    pdfUrl: `https://x/${id}.pdf`,
  };
}

const SYLLABUS =
  'Module 3 Syllabus\nTransactions – Serializability – Two phase locking – Timestamp ordering –\n' +
  'Deadlock handling – Recovery – Two phase locking variants – Locking protocols';
const EXPLAINS =
  'A transaction follows the two phase locking protocol when all of its lock requests come\n' +
  'before its first unlock. In the growing phase it only acquires locks, and in the shrinking\n' +
  'phase it only releases them, which is why the resulting schedule is serializable.';
const OTHER =
  'Timestamp ordering gives every transaction a timestamp when it starts, and a conflicting\n' +
  'operation that arrives too late is rolled back and restarted with a new timestamp.';

const CONTENTS = [note('txn', 'Transactions', 3), note('rec', 'Recovery', 4)];
const PAGES: PageEntry[] = [
  { contentId: 'txn', page: 1, text: SYLLABUS },
  { contentId: 'txn', page: 2, text: OTHER },
  { contentId: 'txn', page: 3, text: EXPLAINS },
  { contentId: 'rec', page: 1, text: 'Module 4 Recovery\nLog based recovery – Checkpoints' },
];

describe('listing pages rank below explaining pages', () => {
  const index = SearchIndex.build(CONTENTS, PAGES);

  it('classifies pages at build when the pipeline did not say', () => {
    expect(index.page('txn', 1)?.listing).toBe(true);
    expect(index.page('txn', 3)?.listing).toBe(false);
  });

  it('the search box opens a note at the page that explains, not its syllabus', () => {
    // The syllabus names "two phase locking" twice in a short page: it scores higher.
    const pages = index.searchPages('two phase locking', {}, 10);
    const syllabus = pages.find((h) => h.page === 1)!;
    const explains = pages.find((h) => h.page === 3)!;
    expect(syllabus.score).toBeGreaterThan(explains.score);
    const [hit] = index.searchDocuments('two phase locking', {}, 10);
    expect(hit).toMatchObject({ content: { id: 'txn' }, page: 3, listing: false });
  });

  it('still finds a topic only a listing page names, at that page', () => {
    const hits = index.searchDocuments('checkpoints', {}, 10);
    expect(hits.map((h) => [h.content.id, h.page, h.listing])).toEqual([['rec', 1, true]]);
  });

  it("the Partner's page search puts every explaining page before any listing page", () => {
    const pages = index.searchPages('two phase locking timestamp', {}, 10);
    const flags = pages.map((h) => h.listing);
    expect(flags.indexOf(true)).toBeGreaterThan(flags.lastIndexOf(false));
    expect(pages[0]).toMatchObject({ page: 3 });
  });

  it('title matches and typo tolerance stay as they were', () => {
    expect(index.searchDocuments('recovery', {}, 10).map((h) => h.content.id)).toEqual([
      'rec',
      'txn',
    ]);
    expect(index.searchDocuments('serialisability', {}, 10)[0]).toMatchObject({
      content: { id: 'txn' },
    });
    expect(index.searchDocuments('timestmp', {}, 10)[0]).toMatchObject({ page: 2 });
  });

  it('takes the stored flag over its own reading', () => {
    const flagged = SearchIndex.build(CONTENTS, [{ ...PAGES[2]!, listing: true }]);
    expect(flagged.page('txn', 3)?.listing).toBe(true);
  });

  it('keeps the flags through a snapshot', async () => {
    const snapshot = JSON.parse(JSON.stringify(index.toSnapshot())) as unknown;
    const loaded = await SearchIndex.fromSnapshot(snapshot);
    expect(loaded.page('txn', 1)?.listing).toBe(true);
    expect(loaded.page('txn', 3)?.listing).toBe(false);
    expect(loaded.searchDocuments('two phase locking', {}, 10)[0]).toMatchObject({ page: 3 });
  });
});
