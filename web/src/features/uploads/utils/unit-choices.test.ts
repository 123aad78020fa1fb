import { describe, expect, it } from 'vitest';
import { unitChoices } from './unit-choices';

describe('unitChoices', () => {
  it('offers Unit 1–5 while the notes are not known', () => {
    expect(unitChoices(undefined)).toEqual([
      ['1', 'Unit 1'],
      ['2', 'Unit 2'],
      ['3', 'Unit 3'],
      ['4', 'Unit 4'],
      ['5', 'Unit 5'],
    ]);
  });

  it("goes up to the notes' last unit and counts each unit's notes", () => {
    expect(unitChoices([3, 3, null, 7]).map(([, label]) => label)).toEqual([
      'Unit 1 (no notes yet)',
      'Unit 2 (no notes yet)',
      'Unit 3 (2 notes)',
      'Unit 4 (no notes yet)',
      'Unit 5 (no notes yet)',
      'Unit 6 (no notes yet)',
      'Unit 7 (1 note)',
    ]);
  });

  it('includes the unit already chosen (the one a request asks for), within the API limit', () => {
    expect(unitChoices([], '9').at(-1)).toEqual(['9', 'Unit 9 (no notes yet)']);
    expect(unitChoices([], '99')).toHaveLength(20);
    expect(unitChoices([], '')).toHaveLength(5);
  });
});
