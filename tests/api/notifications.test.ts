import { describe, expect, it } from 'vitest';
import { SEED } from '../../tools/src/seed-data/index.mjs';
import { api } from '../support/http.js';

type Notification = { _id: string; title: string; message: string; createdAt: string };
type SeedNotification = { id: string; title: string; message: string; createdAt: string };
const seeded = (SEED as { notifications: SeedNotification[] }).notifications;

describe('GET /notifications', () => {
  it('lists the seeded notifications newest first as {_id, title, message, createdAt}', async () => {
    const res = await api<Notification[]>('/notifications');
    expect(res.status).toBe(200);
    const expected = [...seeded]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((n) => ({ _id: n.id, title: n.title, message: n.message, createdAt: n.createdAt }));
    expect(res.body).toEqual(expected);
  });

  it('is public and cacheable (the same list for everyone)', async () => {
    const res = await api('/notifications');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });
});
