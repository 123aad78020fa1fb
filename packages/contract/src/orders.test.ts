import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookingFormSchema,
  canDownload,
  createOrderSchema,
  fileNameOf,
  indiaToday,
  isCalendarDate,
  orderStatusLabel,
  paymentStatusLabel,
  toCreateOrderBody,
  verifyPaymentSchema,
} from './orders.js';

// 2025-10-01 20:00 UTC is already 2025-10-02 01:30 in India.
const NOW = Date.parse('2025-10-01T20:00:00.000Z');

const form = {
  name: 'Priya Sharma',
  email: 'priya@gmail.com',
  phone: '9876543210',
  deadline: '2025-10-20',
  requirements: 'Report and PPT',
  planType: 'business',
};

function firstMessage(schema: typeof bookingFormSchema | typeof createOrderSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('indiaToday / isCalendarDate', () => {
  it('is the date in India (UTC+5:30)', () => {
    expect(indiaToday()).toBe('2025-10-02');
    expect(indiaToday(Date.parse('2025-10-01T18:29:59.000Z'))).toBe('2025-10-01');
    expect(indiaToday(Date.parse('2025-10-01T18:30:00.000Z'))).toBe('2025-10-02');
  });

  it.each([
    ['2025-10-02', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-10-02T10:00:00Z', true],
    ['02/10/2025', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });
});

describe('bookingFormSchema', () => {
  it('accepts the form, trimming text and keeping the plan', () => {
    expect(bookingFormSchema.parse({ ...form, name: '  Priya Sharma ' })).toEqual(form);
  });

  it('defaults the plan to student and requirements to empty', () => {
    const { planType: _p, requirements: _r, ...rest } = form;
    expect(bookingFormSchema.parse(rest)).toMatchObject({ planType: 'student', requirements: '' });
  });

  it('accepts a deadline of today in India and cuts a date-time to its date', () => {
    expect(bookingFormSchema.parse({ ...form, deadline: '2025-10-02' }).deadline).toBe(
      '2025-10-02',
    );
    expect(
      bookingFormSchema.parse({ ...form, deadline: '2025-10-03T00:00:00.000Z' }).deadline,
    ).toBe('2025-10-03');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'priya@' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '98765' }, 'Phone number must be 10 digits'],
    [{ phone: '+919876543210' }, 'Phone number must be 10 digits'],
    [{ phone: 9876543210 }, 'Phone number must be text'],
    [{ deadline: '' }, 'Deadline is required'],
    [{ deadline: 'tomorrow' }, 'Deadline must be a valid date'],
    [{ deadline: '2025-02-30' }, 'Deadline must be a valid date'],
    [{ deadline: '2025-10-01' }, 'Deadline cannot be in the past'],
    [{ requirements: 'x'.repeat(5001) }, 'Requirements must be at most 5000 characters'],
    [{ planType: 'gold' }, 'Plan must be student or business'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(bookingFormSchema, { ...form, ...change })).toBe(message);
  });

  it('allows exactly 5000 characters of requirements', () => {
    expect(bookingFormSchema.safeParse({ ...form, requirements: 'x'.repeat(5000) }).success).toBe(
      true,
    );
  });
});

describe('createOrderSchema', () => {
  const nested = () => toCreateOrderBody('quiz-app', bookingFormSchema.parse(form));

  it('is the nested form of the booking form', () => {
    const body = nested();
    expect(body).toEqual({
      projectId: 'quiz-app',
      planType: 'business',
      userDetails: { name: 'Priya Sharma', email: 'priya@gmail.com', phone: '9876543210' },
      projectDetails: { requirements: 'Report and PPT', deadline: '2025-10-20' },
    });
    expect(createOrderSchema.parse({ ...body, totalAmount: 1 })).toEqual(body);
  });

  it.each([
    [{ projectId: undefined }, 'projectId is required'],
    [{ projectId: 'a/b' }, 'projectId is invalid'],
    [{ userDetails: undefined }, 'userDetails is required'],
    [{ projectDetails: 'x' }, 'projectDetails is required'],
    [{ projectDetails: { deadline: '2020-01-01' } }, 'Deadline cannot be in the past'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(createOrderSchema, { ...nested(), ...change })).toBe(message);
  });
});

describe('verifyPaymentSchema', () => {
  const valid = {
    orderId: 'NS-7K3Q9M',
    razorpay_order_id: 'order_abc',
    razorpay_payment_id: 'pay_ABC123',
    razorpay_signature: 'f'.repeat(64),
  };

  it('accepts a Checkout result', () => {
    expect(verifyPaymentSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ razorpay_payment_id: 'pay_../x' }, 'razorpay_payment_id is invalid'],
    [{ razorpay_payment_id: '' }, 'razorpay_payment_id is required'],
    [{ razorpay_signature: undefined }, 'razorpay_signature is required'],
    [{ orderId: '..' }, 'orderId is invalid'],
  ])('%j → %s', (change, message) => {
    const result = verifyPaymentSchema.safeParse({ ...valid, ...change });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});

describe('labels (docs/product.md §4)', () => {
  it('shows completed as Paid, anything else as Pending', () => {
    expect(paymentStatusLabel('completed')).toBe('Paid');
    expect(paymentStatusLabel('pending')).toBe('Pending');
    expect(paymentStatusLabel('failed')).toBe('Pending');
  });

  it('maps order statuses', () => {
    expect(orderStatusLabel('delivered')).toBe('Delivered');
    expect(orderStatusLabel('in_progress')).toBe('In Progress');
    expect(orderStatusLabel('pending')).toBe('Pending');
  });

  it('offers a download only when delivered with a file', () => {
    expect(canDownload({ orderStatus: 'delivered', projectFiles: ['deliverables/a/b.zip'] })).toBe(
      true,
    );
    expect(canDownload({ orderStatus: 'delivered', projectFiles: [] })).toBe(false);
    expect(canDownload({ orderStatus: 'in_progress', projectFiles: ['x'] })).toBe(false);
  });

  it('names a download after the last path segment', () => {
    expect(fileNameOf('deliverables/NS-7K3Q9M/report.zip')).toBe('report.zip');
    expect(fileNameOf('report.zip')).toBe('report.zip');
  });
});
