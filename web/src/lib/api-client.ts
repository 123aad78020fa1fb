import { env } from '@/config/env';

// docs/product.md §6: the session token lives in localStorage under this key.
const TOKEN_KEY = 'token';
const tokenListeners = new Set<() => void>();

// Storage can throw (disabled cookies, some private modes); treat that as "not logged in".
export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } finally {
    notifyToken();
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } finally {
    notifyToken();
  }
}

function notifyToken() {
  tokenListeners.forEach((listener) => listener());
}

/** Called on every token change in this tab and, via the storage event, in other tabs. */
export function subscribeToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab called localStorage.clear().
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  tokenListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Every non-2xx answer. `message` is the server's `message` (docs/architecture.md §2: what the app shows) or
 * '' when the body had none, so callers can fall back to their docs/product.md §8 text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A 4xx: the request itself is wrong (not found, not allowed), so repeating it will not help. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's message when there is one, else the caller's fallback (docs/product.md §8). */
export function getErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.message) || fallback;
}

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. `Idempotency-Key`; Authorization and Content-Type are set here. */
  headers?: Record<string, string>;
  /** Lets the request finish after the page unloads (small bodies only, e.g. a last save). */
  keepalive?: boolean;
};

/** The absolute URL of an API path (e.g. '/uploads'), for transports other than `api` below. */
export function buildUrl(path: string): string {
  const base = env.apiUrl.replace(/\/+$/, '');
  // Resolve against the page so a relative base works with any fetch implementation.
  return new URL(`${base}${path}`, window.location.origin).toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function field(body: unknown, key: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Sends the request; throws ApiError on a non-2xx answer, else hands back the raw response. */
async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const token = getToken();
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(buildUrl(path), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });

  if (!response.ok) {
    const body = await readBody(response);
    // The session is gone (expired or revoked): drop it so the guard sends the user to /.
    // Only if it is still the token we sent, so a fresh login in the meantime survives.
    if (response.status === 401 && token && getToken() === token) clearToken();
    throw new ApiError(response.status, field(body, 'message') ?? '', field(body, 'code'));
  }
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  const body = await readBody(response);
  // A 2xx that is not JSON means the request never reached the API (e.g. an SPA fallback page).
  if (typeof body === 'string') {
    throw new ApiError(response.status, '', 'UNEXPECTED_RESPONSE');
  }
  return body as T;
}

/** A file answer (e.g. a deliverable): the body as a Blob, with the same errors as JSON calls. */
async function requestBlob(path: string, options: Omit<RequestOptions, 'body'> = {}) {
  const response = await send('GET', path, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  // An HTML page here is the SPA fallback, not the file: the request never reached the API.
  if (response.headers.get('content-type')?.includes('text/html')) {
    throw new ApiError(response.status, '', 'UNEXPECTED_RESPONSE');
  }
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('DELETE', path, options),
  blob: requestBlob,
};
