/**
 * Student contributions for the suites: photos and PDFs made in the test, the
 * multipart `POST /uploads` as the browser sends it, and the stored state to assert.
 */
import { createCanvas } from '@napi-rs/canvas';
import { admin } from './admin.js';
import { API_URL } from './env.js';

export type FilePart = { field: 'file' | 'photos'; name: string; type: string; bytes: Uint8Array };

/**
 * A photographed page: `lines` of dark text on an off-white sheet, `width`×`height` pixels,
 * as a PNG or JPEG (made with @napi-rs/canvas, so no fixture file is needed).
 */
export function pagePhoto(
  lines: string[],
  format: 'png' | 'jpeg' = 'jpeg',
  width = 600,
  height = 800,
): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f1e8';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.font = `${Math.round(width / 24)}px sans-serif`;
  lines.forEach((line, i) => ctx.fillText(line, width / 12, (height / 10) * (i + 1)));
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 85);
}

export const photo = (name: string, bytes: Uint8Array, type = 'image/jpeg'): FilePart => ({
  field: 'photos',
  name,
  type,
  bytes,
});

export const pdfFile = (bytes: Uint8Array, name = 'notes.pdf'): FilePart => ({
  field: 'file',
  name,
  type: 'application/pdf',
  bytes,
});

export type UploadAnswer = {
  status: number;
  body: Record<string, unknown> & { message?: string; code?: string; _id?: string };
};

/** `POST /api/uploads` with `fields` and `files`, as a browser's FormData sends them. */
export async function postUpload(
  token: string | undefined,
  fields: Record<string, string>,
  files: FilePart[],
): Promise<UploadAnswer> {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) {
    data.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const res = await fetch(`${API_URL}/uploads`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: data,
  });
  const text = await res.text();
  let body: UploadAnswer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text };
  }
  return { status: res.status, body };
}

/** The `uploads` documents of a student (what the content team sees in the console). */
export async function uploadDocsOf(uid: string) {
  const snap = await admin.db.collection('uploads').where('uid', '==', uid).get();
  return snap.docs.map(
    (d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string },
  );
}

/** The Storage objects under a student's private `incoming/{uid}/` folder. */
export async function incomingFilesOf(uid: string) {
  const [files] = await admin.bucket.getFiles({ prefix: `incoming/${uid}/` });
  return files;
}

/** The student's own notifications, as stored. */
export async function personalNotificationsOf(uid: string) {
  const snap = await admin.db.collection(`users/${uid}/notifications`).get();
  return snap.docs.map(
    (d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string },
  );
}
