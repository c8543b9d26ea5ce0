import { describe, expect, it } from 'vitest';
import { fieldText, readNumber } from './form-values';

describe('readNumber', () => {
  it('reads whole and decimal numbers, with a point or a comma, in either language', () => {
    for (const language of ['uk', 'en']) {
      expect(readNumber('1500', language)).toBe(1500);
      expect(readNumber(' 1.6 ', language)).toBe(1.6);
      expect(readNumber('1,6', language)).toBe(1.6);
      expect(readNumber('', language)).toBeUndefined();
    }
  });

  it('reads thousands grouped by spaces, as the app writes them in Ukrainian', () => {
    for (const language of ['uk', 'en']) {
      expect(readNumber('9 000', language)).toBe(9000);
      expect(readNumber('9\u00a0000', language)).toBe(9000);
      expect(readNumber('1\u202f250\u202f000,5', language)).toBe(1250000.5);
    }
  });

  it('reads "9,000" as nine thousand in English, and as nine in Ukrainian (its decimal comma)', () => {
    expect(readNumber('9,000', 'en')).toBe(9000);
    expect(readNumber('12,500', 'en')).toBe(12500);
    expect(readNumber('1,250,000.50', 'en')).toBe(1250000.5);
    expect(readNumber('9,000', 'uk')).toBe(9);
  });

  it('refuses what it would have to guess at, so the field can say so', () => {
    for (const language of ['uk', 'en']) {
      for (const text of ['9 00', '90 00 0', '1,2,3', '1.250.000', 'abc', '1e5', '-5', '9 000 x']) {
        expect(readNumber(text, language), `${text} in ${language}`).toBeUndefined();
      }
    }
    expect(readNumber('1,250,000', 'uk')).toBeUndefined();
  });
});

describe('fieldText', () => {
  it('writes a number as a field of the page’s language shows it, and reads back', () => {
    expect(fieldText(1500.5, 'uk')).toBe('1500,5');
    expect(fieldText(1500.5, 'en')).toBe('1500.5');
    expect(fieldText(9000, 'uk')).toBe('9000');
    expect(fieldText(undefined, 'uk')).toBe('');
    for (const value of [1.6, 1500.5, 0.000001, 123456789012.5]) {
      for (const language of ['uk', 'en']) {
        expect(readNumber(fieldText(value, language), language)).toBe(value);
      }
    }
  });
});
