/**
 * fast-check arbitraries for hostile requests on every API path: random and known parameter
 * names, broken and deep brackets, prototype names, thousands of repeated keys, huge, negative
 * and non-numeric numbers, unicode, injection strings, percent-encoding edge cases, random path
 * segments and random methods. Used by `fuzz.test.ts` (500 cases) and `soak.ts` (20,000).
 *
 * A case is the exact request target as sent (`/api/…?…`), so a failure reproduces byte for
 * byte. DELETEs are built so that most are refused; the only adverts that may change are the
 * demo seller's own (the runner checks that every change was acknowledged).
 */
import fc from 'fast-check';
import { operationsIn } from '../http/endpoint';
import { DEFAULT_DEMO_KEY, DISABLED_ACCOUNT, LIMITED_KEY, SECOND_SELLER } from '../seed/accounts';

export interface FuzzContext {
  readonly demoUserId: number;
  /** Live adverts of the demo seller: the only ones a fuzzed DELETE may remove. */
  readonly ownAdvertIds: readonly number[];
  /** Live adverts of other sellers: DELETEs of these must never take effect. */
  readonly otherAdvertIds: readonly number[];
}

export interface FuzzCase {
  readonly method: string;
  /** The request target exactly as sent, starting `/api/`. May hold raw non-ASCII or spaces. */
  readonly target: string;
  /** The route pattern the path was built from (`/auto/categories/:category/marks`), or null. */
  readonly template: string | null;
  readonly [fc.toStringMethod]: () => string;
}

/** How a case prints in a failure report: a long target is cut, with its length. */
function withShortPrint(fuzz: Omit<FuzzCase, typeof fc.toStringMethod>): FuzzCase {
  return {
    ...fuzz,
    [fc.toStringMethod]: () => {
      const { target } = fuzz;
      const shown =
        target.length > 400 ? `${target.slice(0, 400)}… (${target.length} chars)` : target;
      return `${fuzz.method} ${JSON.stringify(shown)}`;
    },
  };
}

/** Every API path of the route table (the embedded service's; the proxy serves the same). */
export const TEMPLATES: readonly string[] = [
  ...new Set(operationsIn('embedded').map(({ route }) => route.path)),
];

// ---------------------------------------------------------------------------------------------
// Names

/** Parameter names the endpoints read, with their bracket forms. */
const KNOWN_BASES = [
  'api_key',
  'auto_id',
  'user_id',
  'category_id',
  'bodystyle',
  'marka_id',
  'model_id',
  's_yers',
  'po_yers',
  'brandOrigin',
  'price_ot',
  'price_do',
  'currency',
  'auctionPossible',
  'with_real_exchange',
  'with_exchange',
  'exchange_filter',
  'state',
  'city',
  'abroad',
  'custom',
  'auto_options',
  'type',
  'gearbox',
  'engineVolumeFrom',
  'engineVolumeTo',
  'powerFrom',
  'powerTo',
  'power_name',
  'with_photo',
  'order_by',
  'page',
  'countpage',
  'category',
  'realty_type',
  'operation_type',
  'state_id',
  'city_id',
  'district_id',
  'characteristic',
  'brand.id',
  'model.id',
  'year',
  'categories.main.id',
  'price.USD.gte',
  'price.currency',
  'size',
  'fuel.id',
  'gearbox.id',
  // The public table's other rows and their website names (issue 15).
  'raceFrom',
  'raceTo',
  'raceInt',
  'race',
  'drive_id',
  'color_id',
  'door',
  'seats',
  'carrying',
  'damage',
  'under_credit',
  'confiscated_car',
  'auto_repairs',
  'sellerType',
  'matched_country',
  'fuelRateFrom',
  'fuelRateTo',
  'fuelRatesType',
  'top',
  'saledParam',
  'verified.VIN',
  'wheelFormulaId',
  'axleId',
  'with_video',
  'body_id',
  'gear_id',
  'type_id',
  'mileage.gte',
  'drive.id',
  'damage.not',
  'country.import.id',
] as const;

const KNOWN_NAMES = [
  'marka_id[0]',
  'model_id[0]',
  's_yers[0]',
  'po_yers[0]',
  'brandOrigin[1]',
  'state[0]',
  'city[0]',
  'bodystyle[0]',
  'type[0]',
  'gearbox[1]',
  'auto_options[477]',
  'exchange_filter[marka_id]',
  'exchange_filter[model_id]',
  'characteristic[209][from]',
  'characteristic[209][to]',
  'characteristic[273]',
  'district_id[0]',
  'brand.id[0]',
  'model.id[0]',
  'year[0].gte',
  'year[0].lte',
  'categories.main.id',
  'custom.not',
  'drive_id[0]',
  'color_id[1]',
  'body_id[0]',
  'sort[0].order',
  'drive.id[0]',
] as const;

