/**
 * The converter page's state. Its URL is the direction plus the input parameters themselves
 * (`/converter?direction=new_to_old&categories.main.id=1&brand.id[0]=9`), so a conversion is a
 * shareable link. The form holds the input as text or as name/value rows. Pure.
 */
import { formMessage } from '../../lib/form-message';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { Direction } from '../../api/converter-queries';
import {
  formatQueryString,
  isTrackingParam,
  MAX_QUERY_LENGTH,
  type QueryPair,
} from '../../api/contracts/query-codec';
import { issue, type QueryIssue } from '../../api/contracts/query-values';
import { isOlderMileageKey } from '../../api/contracts/vehicle-search-query';
import { parseLink } from '../../lib/parse-link';

export interface ConverterQuery {
  readonly direction: Direction;
  readonly input: readonly QueryPair[];
}

const DIRECTIONS: readonly Direction[] = ['new_to_old', 'old_to_new'];

const ownKey = (param: string): QueryIssue => ({
  param,
  message: 'api_key is left out: the app sends its own key.',
  rule: { kind: 'own-key' },
});

/** Whether the conversion leaves the name out: the app's key, or a link's tracking tag. */
const isLeftOut = (name: string) => name === 'api_key' || isTrackingParam(name);

/**
 * What the form's input holds that the conversion leaves out, once per name, with why: the form
 * says so while the text is there to read (the address, and so the form after a submit, holds
 * the rest only).
 */
export function leftOutOfInput(input: readonly QueryPair[]): QueryIssue[] {
  const names = new Set(input.map(([name]) => name).filter(isLeftOut));
  return [...names].map((name) =>
    name === 'api_key'
      ? ownKey(name)
      : {
          param: name,
          message: `${name} is left out: a link's tracking tag, which no search reads.`,
          rule: { kind: 'tracking' },
        },
  );
}

export function decodeConverter(pairs: readonly QueryPair[]) {
  const issues: QueryIssue[] = [];
  let direction: Direction = 'new_to_old';
  const input: QueryPair[] = [];
  for (const [name, value] of pairs) {
    if (name === 'direction') {
      if ((DIRECTIONS as readonly string[]).includes(value)) direction = value as Direction;
      else
        issues.push(
          issue.notOneOf(
            name,
            ['new_to_old', 'old_to_new'],
            'direction must be new_to_old or old_to_new.',
          ),
        );
    } else if (name === 'api_key') {
      issues.push(ownKey(name));
    } else if (isTrackingParam(name)) {
      // The link's way here (a share on Facebook adds fbclid), not the reader's input: passed
      // over without a notice, as the search pages do.
      continue;
    } else {
      input.push([name, value]);
    }
  }
  return { query: { direction, input } satisfies ConverterQuery, issues, unknown: [] as string[] };
}

export function encodeConverter(query: ConverterQuery): QueryPair[] {
  return [['direction', query.direction], ...query.input];
}

/**
 * One name or value as it reads in the text: as written (`Київ центр`, `1 000`, `%ZZ`), with
 * only what `parseLink` would read otherwise escaped: the separators `&`, `#` and `?`, line
 * breaks, `+` (a space), a `%` that starts an escape, `=` in a name, and spaces at either end
 * (taken off around `=` and `&`).
 */
