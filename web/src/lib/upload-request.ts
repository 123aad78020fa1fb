import { ApiError, buildUrl, clearToken, getToken } from './api-client';

/**
 * A refused upload: ApiError with the whole JSON answer kept, for refusals that carry more than a
 * message (e.g. where the identical, already published file is).
 */
export class UploadError extends ApiError {
  constructor(
    status: number,
    message: string,
    code: string | undefined,
    readonly body: unknown,
  ) {
    super(status, message, code);
  }
}

/** Bytes sent so far and the body's total, as the browser reports them while a body goes out. */
export type UploadProgress = { loaded: number; total: number };

type UploadOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * POSTs a multipart body to the API with the session's bearer token, reporting upload progress.
 * XMLHttpRequest rather than fetch: fetch has no upload progress, and streaming request bodies
 * (the only way to count bytes with fetch) needs HTTP/2 and is Chromium-only. Errors are the api
 * client's: ApiError (an UploadError keeping the answer) with the server's `message` (docs/architecture.md §2), a 401 drops the stored session as
 * `api` does, and a network failure or an abort rejects with a TypeError / AbortError.
 * @returns the JSON answer of a 2xx
 */
export function postMultipart<T>(path: string, body: FormData, options: UploadOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const token = getToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.onload = () => {
      done();
      const answer = parse(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(answer as T);
        return;
      }
      if (xhr.status === 401 && token && getToken() === token) clearToken();
      reject(
        new UploadError(xhr.status, field(answer, 'message') ?? '', field(answer, 'code'), answer),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network error while uploading'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(body);
  });
}

function parse(xhr: XMLHttpRequest): unknown {
  if (!xhr.getResponseHeader('content-type')?.includes('json')) return undefined;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

function field(body: unknown, key: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}