const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'then',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'marka_id[__proto__]',
  'exchange_filter[__proto__]',
  'characteristic[constructor][from]',
  'auto_options[toString]',
] as const;

const BROKEN_BRACKETS = [
  'a[',
  'a]',
  ']]',
  '[[',
  '[[x]]',
  '[]',
  '[0]',
  'a[]',
  'a[b',
  'a]b[',
  'marka_id[',
  'marka_id]',
  'marka_id[]',
  'marka_id[[0]]',
  'marka_id[0',
  'marka_id[0]]',
  'marka_id[0][0]',
  'characteristic[209][from][x]',
  'characteristic[][]',
  'district_id[][]',
  'a[b][c][d]',
  '=',
  '&',
  '?',
  '#',
] as const;

/** Index segments: valid, past MAX_INDEX, negative, non-numeric, huge, empty. */
const hostileIndex = fc.oneof(
  fc.nat({ max: 12 }).map(String),
  fc.constantFrom(
    '9999',
    '10000',
    '-1',
    '1.5',
    '1e3',
    '0x1',
    ' 1',
    '',
    'x',
    '99999999999999999999',
  ),
  fc.integer().map(String),
);

const deepBrackets = fc
  .tuple(
    fc.constantFrom('a', 'marka_id', 'characteristic', 'exchange_filter', 'district_id'),
    fc.array(fc.oneof(hostileIndex, fc.constantFrom('from', 'to', 'marka_id')), {
      minLength: 2,
      maxLength: 60,
    }),
  )
  .map(([name, path]) => `${name}${path.map((segment) => `[${segment}]`).join('')}`);

export const hostileName: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...KNOWN_NAMES, ...KNOWN_BASES) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...KNOWN_BASES), hostileIndex)
      .map(([name, index]) => `${name}[${index}]`),
  },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_BRACKETS) },
  { weight: 1, arbitrary: deepBrackets },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constant('') },
);

// ---------------------------------------------------------------------------------------------
// Values

const HOSTILE_NUMBERS = [
  '0',
  '1',
  '-1',
  '-0',
  '+1',
  '01',
  '1.',
  '.5',
  '1.5',
  '1e3',
  '1e308',
  '1e309',
  '-1e309',
  '5e-324',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  '1_000',
  '1,5',
  ' 1',
  '1 ',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999999',
  '1'.repeat(400),
  '1000000000000.5',
  '999999999999.9999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
] as const;

const INJECTION_STRINGS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE vehicles; --',
  "'; DELETE FROM vehicles; --",
  "' UNION SELECT api_key, user_id FROM api_keys --",
  '1) OR (1=1',
  '"',
  "'",
  '\\',
  '`',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '__proto__',
  '{"__proto__":{"polluted":1}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202E',
  'Ω≈ç√∫',
  '𝕏🚗🏠',
  'اختبار',
  'Тест',
  '%s%s%s%n',
  'a'.repeat(2000),
] as const;

export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 3, arbitrary: fc.constantFrom('0', '1', '2', '5', '79', '84', '2015', '10', '100') },
  { weight: 3, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 1, arbitrary: fc.nat({ max: 9000 }).map((n) => 'x'.repeat(n)) },
);

// ---------------------------------------------------------------------------------------------
// Encoding

/** encodeURIComponent that does not throw on lone surrogates (encodes them as WTF-8). */
function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** Escapes that are malformed, overlong, NUL, or decode to the query's own delimiters. */
const PERCENT_CHAOS = [
  '%',
  '%%',
  '%2',
  '%zz',
  '%G0',
  '%00',
  '%C0%AF',
  '%C0%80',
  '%E0%80%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF',
  '%FE%FF',
  '%E0%A4%A',
  '%u0041',
  '%252F',
  '%26',
  '%3D',
  '%23',
  '%3F',
  '%5B',
  '%5D',
  '%2B',
  '+',
] as const;

type Style = 'standard' | 'brackets' | 'plus' | 'chaos' | 'bare' | 'equals';

const style: fc.Arbitrary<Style> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Style>('standard') },
  { weight: 3, arbitrary: fc.constant<Style>('brackets') },
  { weight: 1, arbitrary: fc.constant<Style>('plus') },
  { weight: 2, arbitrary: fc.constant<Style>('chaos') },
  { weight: 1, arbitrary: fc.constant<Style>('bare') },
  { weight: 1, arbitrary: fc.constant<Style>('equals') },
);

