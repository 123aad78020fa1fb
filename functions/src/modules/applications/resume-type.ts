/**
 * What a resume really is, decided from its bytes (docs/architecture.md §5), never from its name or the
 * Content-Type the browser declared: an executable renamed `cv.pdf` stays an executable.
 */

export interface ResumeType {
  /** Extension used for the stored object. */
  ext: 'pdf' | 'doc' | 'docx';
  /** Content-Type stored with the object. */
  mime: string;
}

const PDF: ResumeType = { ext: 'pdf', mime: 'application/pdf' };
const DOCX: ResumeType = {
  ext: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const DOC: ResumeType = { ext: 'doc', mime: 'application/msword' };

/** Name of the main stream of a Word 97–2003 document, as CFB directory entries store it. */
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The resume's type, or `undefined` when it is not a PDF, DOCX or DOC.
 *
 * Legacy .doc files are OLE2 compound files, which file-type can only report as the generic
 * `application/x-cfb` — the same container as .xls, .ppt, .msg and Windows installers (.msi).
 * So a CFB counts as a Word document only when its directory holds the `WordDocument` stream
 * every Word 97–2003 file has; the file name plays no part. Macro-enabled DOCM and other Office
 * formats are refused.
 */
export async function detectResumeType(data: Uint8Array): Promise<ResumeType | undefined> {
  // Imported on use: every function instance loads this bundle (cold starts).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  switch (detected?.mime) {
    case PDF.mime:
      return PDF;
    case DOCX.mime:
      return DOCX;
    case 'application/x-cfb':
      return Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(
        WORD_DOCUMENT_STREAM,
      )
        ? DOC
        : undefined;
    default:
      return undefined;
  }
}
