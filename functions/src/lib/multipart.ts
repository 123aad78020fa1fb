/**
 * Reads a `multipart/form-data` body that is already in memory. The Cloud Functions runtime (and
 * its emulator) consume the request stream before Express runs and keep the bytes in
 * `req.rawBody`, so the body is fed to busboy from that buffer (lib/raw-body.ts); piping `req`
 * would wait forever.
 * Used by the careers form (one résumé) and by student uploads (one PDF or up to 20 photos).
 */
import busboy from 'busboy';
import type { RequestHandler } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { BadRequest, UnsupportedMediaType } from './errors.js';

export interface UploadedFile {
  filename: string;
  /** The client's Content-Type for the part: informational only, never trusted. */
  declaredType: string;
  /** The bytes kept; `truncated` says whether more were sent than the limit allows. */
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

export interface MultipartFilesOptions {
  /** File fields read, each with the most parts kept; parts of other fields are skipped. */
  files: Record<string, number>;
  /** Bytes kept of all file parts together; past it the form comes back `truncated`. */
  maxTotalBytes: number;
}

export interface MultipartFilesForm {
  /** Text fields; the first value wins when a name repeats. */
  fields: Record<string, string>;
  /** The kept parts of each file field, in the order sent (empty file inputs left out). */
  files: Record<string, UploadedFile[]>;
  /** Per file field, whether more parts were sent than it allows (the extra ones are dropped). */
  tooMany: Record<string, boolean>;
  /** Whether the file parts together were larger than `maxTotalBytes`. */
  truncated: boolean;
}

/** Text parts beyond this many are ignored; a form has far fewer. */
const MAX_FIELDS = 30;
/** Bytes per text value; longer values are cut (and then fail their field's length rule). */
const MAX_FIELD_BYTES = 16 * 1024;

export const UNREADABLE_UPLOAD = 'The upload could not be read. Please try again.';

/** Whether the request says its body is `multipart/form-data` (any boundary). */
export function isMultipart(headers: IncomingHttpHeaders): boolean {
  return /^multipart\/form-data\b/i.test(headers['content-type'] ?? '');
}

/**
 * Route middleware (`route`'s `before`) for endpoints that take only a form: a request whose body
 * is not `multipart/form-data` (JSON, url-encoded, none) is refused with 415
 * UnsupportedMediaType(`message`) before anything reads or counts it. Without it such a body
 * parses as an empty form and fails on its first missing field, which hides the real mistake.
 */
export function requireMultipart(message: string): RequestHandler {
  return (req, _res, next) => {
    next(isMultipart(req.headers) ? undefined : new UnsupportedMediaType(message));
  };
}

/**
 * Parses `body` as sent with `headers`, keeping one file part. A body that is not multipart
 * yields an empty form (the caller then reports the missing file). Throws BadRequest (400,
 * `UNREADABLE_UPLOAD`) when the multipart data is malformed or cut off.
 */
export async function parseMultipart(
  body: Buffer,
  headers: IncomingHttpHeaders,
  options: MultipartOptions,
): Promise<MultipartForm> {
  const form = await parseMultipartFiles(body, headers, {
    files: { [options.fileField]: 1 },
    maxTotalBytes: options.maxFileBytes,
  });
  const file = form.files[options.fileField]?.[0];
  return file ? { fields: form.fields, file } : { fields: form.fields };
}

/**
 * Parses `body` as sent with `headers`, keeping up to `options.files[name]` parts of each named
 * file field and at most `maxTotalBytes` of file data in all (the part that crosses the limit
 * is cut and marked `truncated`, later parts are kept empty and marked too). A body that is not
 * multipart yields an empty form. Throws BadRequest (400, `UNREADABLE_UPLOAD`) when the
 * multipart data is malformed or cut off.
 */
export async function parseMultipartFiles(
  body: Buffer,
  headers: IncomingHttpHeaders,
  options: MultipartFilesOptions,
): Promise<MultipartFilesForm> {
  const files: Record<string, UploadedFile[]> = {};
  const tooMany: Record<string, boolean> = {};
  if (!isMultipart(headers)) {
    return { fields: {}, files, tooMany, truncated: false };
  }
  const maxParts = Object.values(options.files).reduce((sum, n) => sum + n, 0);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      limits: {
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        // One part more than allowed in all, so "too many" can be told from "exactly the most".
        files: maxParts + 1,
        // busboy reports 'limit' when a file REACHES fileSize, so one byte more than allowed
        // tells "exactly the maximum" apart from "too big".
        fileSize: options.maxTotalBytes + 1,
      },
    });
  } catch {
    throw new BadRequest(UNREADABLE_UPLOAD);
  }

  const fields = new Map<string, string>();
  let total = 0;
  let truncated = false;
  parser.on('filesLimit', () => {
    for (const name of Object.keys(options.files)) {
      if ((files[name]?.length ?? 0) >= (options.files[name] ?? 0)) tooMany[name] = true;
    }
  });

  return new Promise<MultipartFilesForm>((resolve, reject) => {
    parser.on('field', (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      const allowed = options.files[name];
      if (allowed === undefined || (files[name]?.length ?? 0) >= allowed) {
        if (allowed !== undefined) tooMany[name] = true;
        stream.on('error', () => undefined).resume();
        return;
      }
      const kept = (files[name] ??= []);
      const part: UploadedFile = {
        filename: info.filename ?? '',
        declaredType: info.mimeType,
        data: Buffer.alloc(0),
        truncated: false,
      };
      // Reserved now, so parts keep the order they were sent in.
      kept.push(part);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        const room = options.maxTotalBytes - total;
        if (chunk.length > room) {
          part.truncated = truncated = true;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          total = options.maxTotalBytes;
          return;
        }
        chunks.push(chunk);
        total += chunk.length;
      });
      stream.on('limit', () => (part.truncated = truncated = true));
      // A cut-off part errors here and on the parser; the parser's handler answers.
      stream.on('error', () => undefined);
      stream.on('end', () => {
        part.data = Buffer.concat(chunks);
        // A browser sends an empty part for a file input left empty: that is no file.
        if (part.data.length === 0 && !info.filename && !part.truncated) {
          kept.splice(kept.indexOf(part), 1);
        }
      });
    });
    parser.on('error', () => reject(new BadRequest(UNREADABLE_UPLOAD)));
    parser.on('close', () =>
      resolve({ fields: Object.fromEntries(fields), files, tooMany, truncated }),
    );
    parser.end(body);
  });
}
