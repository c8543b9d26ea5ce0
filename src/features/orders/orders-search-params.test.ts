import '../../test/english';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString } from '../../api/contracts/query-codec';
import { messageText } from '../../lib/form-message';
import {
  decodeOrdersQuery,
  encodeOrdersQuery,
  MAX_TEXT_LENGTH,
  ordersFormSchema,
  parseDay,
  SORT_COLUMNS,
  toFormValues,
  toQuery as queryOf,
  type OrdersFormValues,
  type OrdersQuery,
} from './orders-search-params';

/** What a submit does: the schema reads the form, then the query is built from its output. */
const toQuery = (
  values: OrdersFormValues,
  ...current: Parameters<typeof queryOf> extends [unknown, ...infer R] ? R : never
) => queryOf(ordersFormSchema.parse(values), ...current);

const decode = (search: string) => decodeOrdersQuery(parseQueryString(search));
const encode = (query: OrdersQuery) => formatQueryString(encodeOrdersQuery(query));

const dayArb = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const amountArb = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
);
/** Free text as it is kept: trimmed, never empty, any characters (markup, quotes, &, =, %). */
const textArb = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .map((text) => text.trim())
  .filter((text) => text.length > 0 && text.length <= MAX_TEXT_LENGTH);

/** Queries in canonical form: what decoding a URL can give. */
const queryArb: fc.Arbitrary<OrdersQuery> = fc
  .record(
    {
      statuses: fc.subarray([0, 1, 2, 6] as const),
      range: fc.tuple(dayArb, dayArb).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
      amounts: fc.tuple(amountArb, amountArb).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
      q: textArb,
      sort: fc.record({ column: fc.constantFrom(...SORT_COLUMNS), desc: fc.boolean() }),
    },
    { requiredKeys: ['statuses'] },
  )
  .chain((r) =>
    fc
      .record({
        from: fc.boolean(),
        to: fc.boolean(),
        min: fc.boolean(),
        max: fc.boolean(),
      })
      .map((use) => {
        const query: { -readonly [K in keyof OrdersQuery]: OrdersQuery[K] } = {
          statuses: r.statuses,
        };
        if (r.range && use.from) query.from = r.range[0];
        if (r.range && use.to) query.to = r.range[1];
        if (r.amounts && use.min) query.min = r.amounts[0];
        if (r.amounts && use.max) query.max = r.amounts[1];
        if (r.q) query.q = r.q;
        if (r.sort && !(r.sort.column === 'created' && r.sort.desc)) query.sort = r.sort;
        return query;
      }),
  );

describe('decodeOrdersQuery', () => {
  it('reads every filter and the sort order', () => {
    const { query, issues, unknown } = decode(
      'status=6&status=0&from=2026-01-01&to=2026-02-01&min=100&max=2500.5&q=%D0%9F%D0%B5%D1%82%D1%80%D0%B5%D0%BD%D0%BA%D0%BE&sort=total&dir=asc',
    );
    expect(issues).toEqual([]);
    expect(unknown).toEqual([]);
    expect(query).toEqual({
      statuses: [0, 6],
      from: '2026-01-01',
      to: '2026-02-01',
      min: 100,
      max: 2500.5,
      q: 'Петренко',
      sort: { column: 'total', desc: false },
    });
  });

  it('gives the empty query (newest first) for an empty URL', () => {
    expect(decode('')).toEqual({ query: { statuses: [] }, issues: [], unknown: [] });
  });

  it('treats a repeated status once, and the default sort as no sort', () => {
    expect(decode('status=1&status=1&sort=created&dir=desc').query).toEqual({ statuses: [1] });
  });

  it('reads status=4, RIA’s “all” as a filter, as no status filter', () => {
    expect(decode('status=4')).toEqual({ query: { statuses: [] }, issues: [], unknown: [] });
    expect(decode('status=1&status=4').query).toEqual({ statuses: [] });
  });

  it('sorts ascending when only a column is given, and by creation when only a direction is', () => {
    expect(decode('sort=recipient').query.sort).toEqual({ column: 'recipient', desc: false });
    expect(decode('dir=asc').query.sort).toEqual({ column: 'created', desc: false });
  });

  it('drops what it cannot read, with an issue for each, and lists unknown keys', () => {
    const { query, issues, unknown } = decode(
      'status=3&status=x&from=yesterday&to=2026-02-30&min=-5&max=1e3&sort=colour&dir=up&colour=red&api_key=secret',
    );
    expect(query).toEqual({ statuses: [] });
    expect(issues.map((issue) => issue.param)).toEqual([
      'status',
      'status',
      'from',
      'to',
      'min',
      'max',
      'sort',
      'dir',
    ]);
    expect(unknown).toEqual(['colour']);
  });

  it('passes over the tracking parameters a shared link arrives with, without a notice', () => {
    const { query, issues, unknown } = decode(
      'status=1&utm_source=mail&utm_campaign=spring&fbclid=Iw',
    );
    expect(query).toEqual({ statuses: [1] });
    expect(issues).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it('refuses a range whose end is before its start, keeping the start', () => {
    const { query, issues } = decode('from=2026-03-01&to=2026-02-01&min=500&max=100');
    expect(query).toEqual({ statuses: [], from: '2026-03-01', min: 500 });
    expect(issues.map((issue) => issue.param)).toEqual(['to', 'max']);
  });

  it('reports a single-value parameter given twice and keeps the first', () => {
    const { query, issues } = decode('q=one&q=two');
    expect(query.q).toBe('one');
    expect(issues.map((issue) => issue.param)).toEqual(['q']);
    expect(issues[0]?.message).toContain('more than once');
  });

  it('ignores empty values and trims the text; refuses an overlong text', () => {
    expect(decode('status=&from=&q=%20%20').query).toEqual({ statuses: [] });
    expect(decode('q=%20a%20b%20').query.q).toBe('a b');
    const long = decode(`q=${'x'.repeat(MAX_TEXT_LENGTH + 1)}`);
    expect(long.query.q).toBeUndefined();
    expect(long.issues[0]?.param).toBe('q');
  });

  it('keeps hostile text as text', () => {
    const text = '<script>alert("x")</script> & a=b, "c"\nd';
    const { query } = decode(encode({ statuses: [], q: text }));
    expect(query.q).toBe(text);
  });
});

describe('encodeOrdersQuery', () => {
  it('writes one canonical order, and nothing for the defaults', () => {
    expect(
      encode({
        sort: { column: 'delivery', desc: true },
        q: 'a&b',
        max: 10.5,
        min: 1,
        to: '2026-02-01',
        from: '2026-01-01',
        statuses: [6, 0],
      }),
    ).toBe(
      'status=0&status=6&from=2026-01-01&to=2026-02-01&min=1&max=10.5&q=a%26b&sort=delivery&dir=desc',
    );
    expect(encode({ statuses: [], sort: { column: 'created', desc: true } })).toBe('');
  });

  it('round-trips every canonical query through the URL text', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const decoded = decode(encode(query));
        expect(decoded.issues).toEqual([]);
        expect(decoded.unknown).toEqual([]);
        expect(decoded.query).toEqual(query);
      }),
    );
  });
});

