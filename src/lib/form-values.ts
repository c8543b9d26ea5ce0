/**
 * Reading what filter forms hold: numbers as people type them, and checkbox groups, which
 * react-hook-form gives as an array, or as a boolean or a string when the group has one box.
 */
import * as z from 'zod/mini';

const NUMBER = /^\d{1,13}(?:[.,]\d{1,6})?$/;

/** "1500", "1.6" or "1,6" as a number; empty or anything else is absent. */
export function readNumber(raw: string | undefined): number | undefined {
  const trimmed = (raw ?? '').trim();
  return NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

/** A whole number as typed, or absent. */
export function readInteger(raw: string | undefined): number | undefined {
  const value = readNumber(raw);
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}

export function asList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string' && value
      ? [value]
      : [];
}

/** A text field that must hold a number, or nothing. */
export const numberText = z
  .string()
  .check(
    z.refine(
      (value) => value.trim() === '' || NUMBER.test(value.trim()),
      'Enter a number, such as 1500 or 1.6.',
    ),
  );

/** A from/to pair is in order when either end is empty or from ≤ to. */
export function inOrder(from: string, to: string): boolean {
  const low = readNumber(from);
  const high = readNumber(to);
  return low === undefined || high === undefined || low <= high;
}
