// OCR character accuracy on the corpus's printed scan: page 1 of the
// series-test paper against its hand transcription (tools/src/eval/ocr-series-test-p1.txt).
import { describe, expect, it } from 'vitest';
import {
  OCR_ACCURACY_GATE,
  OCR_ACCURACY_TARGET,
  SCAN,
  corpusPresent,
  evaluateOcr,
} from '../../../../tools/src/eval/ocr-eval.ts';
import { ocrPages } from './pages.js';

const present = corpusPresent();
if (!present) {
  console.warn(
    `SKIPPED the OCR accuracy gate: ${SCAN} is absent (set NOTESEA_CORPUS_DIR or put the corpus at ../shared/corpus)`,
  );
}

describe.skipIf(!present)('OCR on the printed series-test scan', () => {
  it(`reads page 1 with character accuracy ≥ ${OCR_ACCURACY_GATE}`, async () => {
    const result = await evaluateOcr({ ocrPages });
    console.log(
      `OCR character accuracy ${result.accuracy.toFixed(3)} (target ${OCR_ACCURACY_TARGET}), ` +
        `confidence ${result.confidence}, ${result.seconds.toFixed(1)} s for the page`,
    );
    expect(result.accuracy).toBeGreaterThanOrEqual(OCR_ACCURACY_GATE);
  }, 180_000);
});
