// A small corpus for the search unit tests: notes and a paper over a few subjects, with pages
// chosen to exercise ranking, spelling forms, typos, prefixes, filters and an orphan page.
import type { ContentEntry, PageEntry } from '../modules/search/search-index.js';

function note(id: string, title: string, subjectId = 'dbms', subjectName = 'DBMS'): ContentEntry {
  return {
    id,
    type: 'note',
    title,
    subjectId,
    subjectName,
    semesterId: subjectId === 'os' ? 's5' : 's4',
    semesterName: subjectId === 'os' ? 'Semester 5' : 'Semester 4',
    unit: 1,
    year: null,
    pdfUrl: `https://x/${id}.pdf`,
  };
}

const paper: ContentEntry = {
  ...note('p24', 'May 2024'),
  type: 'pyq',
  unit: null,
  year: 2024,
};

export const CONTENTS = [
  note('norm', 'Normalization'),
  note('txn', 'Transactions'),
  note('aoa', 'Greedy Algorithms', 'aoa', 'Analysis of Algorithms'),
  note('dl', 'Training Deep Networks', 'dl', 'Deep Learning'),
  note('os', 'Memory Management', 'os', 'Operating Systems'),
  note('rot', 'Rotation of Trees', 'ds', 'Data Structures'),
  paper,
];

export const PAGES: PageEntry[] = [
  { contentId: 'norm', page: 1, text: 'Functional dependencies and normal forms: 1NF, 2NF, 3NF.' },
  { contentId: 'norm', page: 2, text: 'BCNF decomposition is lossless.' },
  { contentId: 'txn', page: 1, text: 'ACID properties. Normalization reduces redundancy too.' },
  { contentId: 'aoa', page: 1, text: 'Fractional knapsack and Huffman codes.' },
  {
    contentId: 'aoa',
    page: 2,
    text: 'Dijkstra algorithm finds shortest paths. Dijkstra fails on negative edges.',
  },
  { contentId: 'dl', page: 1, text: 'Batch normalisation and dropout help training.' },
  { contentId: 'os', page: 1, text: 'Paging and segmentation; page tables; thrashing.' },
  { contentId: 'rot', page: 1, text: 'AVL trees balance by rotation.' },
  {
    contentId: 'p24',
    page: 1,
    text: 'Q1 Explain paging. Q2 What is asymptotic notation? Q3 Big-O notation of heapsort.',
  },
  { contentId: 'gone', page: 1, text: 'Dijkstra orphan page whose note was removed.' },
];
