/** A file name for a download: the title without characters file systems refuse, plus ".pdf". */
export function pdfFileName(title: string): string {
  const base = [...title]
    // Control characters, and what Windows forbids in a name.
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'notes'}.pdf`;
}
