import { API_URL } from './env.js';

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

/**
 * Calls the API as a browser would. `body` objects are sent as JSON; strings are sent as is (for
 * malformed-body tests).
 */
export async function api<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await fetch(`${API_URL}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text so the assertion shows it.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}
