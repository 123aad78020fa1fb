/**
 * Measures OCR on real scans (seconds per page, confidence, peak RSS) with the built function
 * code (`npm run build -w functions` first):
 *   node tools/src/eval/ocr-measure.mjs <pdf> [--dpi=320] [--workers=N] [--pages=1-5]
 * Prints one line per page and a summary; figures go into docs/content-ocr.md.
 */
import { readFile } from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';

// A URL, so the type-check never depends on whether the build has run.
const { OCR_DPI, ocrPages } = await import(
  new URL('../../../functions/lib/modules/ocr/pages.js', import.meta.url).href
);

const args = Object.fromEntries(
  process.argv
    .slice(3)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? true]),
);
const file = String(process.argv[2]);
const dpi = Number(args.dpi ?? OCR_DPI);
const bytes = new Uint8Array(await readFile(file));
let peak = process.memoryUsage().rss;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const pdf = await getDocumentProxy(bytes, { isEvalSupported: false });
const [from, to] = (args.pages ?? `1-${pdf.numPages}`).split('-').map(Number);
const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
const result = await ocrPages(pdf, numbers, {
  workers: Number(args.workers ?? 2),
  deadline: Infinity,
  dpi,
});
const seconds = (performance.now() - started) / 1000;
clearInterval(timer);
await pdf.destroy();
for (const n of numbers) {
  const r = result.read.get(n);
  console.log(
    `p${n}: conf ${r?.confidence ?? '-'} chars ${r?.text.length ?? 0} lines ${r?.layout.lines.length ?? 0}` +
      (args.show ? `\n${r?.text}` : ''),
  );
}
const confs = [...result.read.values()].map((r) => r.confidence);
console.log(
  `${file} @${dpi} dpi, ${numbers.length} pages, workers ${args.workers ?? 2}: ${seconds.toFixed(1)} s ` +
    `(${(seconds / numbers.length).toFixed(2)} s/page wall), mean conf ${(confs.reduce((a, b) => a + b, 0) / confs.length).toFixed(0)}, ` +
    `min ${Math.min(...confs)}, max ${Math.max(...confs)}, peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB (main thread + workers)`,
);