/** One `key=value` segment in one of the ways clients (and attackers) write them. */
const segment = fc
  .tuple(hostileName, hostileValue, style, fc.constantFrom(...PERCENT_CHAOS), fc.boolean())
  .map(([name, value, how, chaos, inKey]) => {
    const key = encodeLoose(name);
    const val = encodeLoose(value);
    switch (how) {
      case 'standard':
        return `${key}=${val}`;
      case 'brackets': // what browsers send: literal brackets
        return `${key.replaceAll('%5B', '[').replaceAll('%5D', ']')}=${val}`;
      case 'plus':
        return `${key}=${val.replaceAll('%20', '+')}`;
      case 'chaos':
        return inKey ? `${key}${chaos}=${val}` : `${key}=${chaos}${val}${chaos}`;
      case 'bare':
        return key;
      case 'equals':
        return `${key}=${val}=${val}`;
    }
  });

/** The same key thousands of times: up to and well past the parameter and URL limits. */
const repeatedKeys = fc
  .tuple(
    fc.constantFrom('district_id', 'a', 'marka_id[0]', 'auto_options[477]', 'x', '', 'api_key'),
    fc.constantFrom('1', '', '15187', 'x'),
    fc.oneof(
      fc.integer({ min: 500, max: 1000 }),
      fc.integer({ min: 1001, max: 2000 }),
      fc.integer({ min: 2001, max: 6000 }),
    ),
  )
  .map(([key, value, times]) => Array.from({ length: times }, () => `${key}=${value}`).join('&'));

/** Characters sent as they are (spaces, quotes, non-ASCII): Node's parser decides. */
const rawSegment = fc
  .tuple(hostileName, hostileValue)
  .map(([name, value]) => `${name.replaceAll('&', '')}=${value.replaceAll('&', '')}`);

// ---------------------------------------------------------------------------------------------
// Keys, paths, methods

const apiKeyValue = fc.oneof(
  { weight: 14, arbitrary: fc.constant(DEFAULT_DEMO_KEY) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('no-such-key') },
  { weight: 1, arbitrary: fc.constant(DISABLED_ACCOUNT.apiKey) },
  { weight: 1, arbitrary: fc.constant(LIMITED_KEY.apiKey) },
  { weight: 1, arbitrary: fc.constant(SECOND_SELLER.apiKey) },
  { weight: 1, arbitrary: hostileValue },
);

const hostileSegment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('1', '2', '5', '10', '79', '9', '0') },
  { weight: 1, arbitrary: fc.nat().map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      '-1',
      '1.5',
      '1e3',
      '0x1',
      'NaN',
      'cars',
      '..',
      '.',
      '%2e%2e',
      '%2F',
      '%2f..%2f',
      '%00',
      '%',
      '%zz',
      '%C0%AF',
      '%20',
      '+1',
      '1;x=1',
      '1'.repeat(120),
      '9'.repeat(5000),
      '__proto__',
      'constructor',
      '%E2%80%AE1',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeLoose) },
);

const unknownPath = fc.oneof(
  fc.constantFrom(
    '/',
    '',
    '/auto',
    '/auto/searchx',
    '/auto/search/extra',
    '/auto/info/1',
    '/auto/new',
    '/auto/new/autos/1',
    '/AUTO/SEARCH',
    '/auto//search',
    '/auto/./search',
    '/auto/../auto/search',
    '/ria/basket',
    '/dom',
    '/dom/search.json',
    '/_meta/x',
    '/__proto__',
    '/constructor',
    '/auto/categories/1/marks/2/models/3',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fpackage.json',
  ),
  fc.webPath().map((path) => `/zz${path}`),
);

/** A path: an endpoint with its `:segments` filled (valid or hostile), or an unknown one. */
const pathAndTemplate: fc.Arbitrary<{ path: string; template: string | null }> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...TEMPLATES),
        fc.array(hostileSegment, { minLength: 3, maxLength: 3 }),
        fc.oneof(
          { weight: 5, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: fc.constant('/') },
        ),
      )
      .map(([template, segments, slash]) => {
        let i = 0;
        const path = template.replace(/:[A-Za-z_]+/g, () => segments[i++] ?? '1');
        return { path: `${path}${slash}`, template };
      }),
  },
  { weight: 1, arbitrary: unknownPath.map((path) => ({ path, template: null })) },
);

const otherMethod = fc.constantFrom(
  'POST',
  'PUT',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'QUERY',
  'PURGE',
  'M-SEARCH',
  'LOCK',
  'MKCOL',
);

// ---------------------------------------------------------------------------------------------
// Whole requests

