/**
 * Value rules shared by the search-query decoders: what counts as an id, an amount, an index.
 * Both the service (which answers 400 INVALID_PARAMETER) and the app (which drops the parameter
 * with a notice) read parameters through these, so they can never disagree.
 */

/**
 * What a refused value should have been, for readers in other languages: the service answers
 * `message` (English, in the error envelope); the app says the rule in the page's language.
 */
export type IssueRule =
  | { readonly kind: 'integer'; readonly max: number }
  | { readonly kind: 'amount' }
  | { readonly kind: 'one-of'; readonly allowed: readonly (number | string)[] }
  | { readonly kind: 'range'; readonly min: number; readonly max: number }
  /** Used, but only up to `max` (a page size past the service's largest). */
  | { readonly kind: 'capped'; readonly max: number }
  | { readonly kind: 'index'; readonly max: number }
  | { readonly kind: 'no-index'; readonly name: string }
  | { readonly kind: 'repeated' }
  | { readonly kind: 'date' }
  | { readonly kind: 'too-long'; readonly max: number }
  | { readonly kind: 'written-as'; readonly example: string }
  | { readonly kind: 'below'; readonly other: string }
  | { readonly kind: 'older-name'; readonly other: string }
  | { readonly kind: 'one-or-two' }
  | { readonly kind: 'own-key' }
  | { readonly kind: 'tracking' }
  | { readonly kind: 'required' };

export interface QueryIssue {
  /** The literal key as sent, e.g. `marka_id[0]`. */
  readonly param: string;
  readonly message: string;
  /** The rule broken, where it is one of the common ones. */
  readonly rule?: IssueRule;
}

export const MAX_ID = 2_147_483_647;
/** Row indexes (`marka_id[i]`) above this are refused: no form has that many rows. */
export const MAX_INDEX = 9_999;
export const MAX_AMOUNT = 1e12;

const DIGITS = /^\d{1,10}$/;
const DECIMAL = /^\d{1,13}(?:\.\d{1,6})?$/;

/** A non-negative integer id (`0` allowed: it means "any" for models, cities, makes). */
export function parseId(raw: string): number | undefined {
  if (!DIGITS.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_ID ? value : undefined;
}

/** A non-negative decimal such as a price, a volume in litres or a power. */
export function parseAmount(raw: string): number | undefined {
  if (!DECIMAL.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value <= MAX_AMOUNT ? value : undefined;
}

export function parseIndex(raw: string): number | undefined {
  if (!/^\d{1,4}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_INDEX ? value : undefined;
}

export function parseEnum<T extends number>(raw: string, allowed: readonly T[]): T | undefined {
  const value = parseId(raw);
  return value !== undefined && (allowed as readonly number[]).includes(value)
    ? (value as T)
    : undefined;
}

/** Formats a number the way a person would type it: no exponent, no trailing zeros. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

export const issue = {
  notInteger: (param: string): QueryIssue => ({
    param,
    message: `${param} must be a whole number from 0 to ${MAX_ID}.`,
    rule: { kind: 'integer', max: MAX_ID },
  }),
  notAmount: (param: string): QueryIssue => ({
    param,
    message: `${param} must be a non-negative number such as 1500 or 1.6.`,
    rule: { kind: 'amount' },
  }),
  notOneOf: (
    param: string,
    allowed: readonly (number | string)[],
    message = `${param} must be one of ${allowed.join(', ')}.`,
  ): QueryIssue => ({ param, message, rule: { kind: 'one-of', allowed } }),
  notInRange: (param: string, min: number, max: number): QueryIssue => ({
    param,
    message: `${param} must be a whole number from ${min} to ${max}.`,
    rule: { kind: 'range', min, max },
  }),
  capped: (param: string, max: number): QueryIssue => ({
    param,
    message: `${param} is at most ${max}: ${max} is used.`,
    rule: { kind: 'capped', max },
  }),
  badIndex: (param: string): QueryIssue => ({
    param,
    message: `${param} needs a row index from 0 to ${MAX_INDEX}, as in name[0].`,
    rule: { kind: 'index', max: MAX_INDEX },
  }),
  noIndex: (param: string, name: string): QueryIssue => ({
    param,
    message: `${name} takes no index; write ${name}=value.`,
    rule: { kind: 'no-index', name },
  }),
  writtenAs: (param: string, example: string, message: string): QueryIssue => ({
    param,
    message,
    rule: { kind: 'written-as', example },
  }),
  repeated: (param: string): QueryIssue => ({
    param,
    message: `${param} is given more than once; give it once.`,
    rule: { kind: 'repeated' },
  }),
} as const;
