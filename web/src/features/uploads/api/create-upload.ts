import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { postMultipart, type UploadProgress } from '@/lib/upload-request';
import type { CreatedUpload, UploadInput } from '../types';
import { uploadsQueryOptions } from './get-uploads';

/**
 * `POST /uploads` as multipart: the fields, then one `file` (a PDF) or the `photos` in page order
 * (the server combines them in the order they arrive). `onProgress` gets the bytes sent.
 * @throws UploadError with the server's message when refused (type, size, count, duplicate, 429)
 */
export function createUpload(
  input: UploadInput,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<CreatedUpload> {
  const body = new FormData();
  body.set('kind', input.kind);
  body.set('subjectId', input.subjectId);
  if (input.kind === 'note' && input.unit !== undefined) body.set('unit', String(input.unit));
  if (input.kind === 'pyq') {
    if (input.year !== undefined) body.set('year', String(input.year));
    if (input.session) body.set('session', input.session);
  }
  if (input.title) body.set('title', input.title);
  body.set('credit', input.credit);
  const [first] = input.files;
  const isPdf = input.files.length === 1 && first && /pdf/i.test(first.type || first.name);
  // Fields before files: busboy streams parts in order, so the server knows what it receives
  // before the bytes arrive.
  for (const file of input.files) body.append(isPdf ? 'file' : 'photos', file, file.name);
  return postMultipart<CreatedUpload>('/uploads', body, options);
}

/**
 * Sends an upload with its progress as a fraction 0–1 (null before the first report) and a way to
 * cancel it, and refreshes "My uploads" afterwards.
 */
export function useCreateUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (input: UploadInput) => {
      setProgress(null);
      controller.current = new AbortController();
      return createUpload(input, {
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : null),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadsQueryOptions().queryKey }),
  });
  /** Stops the upload in flight; the mutation then fails with an AbortError. */
  const cancel = () => controller.current?.abort();
  return { ...mutation, progress, cancel };
}
