import { describe, expect, it } from 'vitest';
import { newOrderId, ORDER_ID_ALPHABET, ORDER_ID_PATTERN } from './order-id.js';
import { deliveryDateFrom, deliveryDays, priceFor, rupeesToPaise } from './pricing.js';

describe('priceFor (docs/product.md §9: total = plan price, no fee, no discount)', () => {
  const project = { studentPrice: 549, businessPrice: 1599 };

  it('uses the student price for the student plan', () => {
    expect(priceFor(project, 'student')).toEqual({ basePrice: 549, totalAmount: 549 });
  });

  it('uses the business price for the business plan', () => {
    expect(priceFor(project, 'business')).toEqual({ basePrice: 1599, totalAmount: 1599 });
  });

  it.each([0, -5, 0.5, 499.5, Number.NaN])('refuses to sell at %j', (studentPrice) => {
    expect(priceFor({ studentPrice, businessPrice: 1599 }, 'student')).toBeUndefined();
  });
});

describe('money and dates', () => {
  it('converts rupees to paise', () => {
    expect(rupeesToPaise(549)).toBe(54900);
    expect(rupeesToPaise(1)).toBe(100);
  });

  it('counts delivery days defensively', () => {
    expect(deliveryDays(7)).toBe(7);
    expect(deliveryDays(2.5)).toBe(3);
    expect(deliveryDays(undefined)).toBe(0);
    expect(deliveryDays(-1)).toBe(0);
  });

  it('puts the delivery date deliveryTime days after payment', () => {
    const paidAt = new Date('2025-10-01T10:30:00.000Z');
    expect(deliveryDateFrom(paidAt, 7).toISOString()).toBe('2025-10-08T10:30:00.000Z');
    expect(deliveryDateFrom(paidAt, 0).toISOString()).toBe('2025-10-01T10:30:00.000Z');
  });
});

describe('newOrderId', () => {
  it('looks like NS-7K3Q9M, from an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i += 1) expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
    expect(ORDER_ID_PATTERN.test('NS-7K3Q9M')).toBe(true);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '5', 'S', '8', 'B', '2', 'Z', 'U', 'V']) {
      expect(ORDER_ID_ALPHABET).not.toContain(lookAlike);
    }
  });

  it('is random', () => {
    const ids = new Set(Array.from({ length: 1000 }, newOrderId));
    expect(ids.size).toBeGreaterThan(995);
  });
});