describe('the filter form', () => {
  it('round-trips every canonical query through the form values', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        expect(toQuery(toFormValues(query), query)).toEqual(query);
      }),
    );
  });

  it('keeps the sort order of the current query, and reads what the inputs hold', () => {
    const values: OrdersFormValues = {
      statuses: ['6', '0', '6'],
      from: '2026-01-01',
      to: '',
      min: '',
      max: '2500,5',
      q: '  Петренко  ',
    };
    expect(toQuery(values, { statuses: [], sort: { column: 'total', desc: true } })).toEqual({
      statuses: [0, 6],
      from: '2026-01-01',
      max: 2500.5,
      q: 'Петренко',
      sort: { column: 'total', desc: true },
    });
  });

  it('flags an end before the start, and a largest total below the smallest, on the end', () => {
    const result = ordersFormSchema.safeParse({
      ...toFormValues({ statuses: [] }),
      from: '2026-02-01',
      to: '2026-01-01',
      min: '500',
      max: '100',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['to', 'max']);
  });

  it('says, in words the reader gets, the longest search text it takes', () => {
    const result = ordersFormSchema.safeParse({
      ...toFormValues({ statuses: [] }),
      q: 'x'.repeat(MAX_TEXT_LENGTH + 1),
    });
    const [problem] = result.error?.issues ?? [];
    expect(problem?.path).toEqual(['q']);
    // The schema holds a message id; the field shows its words (src/lib/form-message.ts).
    expect(messageText(problem?.message ?? '')).toBe(`Use at most ${MAX_TEXT_LENGTH} characters.`);
  });

  it('flags amounts and dates it cannot read', () => {
    const result = ordersFormSchema.safeParse({
      ...toFormValues({ statuses: [] }),
      from: '31.01.2026',
      min: 'ten',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['from', 'min']);
  });
});

describe('parseDay', () => {
  it('accepts real calendar days only', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2026-02-29')).toBeUndefined();
    expect(parseDay('2026-13-01')).toBeUndefined();
    expect(parseDay('2026-1-1')).toBeUndefined();
    expect(parseDay('')).toBeUndefined();
  });

  it('takes any year written with four digits, as a date input does', () => {
    // "from" the first day there is: every order is after it. Years 0-99 are not 1900-1999.
    expect(parseDay('0001-01-01')).toBe('0001-01-01');
    expect(parseDay('1969-12-31')).toBe('1969-12-31');
    expect(parseDay('0099-02-29')).toBeUndefined();
    expect(parseDay('0096-02-29')).toBe('0096-02-29');
    expect(parseDay('0000-01-01')).toBeUndefined();
  });
});
