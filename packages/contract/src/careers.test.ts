import { describe, expect, it } from 'vitest';
import { CAREER_MESSAGES, parseCareerFields } from './careers.js';

const valid = {
  name: 'Asha Verma',
  email: 'asha@gmail.com',
  phone: '+91 98765-43210',
  position: 'Content Writer',
};

describe('parseCareerFields', () => {
  it('trims values and drops empty optional fields', () => {
    const result = parseCareerFields({
      ...valid,
      name: '  Asha Verma ',
      linkedin: ' https://linkedin.com/in/asha ',
      portfolio: '   ',
      skills: '',
      unknown: 'ignored',
    });
    expect(result).toEqual({
      ok: true,
      data: { ...valid, linkedin: 'https://linkedin.com/in/asha' },
    });
  });

  it.each(['name', 'email', 'phone', 'position'])(
    'a missing or blank %s → Please fill required fields.',
    (field) => {
      expect(parseCareerFields({ ...valid, [field]: undefined })).toEqual({
        ok: false,
        message: CAREER_MESSAGES.requiredFields,
      });
      expect(parseCareerFields({ ...valid, [field]: ' ' })).toEqual({
        ok: false,
        message: CAREER_MESSAGES.requiredFields,
      });
    },
  );

  it('reports a missing field before a malformed one', () => {
    const result = parseCareerFields({ ...valid, email: 'nope', position: '' });
    expect(result).toEqual({ ok: false, message: CAREER_MESSAGES.requiredFields });
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ phone: '12345' }, 'Please enter a valid phone number.'],
    [{ phone: '98765abc10' }, 'Please enter a valid phone number.'],
    [{ name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ about: 'a'.repeat(3001) }, 'About must be at most 3000 characters.'],
    [{ skills: 's'.repeat(1001) }, 'Skills must be at most 1000 characters.'],
  ])('%j → %s', (change, message) => {
    expect(parseCareerFields({ ...valid, ...change })).toEqual({ ok: false, message });
  });
});
