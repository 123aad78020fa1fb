/**
 * The Storage triggers' size and the OCR time budget inside it, from the figures measured on the
 * corpus scans (docs/content-ocr.md, "What a scan costs"):
 * - OCR at 300 dpi costs 2.8–3.4 CPU-seconds per page (Tesseract LSTM, one worker per CPU), so
 *   with 2 workers a 31-page scan needs 31 × 3.4 / 2 ≈ 53 s, plus ~0.4 s of rendering per page
 *   on the main thread: about 60–65 s.
 * - Peak RSS with 2 workers: 584–771 MiB on the corpus scans, plus up to three copies of a 50 MB
 *   upload (download, pdf.js's copy, pdf-lib's parse for finding image pages) ≈ 920 MiB: 2 GiB
 *   leaves more than 2× headroom.
 * - 540 s is the longest timeout an event-driven function may have. OCR starts no page after
 *   OCR_BUDGET_SECONDS, which leaves 180 s for the pages in flight (the slowest measured page took
 *   ~15 s on a machine loaded 10×), the Firestore writes (~1 s per 400 pages) and the download.
 * At ~2 s per page the budget covers ~180 pages of scan in one upload; the rest of a longer scan
 * is counted as unreadable and named in the content team's warning (contentWarnings).
 */

/** vCPUs of the content Storage triggers; also the number of OCR workers. */
export const CONTENT_TRIGGER_CPUS = 2;
/** Memory of the content Storage triggers (Cloud Functions' notation). */
export const CONTENT_TRIGGER_MEMORY = '2GiB';
/** Timeout of the content Storage triggers, seconds (the maximum for event-driven functions). */
export const CONTENT_TRIGGER_TIMEOUT_SECONDS = 540;
/** No OCR page is started later than this after the event's handling began, seconds. */
export const OCR_BUDGET_SECONDS = 360;
