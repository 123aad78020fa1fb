/**
 * Tesseract (tesseract.js 7, WebAssembly in worker threads) with its English data from the npm
 * registry (`@tesseract.js-data/eng`): nothing is fetched at run time and nothing is written
 * outside the workers' in-memory file system (`cacheMethod: 'none'`; the data is read from
 * node_modules). One worker per CPU the function has, fed by a tesseract.js scheduler.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { groupLines, layoutText, type PageLayout, type PositionedText } from '../content/layout.js';

const require = createRequire(import.meta.url);

/**
 * The LSTM-only "best_int" model of the same package (2.9 MB gzipped instead of 10.9 MB with the
 * legacy engine, which LSTM-only recognition never uses): less to load per worker, same accuracy
 * on the printed scan (docs/content-ocr.md).
 */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/**
 * Words Tesseract is less sure of than this (0–100) are dropped: on the printed scan they are the
 * table rules read as '|', the background around the sheet and the handwritten name; dropping
 * them raised character accuracy from 0.75 to 0.80 (docs/content-ocr.md).
 */
export const MIN_WORD_CONFIDENCE = 20;

/**
 * Sparse text: Tesseract finds every run of text wherever it is, instead of assuming one uniform
 * block (its default, PSM 6), which merges a slanted header with the logo beside it and a table's
 * columns into garbage lines. Reading order is then the layout's (rows top to bottom, items left
 * to right), not Tesseract's. Figures in docs/content-ocr.md.
 */
const PAGE_SEGMENTATION = Tesseract.PSM.SPARSE_TEXT;

/** One recognised page. */
export interface OcrResult {
  /** The layout's text: rows top to bottom ('\n'), columns left to right (two spaces). */
  text: string;
  /** Mean word confidence, 0–100 (Tesseract's page confidence); 0 when no word was found. */
  confidence: number;
  /** Lines and items with page-relative geometry (content/layout.ts). */
  layout: PageLayout;
}

/** A pool of Tesseract workers. Create with `OcrEngine.start`, always `stop` it. */
export class OcrEngine {
  private constructor(
    private readonly scheduler: Tesseract.Scheduler,
    /** How many pages it recognises at once. */
    readonly workers: number,
  ) {}

  /**
   * Starts `workers` Tesseract workers (each loads the WebAssembly core and the English model:
   * ~0.5 s and ~60 MB).
   * @param workers wanted; capped by `os.availableParallelism()`
   */
  static async start(workers: number): Promise<OcrEngine> {
    const count = Math.max(1, Math.min(workers, availableParallelism()));
    const scheduler = Tesseract.createScheduler();
    const started = await Promise.all(
      Array.from({ length: count }, () =>
        Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
          langPath: LANG_PATH,
          gzip: true,
          cacheMethod: 'none',
          // Log lines are the workers' progress messages: far too many for Cloud Logging.
          logger: () => undefined,
        }),
      ),
    );
    for (const worker of started) {
      await worker.setParameters({ tessedit_pageseg_mode: PAGE_SEGMENTATION });
      scheduler.addWorker(worker);
    }
    return new OcrEngine(scheduler, count);
  }

  /**
   * Recognises one page image.
   * @param image PNG or PGM bytes (any format Leptonica reads)
   * @param width / height the image size in pixels (for the layout's fractions)
   */
  async recognize(image: Buffer, width: number, height: number): Promise<OcrResult> {
    const { data } = await this.scheduler.addJob(
      'recognize',
      image,
      {},
      { text: true, blocks: true },
    );
    const blocks = keepConfidentWords(data.blocks ?? []);
    const layout = layoutFromBlocks(blocks, width, height);
    return {
      text: layoutText(layout),
      confidence: (data.blocks?.length ?? 0) > 0 ? Math.round(data.confidence) : 0,
      layout,
    };
  }

  /** Ends every worker (jobs still running reject). */
  async stop(): Promise<void> {
    await this.scheduler.terminate();
  }
}

/**
 * A "word" made only of these is a table rule or a frame edge Tesseract read as text ('|', '[',
 * '_', dashes); leading and trailing '|' are rules touching a word ("|CO2").
 */
const RULE_ONLY = /^[|¦[\]_~—–/\\]+$/;
const RULE_EDGES = /^[|¦]+|[|¦]+$/g;
/**
 * A line whose kept words average less confidence than this (0–100), or whose characters
 * (brackets aside) are less than half letters and digits, is background (the desk around a photographed sheet, a
 * fold's shadow), not print: dropped whole (docs/content-ocr.md).
 */
export const MIN_LINE_CONFIDENCE = 50;
const MIN_LINE_ALNUM_SHARE = 0.5;

/**
 * The blocks with only the words of at least MIN_WORD_CONFIDENCE that are not rules, and only
 * the lines that look like print (a shallow copy; words' `text` trimmed of rule edges).
 */
function keepConfidentWords(blocks: Tesseract.Block[]): Tesseract.Block[] {
  return blocks.map((block) => ({
    ...block,
    paragraphs: (block.paragraphs ?? []).map((paragraph) => ({
      ...paragraph,
      lines: (paragraph.lines ?? []).map((line) => {
        const words = (line.words ?? [])
          .filter(
            (word) => word.confidence >= MIN_WORD_CONFIDENCE && !RULE_ONLY.test(word.text.trim()),
          )
          .map((word) => ({ ...word, text: word.text.trim().replace(RULE_EDGES, '') }))
          .filter((word) => word.text !== '');
        return { ...line, words: looksLikePrint(words) ? words : [] };
      }),
    })),
  }));
}

function looksLikePrint(words: Tesseract.Word[]): boolean {
  if (words.length === 0) return false;
  const confidence = words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  // Brackets are print, not noise: `[5]` or `(C+D)` are marks and formulas.
  const characters = words.map((word) => word.text.replace(/[()[\]{}]/g, '')).join('');
  const alphanumeric = characters.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return (
    confidence >= MIN_LINE_CONFIDENCE && alphanumeric >= MIN_LINE_ALNUM_SHARE * characters.length
  );
}

/**
 * A layout from Tesseract's word boxes. Every word of a Tesseract line is placed on that line's
 * baseline (at the word's x), so words with and without descenders stay on one line, and
 * `groupLines` splits the line into items at column gaps (number, text, marks).
 */
export function layoutFromBlocks(
  blocks: Tesseract.Block[],
  width: number,
  height: number,
): PageLayout {
  const pieces: PositionedText[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const { x0, y0, x1, y1 } = line.baseline;
        const slope = x1 !== x0 ? (y1 - y0) / (x1 - x0) : 0;
        const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        for (const [index, word] of (line.words ?? []).entries()) {
          if (!word.text.trim()) continue;
          pieces.push({
            text: word.text,
            x: word.bbox.x0,
            y: y0 + slope * (word.bbox.x0 - x0),
            width: word.bbox.x1 - word.bbox.x0,
            height: rowHeight,
            spaceBefore: index > 0,
          });
        }
      }
    }
  }
  return groupLines(pieces, width, height);
}
