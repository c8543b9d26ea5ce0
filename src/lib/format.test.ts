import '../test/english';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatRange, parseApiDate } from './format';

describe('format', () => {
  it('shows an API time as the service recorded it, whatever the reader’s zone', () => {
    expect(parseApiDate('2026-01-31 23:30:00')?.toISOString()).toBe('2026-01-31T23:30:00.000Z');
    const shown = formatDate('2026-01-31 23:30:00', true);
    expect(shown).toContain('31');
    expect(shown).toMatch(/11:30|23:30/);
    expect(formatDate('2026-02-01')).toContain('1');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes both ends of a range alike, grouped when either needs it', () => {
    expect(formatRange(3000, 20000, 'USD')).toBe('3,000–20,000 USD');
    expect(formatRange(9000, 12500, 'USD')).toBe('9,000–12,500 USD');
    expect(formatRange(1990, 2010)).toBe('1990–2010');
    expect(formatRange(3000, undefined, 'USD')).toBe('from 3000 USD');
  });

  it('formats amounts with at most two decimals', () => {
    expect(formatAmount(1234.5678).replace(/\D/g, '')).toBe('123457');
  });
});
