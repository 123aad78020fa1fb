import { describe, expect, it } from 'vitest';
import { fingerprintOf, idempotencyKeySchema, keyDocId } from './idempotency.js';

const input = {
  projectId: 'quiz-app',
  planType: 'student' as const,
  userDetails: { name: 'Priya', email: 'p@gmail.com', phone: '9876543210' },
  projectDetails: { requirements: '', deadline: '2030-01-01' },
};

describe('idempotency helpers', () => {
  it('accepts UUIDs and refuses short or odd keys', () => {
    expect(idempotencyKeySchema.parse('0b6f3c9e-8a7d-4c1e-9f00-5d2a1b3c4d5e')).toBeDefined();
    expect(idempotencyKeySchema.parse(undefined)).toBeUndefined();
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'slash/inside/key']) {
      expect(idempotencyKeySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('scopes keys to the user and hides them in the document id', () => {
    expect(keyDocId('u1', 'key-12345678')).not.toBe(keyDocId('u2', 'key-12345678'));
    expect(keyDocId('u1', 'key-12345678')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fingerprints every field that ends up in the order', () => {
    const base = fingerprintOf(input);
    expect(fingerprintOf({ ...input })).toBe(base);
    expect(fingerprintOf({ ...input, planType: 'business' })).not.toBe(base);
    expect(
      fingerprintOf({ ...input, projectDetails: { ...input.projectDetails, requirements: 'x' } }),
    ).not.toBe(base);
    expect(
      fingerprintOf({ ...input, userDetails: { ...input.userDetails, phone: '9876543211' } }),
    ).not.toBe(base);
  });
});
