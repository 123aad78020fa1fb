import { describe, expect, it } from 'vitest';
import { SEED } from '../../tools/src/seed-data/index.mjs';
import { api } from '../support/http.js';

type SeedProject = { id: string; category: string; active: boolean; studentPrice: number };
const PROJECT_FIELDS = [
  '_id',
  'businessPrice',
  'category',
  'deliveryTime',
  'description',
  'features',
  'icon',
  'image',
  'name',
  'studentPrice',
  'videoLink',
];

describe('GET /projects?category=', () => {
  it.each(['easy', 'medium', 'hard'])(
    'lists the active %s projects with docs/product.md §3 fields, cacheable',
    async (category) => {
      const res = await api<Array<Record<string, unknown>>>(`/projects?category=${category}`);
      expect(res.status).toBe(200);
      const expected = (SEED.projects as SeedProject[])
        .filter((p) => p.category === category && p.active)
        .map((p) => p.id);
      expect(res.body.map((p) => p._id).sort()).toEqual([...expected].sort());
      for (const project of res.body) {
        expect(Object.keys(project).sort()).toEqual(PROJECT_FIELDS);
        expect(project.category).toBe(category);
        expect(Number.isInteger(project.studentPrice)).toBe(true);
        expect(Array.isArray(project.features)).toBe(true);
      }
      expect(res.headers.get('cache-control')).toMatch(/public/);
      expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    },
  );

  it('never lists an inactive project', async () => {
    const res = await api<Array<{ _id: string }>>('/projects?category=easy');
    expect(res.body.map((p) => p._id)).not.toContain('railway-reservation-cpp');
  });

  it.each(['', '?category=', '?category=expert', '?category=EASY', '?category=easy&category=hard'])(
    'answers 400 for %j, not cached',
    async (query) => {
      const res = await api(`/projects${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'category must be easy, medium or hard',
        code: 'validation',
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );
});
