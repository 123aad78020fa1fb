/**
 * The Storage triggers' size and the OCR time budget inside it, from the figures measured on the
 * corpus scans (docs/content-ocr.md, "What a scan costs"):
 * - OCR at 300 dpi costs ~3.5–5 CPU-seconds per page (Tesseract LSTM, one worker per CPU), and
 *   with 2 workers a page finishes every ~2–2.5 s of wall time; the 31-page handwritten note
 *   then takes ~80 s, the 5-page printed scan ~15 s.
 * - Peak RSS with 2 workers is ~600 MiB (each worker ~150 MiB with the English model and a
 *   300-dpi page; pdf.js, the canvas and the rendered PNGs the rest), plus up to 3 copies of a
 *   50 MB upload (download, pdf.js's copy, parsed streams): ~800 MiB, so 2 GiB leaves headroom.
 * - 540 s is the longest timeout an event-driven function may have. OCR stops starting pages at
 *   OCR_BUDGET_SECONDS, which leaves 180 s for the page in flight (the slowest measured page took
 *   ~12 s on a loaded machine), the Firestore writes (~1 s per 400 pages) and the download.
 * At ~2.5 s per page the budget covers ~140 pages of scan in one upload; the rest of a longer
 * scan is counted as unreadable and named in the content team's warning (contentWarnings).
 */

/** vCPUs of the content Storage triggers; also the number of OCR workers. */
export const CONTENT_TRIGGER_CPUS = 2;
/** Memory of the content Storage triggers (Cloud Functions' notation). */
export const CONTENT_TRIGGER_MEMORY = '2GiB';
/** Timeout of the content Storage triggers, seconds (the maximum for event-driven functions). */
export const CONTENT_TRIGGER_TIMEOUT_SECONDS = 540;
/** No OCR page is started later than this after the event's handling began, seconds. */
export const OCR_BUDGET_SECONDS = 360;
