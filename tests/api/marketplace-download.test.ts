import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { API_URL } from '../support/env.js';
import { placeOrder } from '../support/marketplace.js';
import { createTestUser, type TestUser } from '../support/users.js';

let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser()]);
});

/** A paid order of `owner` as the content team leaves it: status and files set in the console. */
async function orderWith(fields: Record<string, unknown>) {
  const created = await placeOrder(owner.token);
  await admin.db.doc(`orders/${created._id}`).update({ paymentStatus: 'completed', ...fields });
  return created;
}

async function upload(path: string, bytes: Buffer, contentType: string) {
  await admin.bucket.file(path).save(bytes, { contentType, resumable: false });
}

function download(orderId: string, token?: string) {
  return fetch(`${API_URL}/orders/${orderId}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /orders/:id/download', () => {
  it('streams the first project file as an attachment named after its last path segment', async () => {
    const created = await placeOrder(owner.token);
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const path = `deliverables/${created.orderId}/Final Report.zip`;
    await upload(path, bytes, 'application/zip');
    await upload(
      `deliverables/${created.orderId}/second.zip`,
      Buffer.from('no'),
      'application/zip',
    );
    await admin.db.doc(`orders/${created._id}`).update({
      orderStatus: 'delivered',
      projectFiles: [path, `deliverables/${created.orderId}/second.zip`],
    });
    const res = await download(created._id, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Final Report.zip"; filename*=UTF-8''Final%20Report.zip`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('needs a session', async () => {
    const created = await orderWith({ orderStatus: 'delivered' });
    expect((await download(created._id)).status).toBe(401);
  });

  it("answers 404 for another user's order, delivered or not", async () => {
    const created = await orderWith({
      orderStatus: 'delivered',
      projectFiles: ['deliverables/x/report.zip'],
    });
    const res = await api(`/orders/${created._id}/download`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Order not found', code: 'not_found' });
  });

  it.each(['pending', 'in_progress'])(
    'refuses before delivery (orderStatus %s) with 409',
    async (orderStatus) => {
      const created = await orderWith({ orderStatus, projectFiles: ['deliverables/x/report.zip'] });
      const res = await api(`/orders/${created._id}/download`, { token: owner.token });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Your project is not delivered yet', code: 'conflict' });
    },
  );

  it('answers 404 when delivered without files', async () => {
    const created = await orderWith({ orderStatus: 'delivered', projectFiles: [] });
    const res = await api(`/orders/${created._id}/download`, { token: owner.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'No project files are available for this order yet',
      code: 'not_found',
    });
  });

  it.each([
    'deliverables/nowhere/missing.zip',
    'resumes/someone/cv.pdf',
    'deliverables/../resumes/a.pdf',
  ])(
    'answers 404 for a file entry that is missing or outside deliverables/ (%s)',
    async (entry) => {
      const created = await orderWith({ orderStatus: 'delivered', projectFiles: [entry] });
      const res = await api(`/orders/${created._id}/download`, { token: owner.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        message: 'The project file could not be found. Please contact support.',
        code: 'not_found',
      });
    },
  );

  it('answers 404 for an unknown order', async () => {
    const res = await api('/orders/NS-AAAAAA/download', { token: owner.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Order not found', code: 'not_found' });
  });
});
