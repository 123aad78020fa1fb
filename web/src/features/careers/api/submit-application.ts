import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { env } from '@/config/env';
import { ApiError, getToken } from '@/lib/api-client';

export type UploadResult = { message?: string };

/**
 * POSTs multipart `body` to `path` under the API base, reporting upload progress in percent.
 * XMLHttpRequest because fetch cannot report upload progress. Errors are ApiError, with the
 * server's `message` ('' when it sent none) as api-client's are.
 */
export function uploadWithProgress<T = UploadResult>(
  path: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const base = env.apiUrl.replace(/\/+$/, '');
    xhr.open('POST', new URL(`${base}${path}`, window.location.origin).toString());
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const answer = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((answer ?? {}) as T);
      } else {
        reject(
          new ApiError(xhr.status, stringField(answer, 'message'), stringField(answer, 'code')),
        );
      }
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new ApiError(0, '', 'ABORTED'));
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function stringField(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** docs/product.md §7: the career fields (only the non-empty ones, docs/product.md §5) and the `resume` file. */
export function buildApplicationForm(fields: Record<string, string>, resume: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const trimmed = value.trim();
    if (trimmed) form.append(name, trimmed);
  }
  form.append('resume', resume, resume.name);
  return form;
}

export function submitApplication(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return uploadWithProgress<UploadResult>('/applications', form, onProgress);
}

/** The upload, with its progress in percent (null before the first byte is sent). */
export function useSubmitApplication() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return submitApplication(form, setProgress);
    },
  });
  return { ...mutation, progress };
}
