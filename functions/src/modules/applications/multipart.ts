/**
 * Reads a `multipart/form-data` body that is already in memory. The Cloud Functions runtime (and
 * its emulator) consume the request stream before Express runs and keep the bytes in
 * `req.rawBody`, so the body is fed to busboy from that buffer; piping `req` would wait forever.
 */
import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { BadRequest } from '../../lib/errors.js';

export interface UploadedFile {
  filename: string;
  /** The client's Content-Type for the part: informational only, never trusted. */
  declaredType: string;
  /** At most `maxFileBytes` bytes; `truncated` says whether more were sent. */
  data: Buffer;
  truncated: boolean;
}

export interface MultipartForm {
  /** Text fields; the first value wins when a name repeats. */
  fields: Record<string, string>;
  /** The part named `fileField`, if one with a file was sent. */
  file?: UploadedFile;
}

export interface MultipartOptions {
  /** Name of the one file part read; other file parts are skipped. */
  fileField: string;
  /** Bytes kept of the file; a larger file comes back with `truncated: true`. */
  maxFileBytes: number;
}

/** Text parts beyond this many are ignored; a form has far fewer. */
const MAX_FIELDS = 30;
/** Bytes per text value; longer values are cut (and then fail their field's length rule). */
const MAX_FIELD_BYTES = 16 * 1024;

export const UNREADABLE_UPLOAD = 'The upload could not be read. Please try again.';

/**
 * Parses `body` as sent with `headers`. A body that is not multipart yields an empty form (the
 * caller then reports the missing file). Throws BadRequest (400, `UNREADABLE_UPLOAD`) when the
 * multipart data is malformed or cut off.
 */
export async function parseMultipart(
  body: Buffer,
  headers: IncomingHttpHeaders,
  options: MultipartOptions,
): Promise<MultipartForm> {
  if (!/^multipart\/form-data/i.test(headers['content-type'] ?? '')) return { fields: {} };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      limits: {
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        files: 1,
        // busboy reports 'limit' when a file REACHES fileSize, so one byte more than allowed
        // tells "exactly the maximum" apart from "too big".
        fileSize: options.maxFileBytes + 1,
      },
    });
  } catch {
    throw new BadRequest(UNREADABLE_UPLOAD);
  }

  const fields = new Map<string, string>();
  let file: UploadedFile | undefined;

  return new Promise<MultipartForm>((resolve, reject) => {
    parser.on('field', (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField || file) {
        stream.on('error', () => undefined).resume();
        return;
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (truncated = true));
      // A cut-off part errors here and on the parser; the parser's handler answers.
      stream.on('error', () => undefined);
      stream.on('end', () => {
        const data = Buffer.concat(chunks);
        // A browser sends an empty part for a file input left empty: that is no file.
        if (data.length === 0 && !info.filename) return;
        file = {
          filename: info.filename ?? '',
          declaredType: info.mimeType,
          data: truncated ? data.subarray(0, options.maxFileBytes) : data,
          truncated,
        };
      });
    });
    parser.on('error', () => reject(new BadRequest(UNREADABLE_UPLOAD)));
    parser.on('close', () => resolve({ fields: Object.fromEntries(fields), file }));
    parser.end(body);
  });
}
