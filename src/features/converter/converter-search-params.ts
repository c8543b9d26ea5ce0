/**
 * The converter page's state. Its URL is the direction plus the input parameters themselves
 * (`/converter?direction=new_to_old&categories.main.id=1&brand.id[0]=9`), so a conversion is a
 * shareable link. The form holds the input as text or as name/value rows. Pure.
 */
import { formMessage } from '../../lib/form-message';
import { msg, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { Direction } from '../../api/converter-queries';
import {
  formatQueryString,
  isTrackingParam,
  MAX_QUERY_LENGTH,
  type QueryPair,
} from '../../api/contracts/query-codec';
import { issue, type QueryIssue } from '../../api/contracts/query-values';
import { decodeVehicleSearch } from '../../api/contracts/vehicle-search-query';
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

/** Text as a person reads it: brackets unescaped (`brand.id[0]=9`). */
export function inputToText(input: readonly QueryPair[]): string {
  return formatQueryString(input).replaceAll('%5B', '[').replaceAll('%5D', ']');
}

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

const formSchema = z
  .object({
    direction: z.enum(['new_to_old', 'old_to_new']),
    /** Which representation the reader edits: a link or query string, or name/value rows. */
    mode: z.enum(['text', 'rows']),
    text: z.string(),
    rows: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .check(
    z.refine((v) => toQuery(v).input.length > 0, {
      message: formMessage(
        msg`Paste a link or a query string with at least one parameter, such as brand.id[0]=9.`,
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

/**
 * Whether the name is a vehicle search parameter of the API, index included (`marka_id[0]`,
 * `countpage`; not `marka_id`). Every one of them takes the value 1.
 */
function isApiName(name: string): boolean {
  const { unknown, issues } = decodeVehicleSearch([[name, '1']]);
  return unknown.length === 0 && issues.length === 0;
}

/**
 * Why the service left a parameter unconverted, and what to do about it. The service says only
 * that it did; the app's codec knows the API's names, which tells the two usual causes apart.
 */
export function whyNotConverted(direction: Direction, name: string): string {
  if (direction === 'new_to_old') {
    return isApiName(name)
      ? t`Already an API name: it needs no conversion, and can go to the search as it is.`
      : t`Not a website search parameter the service knows; the search would ignore it.`;
  }
  return isApiName(name)
    ? t`An API parameter the website has no name for; the website link leaves it out.`
    : t`Not an API vehicle search parameter; check its spelling and index, like marka_id[0].`;
}
