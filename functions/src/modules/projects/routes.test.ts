import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');

let fake: FakeFirestore;
const base = { description: 'd', icon: '🎓', features: ['A', '', '3'], videoLink: '', image: '' };

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('projects/b', {
    ...base,
    name: 'B',
    category: 'easy',
    active: true,
    studentPrice: 699,
    businessPrice: 1999,
    deliveryTime: 4,
    order: 2,
  });
  fake.put('projects/a', {
    ...base,
    name: 'A',
    category: 'easy',
    active: true,
    studentPrice: 499,
    businessPrice: 1499,
    deliveryTime: 3,
    order: 1,
  });
  fake.put('projects/c', {
    ...base,
    name: 'C',
    category: 'easy',
    active: true,
    studentPrice: 399,
    businessPrice: 999,
  });
  // Console typos: a price typed as text, a name typed as a number. Neither is listed.
  fake.put('projects/free', {
    ...base,
    name: 'Free',
    category: 'easy',
    active: true,
    studentPrice: 'free',
    businessPrice: 9,
  });
  fake.put('projects/number', {
    ...base,
    name: 42,
    category: 'easy',
    active: true,
    studentPrice: 5,
    businessPrice: 9,
  });
  fake.put('projects/old', {
    ...base,
    name: 'Old',
    category: 'easy',
    active: false,
    studentPrice: 1,
    businessPrice: 2,
  });
  fake.put('projects/h', {
    ...base,
    name: 'H',
    category: 'hard',
    active: true,
    studentPrice: 3999,
    businessPrice: 9999,
  });
  fake.resetCounters();
});

describe('GET /api/projects', () => {
  it('lists the active projects of a level in catalogue order, in one query, cacheable, typos left out', async () => {
    const res = await send(createApp(), '/api/projects?category=easy');
    expect(res.status).toBe(200);
    const body = res.body as Array<Record<string, unknown>>;
    expect(body.map((p) => p._id)).toEqual(['a', 'b', 'c']);
    expect(body[0]).toEqual({
      _id: 'a',
      name: 'A',
      description: 'd',
      icon: '🎓',
      studentPrice: 499,
      businessPrice: 1499,
      features: ['A', '3'],
      videoLink: '',
      image: '',
      deliveryTime: 3,
      category: 'easy',
    });
    expect(body[2]).toMatchObject({ studentPrice: 399, deliveryTime: null });
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=3600');
    expect(fake.queries + fake.gets).toBe(1);
  });

  it('answers 400 for another category', async () => {
    const res = await send(createApp(), '/api/projects?category=expert');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'category must be easy, medium or hard',
      code: 'validation',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
