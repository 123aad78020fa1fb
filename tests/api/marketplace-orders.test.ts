import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import {
  bookingBody,
  dayFromToday,
  placeOrder,
  sandboxPay,
  startPayment,
  storedOrder,
  verify,
  type Created,
} from '../support/marketplace.js';
import { createTestUser, type TestUser } from '../support/users.js';

// Seeded prices (tools/src/seed-data/projects.mjs).
const QUIZ = { id: 'quiz-app-java-swing', student: 549, business: 1599, days: 4 };
const ORDER_ID = /^NS-[34679ACDEFGHJKMNPQRTWXY]{6}$/;

let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
});

async function ordersOf(uid: string) {
  return (await admin.db.collection('orders').where('uid', '==', uid).get()).docs;
}

describe('POST /orders', () => {
  it('needs a session', async () => {
    const res = await api('/orders', { body: bookingBody(QUIZ.id) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
  });

  it('prices the student plan from the stored project and stores a pending order', async () => {
    const body = { ...bookingBody(QUIZ.id, 'student'), totalAmount: 1, basePrice: 1, amount: 1 };
    const res = await api<Created>('/orders', { token: user.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      orderId: expect.stringMatching(ORDER_ID),
      _id: res.body.orderId,
      totalAmount: QUIZ.student,
    });
    const stored = await storedOrder(res.body._id);
    expect(stored).toMatchObject({
      orderId: res.body.orderId,
      uid: user.uid,
      projectId: QUIZ.id,
      project: { name: 'Quiz Application in Java (Swing)', category: 'easy' },
      planType: 'student',
      userDetails: body.userDetails,
      projectDetails: body.projectDetails,
      basePrice: QUIZ.student,
      totalAmount: QUIZ.student,
      currency: 'INR',
      deliveryTime: QUIZ.days,
      paymentStatus: 'pending',
      orderStatus: 'pending',
      projectFiles: [],
      razorpayOrderId: null,
      paidAt: null,
      deliveryDate: null,
    });
  });

  it('prices the business plan at the business price', async () => {
    const created = await placeOrder(user.token, QUIZ.id, 'business');
    expect(created.totalAmount).toBe(QUIZ.business);
    expect(await storedOrder(created._id)).toMatchObject({
      planType: 'business',
      basePrice: QUIZ.business,
      totalAmount: QUIZ.business,
    });
  });

  it('defaults the plan to student', async () => {
    const { planType: _omitted, ...body } = bookingBody(QUIZ.id);
    const res = await api<Created>('/orders', { token: user.token, body });
    expect(res.status).toBe(201);
    expect(res.body.totalAmount).toBe(QUIZ.student);
  });

  it('accepts a deadline of today and no requirements', async () => {
    const body = bookingBody(QUIZ.id);
    body.projectDetails = { deadline: dayFromToday(0) };
    const res = await api<Created>('/orders', { token: user.token, body });
    expect(res.status).toBe(201);
    expect(await storedOrder(res.body._id)).toMatchObject({
      projectDetails: { requirements: '', deadline: dayFromToday(0) },
    });
  });

  const invalid: Array<[string, (b: ReturnType<typeof bookingBody>) => unknown, string]> = [
    [
      'a bad email',
      (b) => ({ ...b, userDetails: { ...b.userDetails, email: 'priya@' } }),
      'Please enter a valid email address',
    ],
    [
      'a 9-digit phone',
      (b) => ({ ...b, userDetails: { ...b.userDetails, phone: '987654321' } }),
      'Phone number must be 10 digits',
    ],
    [
      'a phone with letters',
      (b) => ({ ...b, userDetails: { ...b.userDetails, phone: '98765abcde' } }),
      'Phone number must be 10 digits',
    ],
    [
      'no name',
      (b) => ({ ...b, userDetails: { ...b.userDetails, name: '  ' } }),
      'Name is required',
    ],
    [
      'a past deadline',
      (b) => ({ ...b, projectDetails: { deadline: dayFromToday(-1) } }),
      'Deadline cannot be in the past',
    ],
    [
      'a non-date deadline',
      (b) => ({ ...b, projectDetails: { deadline: '2030-02-30' } }),
      'Deadline must be a valid date',
    ],
    [
      'no deadline',
      (b) => ({ ...b, projectDetails: { requirements: 'x' } }),
      'Deadline is required',
    ],
    [
      '5001-character requirements',
      (b) => ({ ...b, projectDetails: { ...b.projectDetails, requirements: 'x'.repeat(5001) } }),
      'Requirements must be at most 5000 characters',
    ],
    ['an unknown plan', (b) => ({ ...b, planType: 'premium' }), 'Plan must be student or business'],
    ['no userDetails', (b) => ({ ...b, userDetails: undefined }), 'userDetails is required'],
    ['no projectId', (b) => ({ ...b, projectId: undefined }), 'projectId is required'],
  ];

  it.each(invalid)('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const fresh = await createTestUser();
    const res = await api('/orders', {
      token: fresh.token,
      body: change(bookingBody(QUIZ.id)) as object,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    expect(await ordersOf(fresh.uid)).toHaveLength(0);
  });

  it('accepts exactly 5000 characters of requirements', async () => {
    const body = bookingBody(QUIZ.id);
    body.projectDetails.requirements = 'x'.repeat(5000);
    expect((await api('/orders', { token: user.token, body })).status).toBe(201);
  });

  it('answers 404 for an unknown project and 409 for an inactive one', async () => {
    const missing = await api('/orders', {
      token: user.token,
      body: bookingBody('no-such-project'),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Project not found', code: 'not_found' });
    const inactive = await api('/orders', {
      token: user.token,
      body: bookingBody('railway-reservation-cpp'),
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body).toEqual({
      message: 'This project is not available for booking right now',
      code: 'conflict',
    });
  });
});

describe('GET /orders/myorders', () => {
  it('needs a session', async () => {
    expect((await api('/orders/myorders')).status).toBe(401);
  });

  it("lists only the caller's orders, newest first, in the docs/product.md §3 shape", async () => {
    const [me, other] = await Promise.all([createTestUser(), createTestUser()]);
    const older = await placeOrder(me.token, QUIZ.id, 'student');
    const newer = await placeOrder(me.token, 'weather-app-react', 'business');
    await placeOrder(other.token, QUIZ.id);
    const res = await api<Array<Record<string, unknown>>>('/orders/myorders', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.map((o) => o._id)).toEqual([newer._id, older._id]);
    expect(res.body[1]).toEqual({
      _id: older._id,
      orderId: older.orderId,
      project: { _id: QUIZ.id, name: 'Quiz Application in Java (Swing)', category: 'easy' },
      planType: 'student',
      userDetails: bookingBody(QUIZ.id).userDetails,
      projectDetails: bookingBody(QUIZ.id).projectDetails,
      basePrice: QUIZ.student,
      totalAmount: QUIZ.student,
      currency: 'INR',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      projectFiles: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      paidAt: null,
      deliveryDate: null,
    });
  });

  it("shows the content team's status and files", async () => {
    const me = await createTestUser();
    const created = await placeOrder(me.token);
    await admin.db.doc(`orders/${created._id}`).update({
      orderStatus: 'in_progress',
      projectFiles: [`deliverables/${created.orderId}/report.pdf`],
    });
    const [order] = (
      await api<Array<Record<string, unknown>>>('/orders/myorders', { token: me.token })
    ).body;
    expect(order).toMatchObject({
      orderStatus: 'in_progress',
      projectFiles: [`deliverables/${created.orderId}/report.pdf`],
    });
  });

  // Issue 34: orders are read through a schema (functions/src/modules/orders/stored.ts); the
  // fields the content team types in the console are normalised, never refused, so a typo cannot
  // hide a paying customer's order (docs/content-team.md: "anything unknown shows as Pending").
  it('lists a paid order whose console-edited fields have typos, with the fallbacks', async () => {
    const me = await createTestUser();
    const created = await placeOrder(me.token);
    const checkout = await sandboxPay(
      (await startPayment(me.token, created.orderId)).razorpayOrderId,
    );
    expect((await verify(me.token, created.orderId, checkout)).status).toBe(200);
    const file = `deliverables/${created.orderId}/report.pdf`;
    await admin.db.doc(`orders/${created._id}`).update({
      orderStatus: 'Deliverd',
      projectFiles: ` ${file} `,
    });

    const listed = await api<Array<Record<string, unknown>>>('/orders/myorders', {
      token: me.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      _id: created._id,
      paymentStatus: 'completed',
      totalAmount: QUIZ.student,
      orderStatus: 'pending',
      projectFiles: [file],
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const download = await api(`/orders/${created._id}/download`, { token: me.token });
    expect(download.status).toBe(409);
    expect(download.body).toEqual({
      message: 'Your project is not delivered yet',
      code: 'conflict',
    });

    // Another spelling of a known status is read as that status.
    await admin.db.doc(`orders/${created._id}`).update({ orderStatus: 'In Progress' });
    const again = await api<Array<Record<string, unknown>>>('/orders/myorders', {
      token: me.token,
    });
    expect(again.body[0]).toMatchObject({ orderStatus: 'in_progress' });
  });
});
