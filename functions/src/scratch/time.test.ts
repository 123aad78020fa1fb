import { it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
// @ts-expect-error js
import { SEED } from '../../../tools/src/seed-data/index.mjs';
// @ts-expect-error js
import { renderPaperPdf } from '../../../tools/src/seed-paper-pdf.mjs';
import { readPdf } from '../modules/content/pdf.js';
import { splitQuestions } from '../modules/topics/questions.js';
import { SubjectNotesIndex } from '../modules/topics/units.js';

it('time', async () => {
  const corpus = JSON.parse(readFileSync('/tmp/corpus.json', 'utf8'));
  const base = SEED.papers.find((p: any) => p.subjectId === 'cse-3-dsa');
  const units = ['cse-3-dsa', 'cse-4-dbms', 'cse-5-os', 'cse-3-de', 'cse-4-dms', 'cse-5-cd', 'cse-5-itc', 'cse-4-mpi', 'cse-3-aem1'].flatMap((s) => SEED.notes.filter((n: any) => n.subjectId === s)).map((n: any, i: number) => ({ ...n, unit: i + 1 }));
  const bytes = await renderPaperPdf({ ...base, units });
  writeFileSync('/tmp/paper4.pdf', bytes);
  const { pages } = await readPdf(bytes);
  const c = corpus['cse-3-dsa'];
  const runs: number[] = [];
  let count = 0;
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    const qs = splitQuestions(pages);
    const idx = SubjectNotesIndex.build('cse-3-dsa', c.notes, c.pages);
    for (const q of qs) idx.match(q.text);
    runs.push(performance.now() - t0);
    count = qs.length;
  }
  runs.sort((a, b) => a - b);
  console.log('PAGES', pages.length, 'QUESTIONS', count, 'ms median', runs[3]!.toFixed(1), 'min', runs[0]!.toFixed(1), 'first', runs.join(','));
}, 60000);