/** `arbitrary` in one case out of `oneIn`, otherwise undefined. */
function rarely<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { weight: oneIn - 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary },
  );
}

/** The query of an ordinary (GET) case: hostile pairs with the key somewhere among them. */
const hostileQuery = fc
  .record({
    segments: fc.array(segment, { maxLength: 24 }),
    key: fc.option(apiKeyValue, { nil: undefined, freq: 12 }),
    keyAt: fc.nat(),
    repeated: rarely(repeatedKeys, 12),
    raw: rarely(fc.array(rawSegment, { minLength: 1, maxLength: 4 }), 14),
    separators: fc.constantFrom('', '&', '&&'),
  })
  .map(({ segments, key, keyAt, repeated, raw, separators }) => {
    const parts = [...segments];
    if (repeated !== undefined) parts.splice(keyAt % (parts.length + 1), 0, repeated);
    if (raw !== undefined) parts.push(...raw);
    if (key !== undefined)
      parts.splice(keyAt % (parts.length + 1), 0, `api_key=${encodeLoose(key)}`);
    return `${separators}${parts.join('&')}${separators.slice(1)}`;
  });

/**
 * A DELETE of /auto/new/autos. Most are refused: wrong key, another seller's user_id, a hostile
 * id, another seller's advert (0 rows). Some name a live advert of the demo seller with the
 * demo seller's own key and id: those may be deleted, and must be acknowledged when they are.
 * seller-two-key is never used here: its own deletes would be legitimate changes.
 */
function deleteQuery(context: FuzzContext): fc.Arbitrary<string> {
  const userId = fc.oneof(
    { weight: 6, arbitrary: fc.constant(String(context.demoUserId)) },
    { weight: 2, arbitrary: fc.constant(String(SECOND_SELLER.userId)) },
    { weight: 2, arbitrary: hostileValue },
  );
  const advert = (ids: readonly number[]) =>
    ids.length > 0 ? fc.constantFrom(...ids).map(String) : fc.constant('1');
  const autoId = fc.oneof(
    { weight: 3, arbitrary: advert(context.ownAdvertIds) },
    { weight: 3, arbitrary: advert(context.otherAdvertIds) },
    { weight: 3, arbitrary: hostileValue },
  );
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.constant(DEFAULT_DEMO_KEY) },
    {
      weight: 4,
      arbitrary: fc.constantFrom('', 'no-such-key', DISABLED_ACCOUNT.apiKey, LIMITED_KEY.apiKey),
    },
  );
  return fc
    .tuple(
      fc.option(userId, { nil: undefined, freq: 10 }),
      fc.option(autoId, { nil: undefined, freq: 10 }),
      fc.option(key, { nil: undefined, freq: 12 }),
      fc.array(segment, { maxLength: 6 }),
      fc.nat(),
    )
    .map(([user, auto, apiKey, extra, at]) => {
      const parts = [...extra];
      const insert = (part: string) => parts.splice(at % (parts.length + 1), 0, part);
      if (user !== undefined) insert(`user_id=${encodeLoose(user)}`);
      if (auto !== undefined) insert(`auto_id=${encodeLoose(auto)}`);
      if (apiKey !== undefined) insert(`api_key=${encodeLoose(apiKey)}`);
      return parts.join('&');
    });
}

/** Any request on any API path, mostly GETs, with the deletes described above. */
export function hostileRequest(context: FuzzContext): fc.Arbitrary<FuzzCase> {
  const ordinary = fc
    .tuple(
      pathAndTemplate,
      fc.oneof(
        { weight: 16, arbitrary: fc.constant('GET') },
        { weight: 2, arbitrary: fc.constant('HEAD') },
        { weight: 2, arbitrary: fc.constant('DELETE') },
        { weight: 2, arbitrary: otherMethod },
      ),
      hostileQuery,
    )
    .map(([{ path, template }, method, query]): FuzzCase =>
      withShortPrint({
        // A DELETE with hostile pairs could pair seller-two-key with its own user id: keep
        // ordinary DELETEs off the delete path (the delete arbitrary covers it).
        method: method === 'DELETE' && template === '/auto/new/autos' ? 'GET' : method,
        target: `/api${path}${query === '' ? '' : `?${query}`}`,
        template,
      }),
    );
  const deletes = fc
    .tuple(deleteQuery(context), fc.constantFrom('', '/'))
    .map(([query, slash]): FuzzCase =>
      withShortPrint({
        method: 'DELETE',
        target: `/api/auto/new/autos${slash}?${query}`,
        template: '/auto/new/autos',
      }),
    );
  return fc.oneof({ weight: 9, arbitrary: ordinary }, { weight: 1, arbitrary: deletes });
}
