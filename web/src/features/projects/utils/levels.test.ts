import type { ProjectDto } from '@notesea/contract/projects';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '@/utils/format';
import { priceRange } from './levels';

const project = (studentPrice: number | null, businessPrice: number | null): ProjectDto => ({
  _id: `p-${studentPrice}-${businessPrice}`,
  name: 'P',
  description: '',
  icon: '',
  studentPrice,
  businessPrice,
  features: [],
  videoLink: '',
  image: '',
  deliveryTime: 3,
  category: 'easy',
});

describe('priceRange', () => {
  it('spans the lowest to the highest of student and business prices', () => {
    expect(priceRange([project(599, 1799), project(499, 1499), project(699, 1999)])).toEqual({
      min: 499,
      max: 1999,
    });
  });

  it('ignores missing prices and is undefined when none is known', () => {
    expect(priceRange([project(null, 2500), project(900, null)])).toEqual({ min: 900, max: 2500 });
    expect(priceRange([project(null, null)])).toBeUndefined();
    expect(priceRange([])).toBeUndefined();
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });

  it('shows a dash for a missing price', () => {
    expect(formatRupees(null)).toBe('—');
    expect(formatRupees(Number.NaN)).toBe('—');
  });
});
