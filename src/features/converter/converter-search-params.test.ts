import '../../test/english';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../lib/form-message';
import {
  formatQueryString,
  isTrackingParam,
  MAX_QUERY_LENGTH,
  MAX_URL_LENGTH,
  parseQueryString,
} from '../../api/contracts/query-codec';
import {
  converterFormSchema,
  decodeConverter,
  encodeConverter,
  inputToText,
  isAddressWithoutQuery,
  leftOutOfInput,
  MAX_INPUT_PARAMETERS,
  pairsToRows,
  repeatedNames,
  toFormValues,
  toQuery,
} from './converter-search-params';

const name = fc
  .stringMatching(/^[a-z][a-z._]{0,8}(\[\d\])?(\.gte|\.lte)?$/)
  .filter((n) => n !== 'direction' && n !== 'api_key' && !isTrackingParam(n));
const value = fc.string({ maxLength: 6 });
const input = fc.array(fc.tuple(name, value), {
  minLength: 1,
  maxLength: 6,
});
const direction = fc.constantFrom('new_to_old' as const, 'old_to_new' as const);

describe('converter search params', () => {
  it('page URL → query → page URL keeps the direction and every input pair in order', () => {
    fc.assert(
      fc.property(direction, input, (dir, pairs) => {
        const url = formatQueryString(encodeConverter({ direction: dir, input: pairs }));
        expect(decodeConverter(parseQueryString(url)).query).toEqual({
          direction: dir,
          input: pairs,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('switching between text and rows keeps the content', () => {
    fc.assert(
      fc.property(direction, input, (dir, pairs) => {
        const values = toFormValues({ direction: dir, input: pairs });
        expect(toQuery({ ...values, mode: 'text' }).input).toEqual(pairs);
        expect(toQuery({ ...values, mode: 'rows' }).input).toEqual(pairs);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out a pasted api_key and refuses an empty input', () => {
    const decoded = decodeConverter(
      parseQueryString('direction=old_to_new&api_key=YOUR_API_KEY&marka_id[0]=9'),
    );
    expect(decoded.query.input).toEqual([['marka_id[0]', '9']]);
    expect(decoded.issues.map((i) => i.param)).toEqual(['api_key']);
    const empty = toFormValues({ direction: 'new_to_old', input: [] });
    expect(converterFormSchema.safeParse(empty).success).toBe(false);
    expect(
      converterFormSchema.safeParse({ ...empty, mode: 'rows', rows: pairsToRows([['a', '1']]) })
        .success,
    ).toBe(true);
  });

  it('refuses, on its field, an input the service could not take in one request', () => {
    const link = (q: string) => ({
      ...toFormValues({ direction: 'new_to_old', input: [] }),
      text: `https://auto.ria.com/search/?brand.id[0]=9&q=${q}`,
    });
    const fits = 'x'.repeat(MAX_QUERY_LENGTH - 'brand.id%5B0%5D=9&q='.length);
    expect(converterFormSchema.safeParse(link(fits)).success).toBe(true);
    const refused = converterFormSchema.safeParse(link(`${fits}x`));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, messageText(issue.message)])).toEqual([
      [
        ['text'],
        'This is too long for one request. Convert it in parts, or leave out parameters the search does not need.',
      ],
    ]);
    // What fits leaves room in the page's address and the service's request for the rest.
    const address = `/uk/converter?${formatQueryString(encodeConverter(toQuery(link(fits))))}`;
    expect(address.length).toBeLessThan(MAX_URL_LENGTH);
  });

  it('passes over a link’s tracking tags in the address, without a notice', () => {
    // A converter link shared on Facebook comes back with fbclid.
    const decoded = decodeConverter(
      parseQueryString('direction=old_to_new&marka_id[0]=9&fbclid=IwAR0x&utm_source=fb'),
    );
    expect(decoded.query.input).toEqual([['marka_id[0]', '9']]);
    expect(decoded.issues).toEqual([]);
  });

  it('leaves tracking tags and the key out of what the form asks for, and says which', () => {
    const values = {
      direction: 'new_to_old' as const,
      mode: 'text' as const,
      rows: [],
      text: 'https://auto.ria.com/search/?brand.id[0]=9&utm_source=google&api_key=K&gclid=x&utm_source=b',
    };
    expect(toQuery(values).input).toEqual([['brand.id[0]', '9']]);
    const rows = pairsToRows([
      ['gclid', 'x'],
      ['brand.id[0]', '9'],
    ]);
    expect(toQuery({ ...values, mode: 'rows', rows }).input).toEqual([['brand.id[0]', '9']]);
    // Once per name, in the order written, each with its reason.
    expect(
      leftOutOfInput(parseQueryString(values.text.split('?')[1] ?? '')).map((i) => [
        i.param,
        i.rule?.kind,
      ]),
    ).toEqual([
      ['utm_source', 'tracking'],
      ['api_key', 'own-key'],
      ['gclid', 'tracking'],
    ]);
    // Only tags left: nothing to convert, and the form says so.
    expect(converterFormSchema.safeParse({ ...values, text: 'fbclid=1' }).success).toBe(false);
  });

  it('reads a pasted website URL in text mode', () => {
    const values = {
      direction: 'new_to_old' as const,
      mode: 'text' as const,
      rows: [],
      text: 'https://auto.ria.com/search/?brand.id%5B0%5D=9&size=10"',
    };
    expect(toQuery(values).input).toEqual([
      ['brand.id[0]', '9'],
      ['size', '10"'],
    ]);
  });
});

/** The form's messages for `values`, in English, by field. */
const refusals = (values: Parameters<typeof toQuery>[0]) => {
  const parsed = converterFormSchema.safeParse(values);
  return parsed.error?.issues.map((issue) => [issue.path, messageText(issue.message)]) ?? [];
};
const textForm = (text: string) => ({
  ...toFormValues({ direction: 'new_to_old', input: [] }),
  text,
});

describe('the converter form', () => {
  it('shows the input as it reads, escaping only what would read otherwise', () => {
    expect(
      inputToText([
        ['search', 'Київ центр'],
        ['brand.id[0]', '9'],
        ['price.USD.gte', '1 000'],
        ['q', '%ZZ'],
      ]),
    ).toBe('search=Київ центр&brand.id[0]=9&price.USD.gte=1 000&q=%ZZ');
    // Each of these would read as another pair, another value, or nothing.
    const tricky = [
      ['a&b=c', 'x=y&z'],
      ['plus', '1+1 #2 ?3'],
      ['escape', '%41'],
      ['spaces', ' 9 '],
      ['line', 'a\nb'],
    ] as const;
    expect(inputToText(tricky)).toBe(
      'a%26b%3Dc=x=y%26z&plus=1%2B1 %232 %3F3&escape=%2541&spaces=%209%20&line=a%0Ab',
    );
    expect(toQuery({ ...textForm(inputToText(tricky)) }).input).toEqual(tricky);
    // A name that would read as an address keeps the escaped form.
    expect(inputToText([['https://x', '1']])).toBe('https%3A%2F%2Fx=1');
  });

  it('reads names and values without the spaces around "=" and "&"', () => {
    expect(toQuery(textForm('brand.id[0] = 9 & year[0].gte=2010')).input).toEqual([
      ['brand.id[0]', '9'],
      ['year[0].gte', '2010'],
    ]);
  });

  it('refuses a value without a name, in text and in rows', () => {
    const message = 'Every parameter needs a name before its value, such as brand.id[0]=9.';
    expect(refusals(textForm('=5'))).toEqual([[['text'], message]]);
    expect(refusals(textForm('brand.id[0]=9&=5'))).toEqual([[['text'], message]]);
    const rows = { ...textForm(''), mode: 'rows' as const };
    expect(
      refusals({
        ...rows,
        rows: [
          { name: 'a', value: '1' },
          { name: ' ', value: '5' },
        ],
      }),
    ).toEqual([[['text'], message]]);
    // A row left blank is no parameter at all.
    expect(
      refusals({
        ...rows,
        rows: [
          { name: 'a', value: '1' },
          { name: '', value: '' },
        ],
      }),
    ).toEqual([]);
  });

  it('says what to do with no parameter in the words of the mode shown', () => {
    expect(refusals(textForm('brand.id'))).toEqual([]);
    expect(refusals(textForm('fbclid=1&utm_source=x'))).toEqual([
      [
        ['text'],
        'Paste a link or a query string with at least one parameter, such as brand.id[0]=9.',
      ],
    ]);
    expect(refusals({ ...textForm(''), mode: 'rows', rows: [] })).toEqual([
      [['text'], 'Add a parameter row with a name, such as brand.id[0], and its value.'],
    ]);
  });

  it('refuses more parameters than the server reads in one address or request', () => {
    // The server reads 1,000 (server/http/limits.ts, held in too-long-page.test.ts); the
    // page's address adds `direction`, the service's request `api_key`.
    expect(MAX_INPUT_PARAMETERS).toBe(999);
    const pairs = (count: number) => Array.from({ length: count }, (_, i) => `a=${i}`).join('&');
    expect(refusals(textForm(pairs(MAX_INPUT_PARAMETERS)))).toEqual([]);
    const text = pairs(1100);
    expect(formatQueryString(parseQueryString(text)).length).toBeLessThan(MAX_QUERY_LENGTH);
    expect(refusals(textForm(text))).toEqual([
      [
        ['text'],
        'This has more parameters than one request takes (999 at most). Convert it in parts, or leave out parameters the search does not need.',
      ],
    ]);
  });

  it('names each name given more than once, with the last value, the one converted', () => {
    expect(
      repeatedNames(
        parseQueryString(
          'brand.id[0]=9&a=1&brand.id[0]=10&brand.id[]=9&brand.id[]=10&brand.id[0]=11',
        ),
      ),
    ).toEqual([
      ['brand.id[0]', '11'],
      ['brand.id[]', '10'],
    ]);
    expect(repeatedNames(parseQueryString('a=1&b=1'))).toEqual([]);
  });
});

describe('an address with no query', () => {
  const websitePage =
    'This page’s address holds no search parameters. Search on the website, then copy the address of the results page: its parameters follow “?”.';

  it('is told apart from a query string', () => {
    for (const text of [
      'https://auto.ria.com/uk/legkovie/bmw/x5/',
      'auto.ria.com/search/',
      'https://auto.ria.com/search/?',
      'https://auto.ria.com/search/?#photo',
      '/uk/legkovie/',
    ])
      expect(isAddressWithoutQuery(text), text).toBe(true);
    for (const text of ['', 'brand.id[0]=9', 'a/b=1', 'https://auto.ria.com/?x=1', 'size'])
      expect(isAddressWithoutQuery(text), text).toBe(false);
  });

  it('says that the page holds none, and where to copy a search from', () => {
    // A catalogue page: its make and model are in the path, not in parameters.
    expect(refusals(textForm('https://auto.ria.com/uk/legkovie/bmw/x5/'))).toEqual([
      [['text'], websitePage],
    ]);
    expect(refusals(textForm('auto.ria.com/search/'))).toEqual([[['text'], websitePage]]);
    expect(
      refusals({ ...textForm('https://developers.ria.com/auto/search'), direction: 'old_to_new' }),
    ).toEqual([
      [
        ['text'],
        'This address holds no parameters. Paste an API request with its query after “?”, such as category_id=1&marka_id[0]=9.',
      ],
    ]);
  });
});

describe('repeated names', () => {
  it('names raceInt given twice among API names as no repeat: the search reads a range', () => {
    const input = parseQueryString('raceInt=10&raceInt=90&marka_id[0]=9&marka_id[0]=84');
    expect(repeatedNames(input, 'old_to_new')).toEqual([['marka_id[0]', '84']]);
    expect(repeatedNames(input, 'new_to_old')).toEqual([
      ['raceInt', '90'],
      ['marka_id[0]', '84'],
    ]);
  });
});
