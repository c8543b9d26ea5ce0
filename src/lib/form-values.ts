/**
 * Schemas of what filter inputs hold, and what a valid form makes of it: text fields hold
 * strings, and a form's schema turns them into the numbers a search needs (z.input is the
 * form's values, z.output what a submit gets).
 */
import { formMessage } from './form-message';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { formatNumber, MAX_AMOUNT } from '../api/contracts/query-values';

const NUMBER = /^\d{1,13}(?:[.,]\d{1,6})?$/;
/**
 * Thousands grouped by spaces, as the app itself writes them in Ukrainian (a no-break or narrow
 * no-break space) and as people type them in either language: "9 000", "1 250 000".
 */
const SPACE_GROUPED = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,6})?$/;
/** Thousands grouped by commas, as English writes them: "9,000", "1,250,000.50". */
const COMMA_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,6})?$/;

/**
 * A number as typed in the page's language: "1500", "1.6" or "1,6", with thousands grouped by
 * spaces ("9 000"), and in English by commas ("9,000", where Ukrainian reads "9,000" as 9: its
 * decimal comma). Empty or anything else is absent, and the field says so: a guess would run
 * another search than the one meant.
 */
export function readNumber(
  raw: string | undefined,
  language: string = i18n.locale,
): number | undefined {
  let text = (raw ?? '').trim();
  if (SPACE_GROUPED.test(text)) text = text.replace(/[ \u00a0\u202f]/g, '');
  else if (language === 'en' && COMMA_GROUPED.test(text)) text = text.replaceAll(',', '');
  return NUMBER.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/**
 * A number as a field shows it in the page's language: "1,6" in Ukrainian (its decimal comma,
 * which the field's hint asks for), "1.6" in English; never grouped, so that it reads back.
 */
export function fieldText(value: number | undefined, language: string = i18n.locale): string {
  if (value === undefined) return '';
  const text = formatNumber(value);
  return language === 'uk' ? text.replace('.', ',') : text;
}

/** A whole number as typed, or absent. */
export function readInteger(raw: string | undefined): number | undefined {
  const value = readNumber(raw);
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}

/** A catalog id (positive); '' (the "any" choice) is absent. */
export function readId(raw: string | undefined): number | undefined {
  const value = readInteger(raw);
  return value !== undefined && value > 0 ? value : undefined;
}

const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * No larger than an address may hold (MAX_AMOUNT): a form must not send what the page then
 * drops from its address as "not a number".
 */
export const notTooLarge = z.refine<string>(
  (value: string) => !tooLong(value) && (readNumber(value) ?? 0) <= MAX_AMOUNT,
  formMessage(msg`Enter a number up to 1,000,000,000,000.`),
);

/**
 * Digits past what a number is read to (NUMBER's 13): "99999999999999999" is a number too
 * large, not text that is no number.
 */
function tooLong(raw: string): boolean {
  const whole = raw
    .trim()
    .replace(/[ \u00a0\u202f]/g, '')
    .replace(/[.,]\d{1,6}$/, '');
  return /^\d{14,}$/.test(whole);
}

/**
 * Whether a field's text is empty or a number (one too large included: `notTooLarge` says so),
 * rather than text that is no number.
 */
export const isNumberText = (value: string): boolean =>
  value.trim() === '' || readNumber(value) !== undefined || tooLong(value);

/** A text field that holds a number, or nothing: the number, or undefined. */
export const numberText = z.pipe(
  z
    .string()
    .check(
      z.refine(isNumberText, formMessage(msg`Enter a number, such as 1500 or 1.6.`)),
      notTooLarge,
    ),
  z.transform((value: string) => readNumber(value)),
);

/** A select of catalog ids ('' for any): the id, or undefined. */
export const idChoice = z.pipe(
  z.string(),
  z.transform((value: string) => readId(value)),
);

/** A checkbox group of ids: the checked ids, in order. */
export const idList = z.pipe(
  z.array(z.string()),
  z.transform((list: string[]) => list.map((value) => readId(value)).filter(isDefined)),
);

/** A select of fixed numeric choices ('1' | '2' | '3'): the number. */
export function numericChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.enum(values),
    z.transform((value: T[number]) => Number(value)),
  );
}

/**
 * A from/to pair is in order when either end is absent or from ≤ to. Typed as numbers, but
 * checked at run time too: a form's own checks run even when a field failed (and kept its text).
 */
export function inOrder(from: number | undefined, to: number | undefined): boolean {
  return typeof from !== 'number' || typeof to !== 'number' || from <= to;
}