function readable(text: string, isName: boolean): string {
  const escaped = text.replace(
    isName ? /[&#?+=\r\n]|%(?=[0-9a-f]{2})/gi : /[&#?+\r\n]|%(?=[0-9a-f]{2})/gi,
    (char) => encodeURIComponent(char),
  );
  return escaped.replace(/^\s+|\s+$/g, (spaces) => encodeURIComponent(spaces));
}

/**
 * Text as a person reads it (`brand.id[0]=9&search=Київ центр`), which reads back as the same
 * pairs. Where it would not (a name like `https://x`), the escaped form, brackets unescaped.
 */
export function inputToText(input: readonly QueryPair[]): string {
  const text = input
    .map(([name, value]) => `${readable(name, true)}=${readable(value, false)}`)
    .join('&');
  if (JSON.stringify(parseLink(text)) === JSON.stringify(input)) return text;
  return formatQueryString(input).replaceAll('%5B', '[').replaceAll('%5D', ']');
}

/**
 * The names the input gives more than once, each with its last value, in the order first given.
 * The service answers a name→value object, so only the last value of each is converted (but
 * `raceInt`/`race` from API names, which the search reads twice as a range).
 */
export function repeatedNames(
  input: readonly QueryPair[],
  direction: Direction = 'new_to_old',
): QueryPair[] {
  const last = new Map<string, { value: string; count: number }>();
  for (const [name, value] of input) {
    if (direction === 'old_to_new' && isOlderMileageKey(name)) continue;
    last.set(name, { value, count: (last.get(name)?.count ?? 0) + 1 });
  }
  return [...last].filter(([, { count }]) => count > 1).map(([name, { value }]) => [name, value]);
}

/**
 * The most parameters one conversion takes: the server reads MAX_QUERY_PARAMETERS (1,000) of
 * a request (server/http/limits.ts), and both the page's address and the service's request
 * add one of their own (`direction`, `api_key`). Past it, neither could be opened again (400).
 */
export const MAX_INPUT_PARAMETERS = 999;

export function rowsToPairs(rows: readonly { name: string; value: string }[]): QueryPair[] {
  return rows
    .filter((row) => row.name.trim() !== '')
    .map((row) => [row.name.trim(), row.value] as const);
}

export function pairsToRows(pairs: readonly QueryPair[]): { name: string; value: string }[] {
  return pairs.map(([name, value]) => ({ name, value }));
}

export function toFormValues(
  query: ConverterQuery,
  mode: ConverterFormValues['mode'] = 'text',
): ConverterFormValues {
  return {
    direction: query.direction,
    mode,
    text: inputToText(query.input),
    rows: pairsToRows(query.input),
  };
}

/** The input of the representation shown, as the form holds it. */
export function formInput(values: {
  readonly mode: 'text' | 'rows';
  readonly text: string;
  readonly rows: readonly { name: string; value: string }[];
}): QueryPair[] {
  return values.mode === 'rows' ? rowsToPairs(values.rows) : parseLink(values.text);
}

/** What the form asks for: the input of the representation shown, less what is left out. */
export function toQuery(values: {
  readonly direction: Direction;
  readonly mode: 'text' | 'rows';
  readonly text: string;
  readonly rows: readonly { name: string; value: string }[];
}): ConverterQuery {
  return {
    direction: values.direction,
    input: formInput(values).filter(([name]) => !isLeftOut(name)),
  };
}

/**
 * Whether the text is a page's address with no query (`https://auto.ria.com/uk/legkovie/bmw/x5/`,
 * `auto.ria.com/search/?`): a link copied from a page whose address holds no parameters.
 */
export function isAddressWithoutQuery(text: string): boolean {
  const link = text.trim().split('#')[0] ?? '';
  const question = link.indexOf('?');
  const address = question === -1 ? link : link.slice(0, question);
  const isAddress = /^[a-z][a-z0-9+.-]*:\/\//i.test(address) || address.includes('/');
  if (!isAddress) return false;
  return question === -1 ? !link.includes('=') : link.slice(question + 1).trim() === '';
}

/** Whether the input gives a value without a name (`=5`, a row with a value only). */
function hasNamelessValue(values: {
  readonly mode: 'text' | 'rows';
  readonly text: string;
  readonly rows: readonly { name: string; value: string }[];
}): boolean {
  return values.mode === 'rows'
    ? values.rows.some((row) => row.name.trim() === '' && row.value.trim() !== '')
    : parseLink(values.text).some(([name]) => name === '');
}

const formSchema = z
  .object({
    direction: z.enum(['new_to_old', 'old_to_new']),
    /** Which representation the reader edits: a link or query string, or name/value rows. */
    mode: z.enum(['text', 'rows']),
    text: z.string(),
    rows: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .check(
    // `=5`, or a row with a value and no name: the service would answer it under a blank name.
    // First: a row with a value only is no "row with a name" to add.
    z.refine((v) => !hasNamelessValue(v), {
      message: formMessage(
        msg`Every parameter needs a name before its value, such as brand.id[0]=9.`,
      ),
      path: ['text'],
    }),
    // A page's address without a query (a catalogue page, the search with nothing chosen):
    // where the parameters are to be found, in the words of the direction.
    z.refine(
      (v) =>
        v.mode !== 'text' ||
        v.direction !== 'new_to_old' ||
        toQuery(v).input.length > 0 ||
        !isAddressWithoutQuery(v.text),
      {
        message: formMessage(
          msg`This page’s address holds no search parameters. Search on the website, then copy the address of the results page: its parameters follow “?”.`,
        ),
        path: ['text'],
      },
    ),
    z.refine(
      (v) =>
        v.mode !== 'text' ||
        v.direction !== 'old_to_new' ||
        toQuery(v).input.length > 0 ||
        !isAddressWithoutQuery(v.text),
      {
        message: formMessage(
          msg`This address holds no parameters. Paste an API request with its query after “?”, such as category_id=1&marka_id[0]=9.`,
        ),
        path: ['text'],
      },
    ),
    // In either mode the message goes on `text`, which the page shows on the input shown.
    z.refine(
      (v) => v.mode !== 'text' || toQuery(v).input.length > 0 || isAddressWithoutQuery(v.text),
      {
        message: formMessage(
          msg`Paste a link or a query string with at least one parameter, such as brand.id[0]=9.`,
        ),
        path: ['text'],
      },
    ),
    z.refine((v) => v.mode !== 'rows' || toQuery(v).input.length > 0, {
      message: formMessage(
        msg`Add a parameter row with a name, such as brand.id[0], and its value.`,
      ),
      path: ['text'],
    }),
    z.refine((v) => toQuery(v).input.length <= MAX_INPUT_PARAMETERS, {
      message: formMessage(
        msg`This has more parameters than one request takes (999 at most). Convert it in parts, or leave out parameters the search does not need.`,
      ),
      path: ['text'],
    }),
    // The input goes into the page's address and the service's request: past the service's
    // limit neither could be opened again (414).
    z.refine((v) => formatQueryString(toQuery(v).input).length <= MAX_QUERY_LENGTH, {
      message: formMessage(
        msg`This is too long for one request. Convert it in parts, or leave out parameters the search does not need.`,
      ),
      path: ['text'],
    }),
  );

/** The form: as its inputs hold it (z.input), and the conversion it asks for (z.output). */
export const converterFormSchema = z.pipe(
  formSchema,
  z.transform((values: z.output<typeof formSchema>) => toQuery(values)),
);

export type ConverterFormValues = z.input<typeof converterFormSchema>;
