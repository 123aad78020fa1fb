/**
 * Measures OCR on real scans (seconds per page, confidence, peak RSS) with the built function
 * code (`npm run build -w functions` first):
 *   node tools/src/eval/ocr-measure.ts <pdf> [--dpi=320] [--workers=N] [--pages=1-5]
 * Prints one line per page and a summary; figures go into docs/content-ocr.md.
 */
import { readFile } from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';
import type * as OcrPagesModule from '../../../functions/src/modules/ocr/pages.ts';

// A URL, so the type-check never depends on whether the build has run (its types are the source's).
const { OCR_DPI, ocrPages } = (await import(
  new URL('../../../functions/lib/modules/ocr/pages.js', import.meta.url).href
)) as typeof OcrPagesModule;

/** `--name=value` → value, a bare `--name` → true. */
const args: Record<string, string | true | undefined> = Object.fromEntries(
  process.argv.slice(3).map((a): [string, string | true] => {
    const [k = '', v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
/** An option's value; `--name` without one counts as absent. */
const option = (name: string) => {
  const value = args[name];
  return typeof value === 'string' ? value : undefined;
};
const file = String(process.argv[2]);
const dpi = Number(option('dpi') ?? OCR_DPI);
const workers = option('workers') ?? 2;
const bytes = new Uint8Array(await readFile(file));
let peak = process.memoryUsage().rss;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const pdf = await getDocumentProxy(bytes, { isEvalSupported: false });
const [from = 1, to = pdf.numPages] = (option('pages') ?? `1-${pdf.numPages}`)
  .split('-')
  .map(Number);
const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
const result = await ocrPages(pdf, numbers, {
  workers: Number(workers),
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
  `${file} @${dpi} dpi, ${numbers.length} pages, workers ${workers}: ${seconds.toFixed(1)} s ` +
    `(${(seconds / numbers.length).toFixed(2)} s/page wall), mean conf ${(confs.reduce((a, b) => a + b, 0) / confs.length).toFixed(0)}, ` +
    `min ${Math.min(...confs)}, max ${Math.max(...confs)}, peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB (main thread + workers)`,
);
