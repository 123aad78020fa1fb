/**
 * Starts downloading the PDF engine's code now, as the reader's route mounts: it then arrives
 * while the note's details load, instead of after them (the reader only learns the file's
 * address from those). The reader's own import reuses this download.
 */
export function warmPdfEngine(): void {
  import('../lib/pdf-engine').catch(() => undefined);
}
