import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, parseApiDate } from './format';

describe('format', () => {
  it('shows an API time as the service recorded it, whatever the reader’s zone', () => {
    expect(parseApiDate('2026-01-31 23:30:00')?.toISOString()).toBe('2026-01-31T23:30:00.000Z');
    const shown = formatDate('2026-01-31 23:30:00', true);
    expect(shown).toContain('31');
    expect(shown).toMatch(/11:30|23:30/);
    expect(formatDate('2026-02-01')).toContain('1');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('formats amounts with at most two decimals', () => {
    expect(formatAmount(1234.5678).replace(/\D/g, '')).toBe('123457');
  });
});
