/**
 * What the OpenAPI document says of each operation beyond its row in the route table: a
 * description, each query parameter as sent (schema, range, meaning), what each path id names,
 * and the documented examples from server/reference. Server-side only, so none of it reaches
 * the app's bundle. Keyed by the table's operation ids. An operation without an entry is still
 * documented (its row's summary, path ids, answer schema and errors), so a new row appears in
 * the document at once; its entry adds the query parameters and examples.
 *
 * Meanings follow CONTRACT.md (our reading of the documentation); where it says "our choice",
 * so does the description.
 */
import { MAX_INDEX } from '../../src/api/contracts/query-values';
import { REALTY_PAGE_SIZE } from '../../src/api/contracts/realty-search-query';
import {
  ABROAD,
  AXLES,
  CURRENCIES,
  FLAG,
  FUEL_CYCLES,
  MAX_PAGE_SIZE,
  ONLY_OR_NOT,
  ORDER_BY,
  POWER_UNITS,
  REPAIRS,
  SALED,
  SELLER_TYPES,
  TOP,
  WHEEL_FORMULAS,
} from '../../src/api/contracts/vehicle-search-query';
import { CORRESPONDENCES } from '../converter/site-params';
import type { OperationId } from '../http/endpoint';
import {
  amount,
  family,
  ID_KEY,
  id,
  oneOf,
  plain,
  type JsonSchema,
  type ParameterDoc,
} from './parameters';
import { reference } from './reference-examples';

export interface ExampleDoc {
  readonly summary: string;
  readonly value: unknown;
}

export interface OperationDoc {
  readonly description: string;
  readonly parameters?: readonly ParameterDoc[];
  /** What each `:name` path segment names. */
  readonly pathIds?: Readonly<Record<string, string>>;
  /** Documented requests: a query string each (without api_key). */
  readonly requests?: readonly ExampleDoc[];
  /** Documented 2xx answers. */
  readonly answers?: readonly ExampleDoc[];
}

// ---------------------------------------------------------------------------------------------
// Vehicle search

const flag = (what: string) => {
  const { schema, meaning } = oneOf(FLAG, ['any advert', `only adverts ${what}`]);
  return { schema, meaning };
};
const onlyOrNot = (what: string) =>
  oneOf(ONLY_OR_NOT, [`only adverts that are not ${what}`, `only adverts ${what}`]);

function scalar(name: string, options: { schema: JsonSchema; meaning: string }, what: string) {
  return plain(name, options.schema, `${what}: ${options.meaning}.`);
}

const rowOf =
  'Rows share an index: `marka_id[i]` with `model_id[i]`, `s_yers[i]`, `po_yers[i]`, `brandOrigin[i]`; a row matches when all its members do, an advert when any row does.';
const listOf = (what: string, catalog: string) =>
  `${what} (ids from \`${catalog}\`), one per row \`[i]\` (index 0–${MAX_INDEX}, any order): the advert's value is one of them.`;

const currency = oneOf(CURRENCIES, ['USD', 'EUR', 'UAH']);
const LANGUAGE = oneOf([4, 2, 3], ['Ukrainian (the default)', 'Russian', 'English']);
const order = oneOf(
  [...ORDER_BY.slice(0, 1), 1, ...ORDER_BY.slice(1)],
  [
    'newest first (the default)',
    'price ascending (the older documentation’s value; read as 2, and the proxy sends 2)',
    'price ascending',
    'price descending',
    'year, newest first',
    'year, oldest first',
    'date added, newest first',
    'date added, oldest first',
    'mileage, highest first',
    'mileage, lowest first',
  ],
);
const top = oneOf(TOP, [
  'all time',
  'the last hour',
  'today (from midnight, Kyiv time)',
  'the last 3 days',
  'the last week',
  'the last 30 days',
  'the last 90 days',
  'the last 3 hours',
  'the last 6 hours',
  'the last 2 days',
  'the last 24 hours',
  'the last 12 hours',
]);
const wheels = oneOf(WHEEL_FORMULAS, [
  'any',
  '4x2',
  '4x4',
  '6x2',
  '6x4',
  '6x6',
  '8x2',
  '8x4',
  '8x6',
  '8x8',
  '10x4',
  '10x8',
]);
const axles = oneOf(AXLES, ['any', 'one', 'two', 'three', 'four', 'more than four']);

const VEHICLE_SEARCH: readonly ParameterDoc[] = [
  plain('category_id', id(), 'Vehicle category (`/auto/categories`): 1 cars, 2 motorcycles …', {
    example: 1,
  }),
  family('bodystyle', id(), listOf('Body styles', '/auto/categories/{category}/bodystyles'), {
    example: { 0: 3, 4: 2 },
  }),
  family('marka_id', id(), `Makes (\`/auto/categories/{category}/marks\`); 0 any. ${rowOf}`, {
    example: { 0: 79, 1: 84 },
  }),
  family('model_id', id(), `Models of the row's make; 0 any. ${rowOf}`, {
    example: { 0: 0, 1: 0 },
  }),
  family('s_yers', id(), `Year of manufacture, from (inclusive). ${rowOf}`, {
    example: { 0: 2010, 1: 2012 },
  }),
  family('po_yers', id(), `Year of manufacture, to (inclusive). ${rowOf}`, {
    example: { 0: 2017, 1: 2016 },
  }),
  family(
    'brandOrigin',
    id(),
    `The make's country of origin (\`/auto/countries\`); a row of only \`brandOrigin[i]\` matches every make from there. ${rowOf}`,
    { example: { 0: 276 } },
  ),
  plain('price_ot', amount(), 'Price from (inclusive), in `currency`.', { example: 1000 }),
  plain('price_do', amount(), 'Price to (inclusive), in `currency`.', { example: 60000 }),
  plain(
    'currency',
    currency.schema,
    `The currency of price_ot/price_do: ${currency.meaning} (default 1). Prices compare at the fixed rates \`/_meta\` reports.`,
  ),
  scalar('auctionPossible', flag('that allow bargaining'), 'Bargaining'),
  scalar(
    'with_real_exchange',
    flag('that take real estate in exchange'),
    'Exchange for real estate',
  ),
  scalar('with_exchange', flag('that take a car in exchange'), 'Exchange for a car'),
  plain(
    'exchange_filter',
    {
      type: 'object',
      properties: { marka_id: id(), model_id: id() },
      additionalProperties: false,
    },
    'With `with_exchange=1`: only adverts that want this make (`exchange_filter[marka_id]`) or model (`exchange_filter[model_id]`) in exchange, or any car; 0 any.',
    {
      style: 'deepObject',
      explode: true,
      example: { marka_id: 0, model_id: 0 },
      'x-sent-as': 'exchange_filter[marka_id], exchange_filter[model_id]',
    },
  ),
  family(
    'state',
    id(),
    'Regions (`/auto/states`), one per row `[i]`, with `city[i]`; the rows are alternatives.',
    { example: { 0: 1, 1: 2, 2: 10 } },
  ),
  family(
    'city',
    id(),
    "The city of row `[i]`'s region (`/auto/states/{state}/cities`); 0 or absent: the whole region.",
    { example: { 0: 0, 1: 0, 2: 0 } },
  ),
  scalar(
    'abroad',
    oneOf(ABROAD, ['any', 'only vehicles abroad', 'no vehicles abroad']),
    'Vehicles outside the country',
  ),
  scalar(
    'custom',
    oneOf(FLAG, ['any', 'only customs-cleared vehicles']),
    'Customs clearance (the documented example sends 1 to hide uncleared cars)',
  ),
  plain(
    'auto_options',
    {
      type: 'object',
      propertyNames: { pattern: ID_KEY },
      additionalProperties: id(),
      'x-key': 'value',
    },
    'Equipment options (`/auto/categories/{category}/options`), each sent with its id as key and value: `auto_options[477]=477`. The advert has every listed option.',
    {
      style: 'deepObject',
      explode: true,
      example: { 477: 477 },
      'x-sent-as': 'auto_options[id]=id',
    },
  ),
  family('type', id(), listOf('Fuel types', '/auto/type'), {
    example: { 0: 1, 1: 2, 3: 4, 7: 8 },
  }),
  family('gearbox', id(), listOf('Gearbox types', '/auto/categories/{category}/gearboxes'), {
    example: { 0: 1, 1: 2, 2: 3 },
  }),
  plain('engineVolumeFrom', amount(), 'Engine volume from, in litres.', { example: 1.4 }),
  plain('engineVolumeTo', amount(), 'Engine volume to, in litres.', { example: 3.2 }),
  plain('powerFrom', amount(), 'Power from, in `power_name` units.', { example: 90 }),
  plain('powerTo', amount(), 'Power to, in `power_name` units.', { example: 250 }),
  scalar('power_name', oneOf(POWER_UNITS, ['hp', 'kW']), 'The unit of powerFrom/powerTo'),
  scalar('with_photo', flag('with a photo'), 'Photos'),
  family(
    'drive_id',
    id(),
    `${listOf('Drive types', '/auto/categories/{category}/driverTypes')} A plain \`drive_id=1\` (the parameter table's form) is row 0.`,
    { example: { 0: 1 } },
  ),
  plain('raceFrom', amount(), 'Mileage from (inclusive), in thousands of km.', { example: 10 }),
  plain('raceTo', amount(), 'Mileage to (inclusive), in thousands of km.', { example: 150 }),
  plain('door', id(), 'Exactly this many doors.'),
  plain(
    'carrying',
    amount(),
    'A payload of at least this many kg (adverts stating none never match).',
  ),
  plain('seats', id(), 'Exactly this many seats.'),
  family(
    'color_id',
    id(),
    `${listOf('Colours', '/auto/colors')} A plain \`color_id=2\` is row 0.`,
    { example: { 0: 2, 1: 8 } },
  ),
  scalar('damage', onlyOrNot('damaged in an accident'), 'Accident damage'),
  scalar('under_credit', onlyOrNot('under credit'), 'Bought on credit'),
  scalar('confiscated_car', onlyOrNot('confiscated'), 'Confiscated'),
  scalar(
    'auto_repairs',
    oneOf(REPAIRS, ['only running vehicles', 'only vehicles not running', 'as 0 ("do not show")']),
    'Not running',
  ),
  scalar(
    'sellerType',
    oneOf(SELLER_TYPES, ['all', 'private sellers', 'companies (dealers)']),
    'Seller',
  ),
  plain('matched_country', id(), 'Imported from this country (`/auto/countries`); 0 any.'),
  plain(
    'fuelRateFrom',
    amount(),
    'Consumption from, litres per 100 km, on the `fuelRatesType` cycle (adverts without a figure never match).',
  ),
  plain('fuelRateTo', amount(), 'Consumption to, litres per 100 km, on the `fuelRatesType` cycle.'),
  scalar(
    'fuelRatesType',
    oneOf(FUEL_CYCLES, ['city cycle', 'combined (the default)', 'highway']),
    'The consumption figure fuelRateFrom/fuelRateTo compare',
  ),
  scalar(
    'top',
    top,
    'Submission period, counted back from the dataset’s clock (2026-11-01 12:00 UTC) in the reference service',
  ),
  scalar(
    'saledParam',
    oneOf(SALED, ['all (sold included)', 'only sold', 'hide sold']),
    'Sold adverts',
  ),
  scalar('verified.VIN', flag('whose VIN was checked'), 'VIN check'),
  scalar('wheelFormulaId', wheels, 'Wheel formula'),
  scalar('axleId', axles, 'Axles'),
  scalar('with_video', flag('with a video'), 'Video'),
  plain(
    'order_by',
    order.schema,
    `Sort order (the live service's values, LIVE-2026.md): ${order.meaning}. Ties: newest first.`,
  ),
  plain(
    'page',
    id(),
    'The page, from 0; a page past the end answers no ids with the true `count`. `additional_params.page` echoes it as the string sent.',
    { example: 0 },
  ),
  plain(
    'countpage',
    id({ minimum: 1 }),
    `Ids a page: 1 to ${MAX_PAGE_SIZE} (default 10; larger values are read as ${MAX_PAGE_SIZE}).`,
    { example: 50 },
  ),
  // Older names, read as the current ones (CONTRACT.md "Every public filter").
  family('body_id', id(), 'Older name of `bodystyle`; a plain `body_id=3` is row 0.', {
    deprecated: true,
  }),
  family('gear_id', id(), 'Older name of `gearbox`; a plain `gear_id=1` is row 0.', {
    deprecated: true,
  }),
  family('type_id', id(), 'Older name of `type` (fuel); a plain `type_id=2` is row 0.', {
    deprecated: true,
  }),
  plain(
    'raceInt',
    { type: 'array', items: amount(), minItems: 1, maxItems: 2 },
    'Older mileage name, in thousands of km: once, exactly that mileage; twice, the range between the two, in either order. Not with raceFrom/raceTo.',
    { deprecated: true, style: 'form', explode: true },
  ),
  plain(
    'race',
    { type: 'array', items: amount(), minItems: 1, maxItems: 2 },
    'Another older mileage name, read as `raceInt`.',
    { deprecated: true, style: 'form', explode: true },
  ),
];

// ---------------------------------------------------------------------------------------------
// Real-estate search

const REALTY_SEARCH: readonly ParameterDoc[] = [
  plain('category', id(), 'Object kind (dom-enums.json): 1 apartments, 4 houses, 24 land …', {
    example: 1,
  }),
  plain('realty_type', id(), 'Realty type within the kind (dom-enums.json), e.g. 2 apartment.', {
    example: 2,
  }),
  plain('operation_type', id(), 'Operation: 1 sale, 3 long-term rent, 4 daily rent.', {
    example: 1,
  }),
  plain('state_id', id(), 'Region (`/dom/states`).', { example: 10 }),
  plain('city_id', id(), 'City (`/dom/cities/{state}`).', { example: 10 }),
  plain(
    'district_id',
    { type: 'array', items: id() },
    'Districts (`/dom/cities_districts/{city}`), the parameter repeated for several (`district_id=1&district_id=2`; `district_id[i]` is read too): any of them.',
    { style: 'form', explode: true, example: [15187, 15189, 15188] },
  ),
  plain(
    'characteristic',
    {
      type: 'object',
      propertyNames: { pattern: ID_KEY },
      additionalProperties: {
        oneOf: [
          id({ description: 'The option (or, for a checkbox, its own id): equality.' }),
          {
            type: 'object',
            properties: { from: amount(), to: amount() },
            additionalProperties: false,
            minProperties: 1,
            description: 'An inclusive range on a numeric characteristic.',
          },
        ],
      },
    },
    'Characteristics by id (dom-characteristics.json): `characteristic[242]=239` (an option; checkboxes use their own id, `characteristic[273]=273`), or a range `characteristic[209][from]=1&characteristic[209][to]=3`. 227 is the floor.',
    {
      style: 'deepObject',
      explode: true,
      example: { 209: { from: 1, to: 3 }, 242: 239 },
      'x-sent-as': 'characteristic[id]=option, characteristic[id][from], characteristic[id][to]',
    },
  ),
  plain(
    'with_photo',
    { type: 'integer', enum: [0, 1] },
    'Photos: `1` only adverts with at least one photo (as `/dom/info` lists them), `0` any advert.',
    { example: 1 },
  ),
  plain('page', id(), `The page, from 0; ${REALTY_PAGE_SIZE} ids a page, newest first.`, {
    example: 0,
  }),
];

// ---------------------------------------------------------------------------------------------
// Market price (CONTRACT.md "Market price")

const repeated = (name: string, description: string, example: readonly number[]) =>
  plain(name, { type: 'array', items: id() }, description, {
    style: 'form',
    explode: true,
    example,
  });
const range = (name: string, value: JsonSchema, description: string, example: readonly number[]) =>
  plain(name, { type: 'array', items: value, minItems: 1, maxItems: 2 }, description, {
    style: 'form',
    explode: true,
    example,
  });
const oneFlag = (name: string, what: string) =>
  plain(
    name,
    { type: 'integer', enum: [0, 1] },
    `${what}: \`1\` only such adverts, \`0\` only others.`,
  );

const AVERAGE_PRICE: readonly ParameterDoc[] = [
  plain('main_category', id(), 'Vehicle category (`/auto/categories`).', { example: 1 }),
  repeated(
    'body_id',
    'Body styles (`/auto/categories/{category}/bodystyles`), repeated: any of them.',
    [3],
  ),
  plain('marka_id', id(), 'Make (`/auto/categories/{category}/marks`).', { example: 9 }),
  plain('model_id', id(), 'Model (`/auto/categories/{category}/marks/{mark}/models`).', {
    example: 31612,
  }),
  range(
    'yers',
    id(),
    'Year: once, exactly that year; twice, the range between the two (either order).',
    [2014],
  ),
  repeated(
    'gear_id',
    'Gearboxes (`/auto/categories/{category}/gearboxes`), repeated: any of them.',
    [1, 2],
  ),
  repeated('fuel_id', 'Fuels (`/auto/type`), repeated: any of them.', [1, 2]),
  repeated(
    'drive_id',
    'Drive types (`/auto/categories/{category}/driverTypes`), repeated: any of them.',
    [1],
  ),
  plain('engineVolume', amount(), 'Engine volume in litres, exactly (`1.6`).', { example: 2 }),
  repeated(
    'options',
    'Options (`/auto/categories/{category}/options`), repeated: all of them (older examples: `auto_options`).',
    [217, 463],
  ),
  range(
    'raceInt',
    amount(),
    'Mileage in thousands of km: once, exactly; twice, the range between the two.',
    [10, 100],
  ),
  plain('door', id(), 'Number of doors.', { example: 4 }),
  plain('state_id', id(), 'Region (`/auto/states`).', { example: 10 }),
  plain('city_id', id(), 'City (`/auto/states/{state}/cities`).', { example: 9 }),
  plain('carrying', amount(), 'Payload in kg: at least this much.', { example: 1000 }),
  plain('seats', id(), 'Number of seats.', { example: 5 }),
  repeated('color_id', 'Colours (`/auto/colors`), repeated: any of them.', [1]),
  oneFlag('custom', 'Customs clearance, as the search reads `custom` (`1`: only cleared adverts)'),
  oneFlag('damage', 'After an accident'),
  oneFlag('under_credit', 'On credit'),
  oneFlag('confiscated_car', 'Confiscated'),
  oneFlag('onRepairParts', 'Not running'),
];

// ---------------------------------------------------------------------------------------------
// Conversion

const correspondenceTable = [
  '| API | website | source |',
  '|---|---|---|',
  ...CORRESPONDENCES.map(
    ({ api, site, source }) =>
      `| \`${api.replace('#', 'i')}\` | \`${site.replace('#', 'i')}\` | ${source} |`,
  ),
  '| `price_ot`/`price_do` | `price.USD.gte`/`lte` (by `currency`: USD, EUR, UAH) | ours |',
].join('\n');

const conversionParameters = (side: 'website' | 'API'): ParameterDoc[] => [
  plain(
    'query',
    {
      type: 'object',
      propertyNames: {
        pattern: '^[A-Za-z][A-Za-z0-9_.]*(\\[[0-9]{1,4}\\])?(\\.[a-z]+)?$',
        not: { const: 'api_key' },
      },
      additionalProperties: { type: 'string', maxLength: 64 },
    },
    `Any ${side} search parameters, each as its own \`name=value\` (the object's members are the query's parameters). Values are copied verbatim; a name with no counterpart goes to \`unrecognized\`.`,
    { style: 'form', explode: true },
  ),
];

const CONVERSION_NOTES = `Indexes carry across unchanged. Documented correspondences (source \`documented\`), the website's own addresses (\`website\`) and ours, so that every search parameter crosses over and back:\n\n${correspondenceTable}`;

// ---------------------------------------------------------------------------------------------

const catalogAnswer = (path: string, summary: string): ExampleDoc[] => {
  const list = reference.liveCatalog(path);
  return list ? [{ summary, value: list.slice(0, 5) }] : [];
};
const CATEGORY = { category: 'A vehicle category (`/auto/categories`).' };

export const OPERATION_DOCS: { readonly [Id in OperationId]?: OperationDoc } = {
  searchVehicles: {
    description: `Searches the adverts with every filter of the public parameter table (auto-search-params.json, CONTRACT.md "Vehicle search"): clauses AND together, rows within a family OR. Unknown names are ignored; empty values (\`price_ot=\`) count as absent; a known name given twice, or a value of the wrong kind, is 400 \`INVALID_PARAMETER\` naming it.\n\nThe answer is the documented one-element array by default; the reference service started with \`--search-form live\` (and the live service) answer the bare object, with \`search_result_common\` and \`additional\` (the query echoed, \`search_params.all\`/\`cleaned\`). Clients page from \`count\` and their own \`page\`/\`countpage\`.`,
    parameters: VEHICLE_SEARCH,
    requests: [
      { summary: 'The documented example (auto-search-params.json)', value: reference.searchQuery },
    ],
    answers: [{ summary: 'The live form (live/search.json)', value: reference.liveSearch }],
  },
  vehicleInfo: {
    description:
      'The advert as the live service answers it (live/info.json): `subCategoryName` (the body style) at the top level, power only in the text of `autoData.modificationName`. Members the app does not read may be added; unknown members are to be ignored. A sold or deleted advert, or an unknown id, is 404 `NOT_FOUND`.',
    parameters: [
      plain('auto_id', id(), 'The advert (an id from a search).', {
        required: true,
        example: 19050985,
      }),
      plain(
        'langId',
        LANGUAGE.schema,
        `The language of the names taken from catalogs (body, fuel, gearbox, drive, colour, place) and the units beside them: ${LANGUAGE.meaning} (our value; the proxy asks the live service for Ukrainian). \`lang_id\` is read too. Brand names are the same in every language.`,
      ),
    ],
    answers: [
      { summary: 'The live answer (live/info.json)', value: reference.liveInfo },
      {
        summary: 'The documented example (auto-info-example.json)',
        value: reference.documentedInfo,
      },
    ],
  },
  deleteVehicle: {
    description:
      'Deletes an advert of the key owner: `{"num_rows":1}` when it was live and theirs, `{"num_rows":0}` otherwise (a repeat deletes nothing). `user_id` must be the account that owns the key, else 403 `API_KEY_UNAUTHORIZED` and nothing changes (our choice, CONTRACT.md 6). In proxy mode: a signed-in seller, from this server\'s own pages, and only the server key owner\'s adverts.',
    parameters: [
      plain('user_id', id(), "The seller: the key owner's user id.", {
        required: true,
        example: 5820722,
      }),
      plain('auto_id', id(), 'The advert to delete.', { required: true }),
    ],
    answers: [{ summary: 'Deleted', value: { num_rows: 1, last_insert_id: 0 } }],
  },
  vehiclePhotos: {
    description:
      'The photo list of a vehicle advert (Denysria/api-docs `list-of-fotos.md`), each photo with its address on the photo host (`url`, `formats`). An advert without photos answers `{}` under its id; a deleted or unknown advert is 404 `NOT_FOUND`. Pictures are served at immutable addresses (CONTRACT.md "Photos").',
    pathIds: { id: 'The advert (an id from a search).' },
  },
  realtyInfo: {
    description:
      'The documented details of a real-estate advert (`auto-info-example.json` `dom_info`), from the same advert `/dom/search` reads, with its `photos` and `main_photo`. Members the advert does not state are absent. A deleted or unknown advert is 404 `NOT_FOUND`.',
    pathIds: { id: 'The advert (an id from `/dom/search`).' },
    answers: [
      {
        summary: 'The documented example (auto-info-example.json)',
        value: reference.documentedRealtyInfo,
      },
    ],
  },
  averagePrice: {
    description:
      'The price statistics (USD) of the newest comparable live adverts, at most 1,000, computed as the vehicle search reads the same filters: `total`, `arithmeticMean`, `interQuartileMean` (prices from the 25th to the 75th percentile), `percentiles` ("1.0" … "99.0", linear between ranks), `prices` (ascending) and `classifieds` (the advert of each price). Fewer than 5 adverts: 400 `{"message":"Not Enough Data"}`, the documented body rather than the envelope.',
    parameters: AVERAGE_PRICE,
    requests: [
      {
        summary: 'BMW 318, automatic or manual',
        value: 'marka_id=9&model_id=31612&gear_id=1&gear_id=2',
      },
      {
        summary: 'BMW 520 of 2014, diesel or petrol',
        value: 'marka_id=9&model_id=31887&yers=2014&fuel_id=1&fuel_id=2',
      },
      { summary: 'Driven 10 to 100 thousand km', value: 'raceInt=10&raceInt=100' },
    ],
  },
  searchRealty: {
    description:
      'Searches real-estate adverts (CONTRACT.md 5): every parameter is an equality but `district_id` (any of them) and the characteristic ranges. The answer: the ids of the page and the total `count`.',
    parameters: REALTY_SEARCH,
    requests: [
      { summary: 'The documented example (dom-search-params.json)', value: reference.realtyQuery },
    ],
    answers: [{ summary: 'The documented answer', value: reference.realtyAnswer }],
  },
  listOrders: {
    description:
      "The orders of the account that owns the key: all of them (no paging), newest first, deleted ones (status 6) included; `total` equals the number of orders. Statuses: 0 new, 1 completed, 2 not completed, 6 deleted. The path also answers with the documented trailing slash (`/ria/basket/orders/`). In proxy mode: a signed-in operator (customers' names, addresses and phones).",
    answers: [{ summary: 'The documented example (orders.json)', value: reference.orders }],
  },
  siteToApi: {
    description: `Website search parameters (auto.ria.com/search) to the API's, as \`{"unrecognized","converted","string"}\`; all values strings. A make row without a model gets \`model_id[i]=0\` (documented).\n\n${CONVERSION_NOTES}`,
    parameters: conversionParameters('website'),
    requests: [{ summary: 'The documented example', value: reference.newToOldQuery }],
    answers: [{ summary: 'The documented answer', value: reference.newToOldAnswer }],
  },
  apiToSite: {
    description: `API search parameters to the website's; \`model_id[i]=0\` ("all models") is dropped (documented).\n\n${CONVERSION_NOTES}`,
    parameters: conversionParameters('API'),
    requests: [{ summary: 'The documented example', value: reference.oldToNewQuery }],
    answers: [{ summary: 'The documented answer', value: reference.oldToNewAnswer }],
  },
  categories: {
    description: 'Vehicle categories.',
    answers: catalogAnswer('/auto/categories', 'The live catalog (auto-catalog-live.json)'),
  },
  bodystyles: {
    description: 'The body styles of a category, with `parent_id` where the category groups them.',
    pathIds: CATEGORY,
    answers: catalogAnswer('/auto/categories/1/bodystyles', 'Cars (auto-catalog-live.json)'),
  },
  bodystyleGroups: {
    description:
      'The body styles of a category in groups: each group an array whose first item (`parentId` 0) names it. Car body styles are groups of one.',
    pathIds: CATEGORY,
  },
  allBodystyles: { description: 'The body styles of every category.' },
  marks: {
    description: 'The makes of a category.',
    pathIds: CATEGORY,
    answers: catalogAnswer('/auto/categories/1/marks', 'Car makes (auto-catalog-live.json)'),
  },
  models: {
    description: 'The models of a make.',
    pathIds: { ...CATEGORY, mark: 'A make (`/auto/categories/{category}/marks`).' },
    answers: catalogAnswer('/auto/categories/1/marks/9/models', 'BMW (auto-catalog-live.json)'),
  },
  modelGroups: {
    description:
      'The models of a make, each a `{name, value}` or a family: an array whose first item is the family itself. Flattened, the flat list.',
    pathIds: { ...CATEGORY, mark: 'A make (`/auto/categories/{category}/marks`).' },
  },
  allModels: { description: 'The models of every make.' },
  gearboxes: {
    description: 'The gearbox types of a category.',
    pathIds: CATEGORY,
    answers: catalogAnswer('/auto/categories/1/gearboxes', 'Cars (auto-catalog-live.json)'),
  },
  options: {
    description: 'The equipment options of a category (`auto_options[id]=id` in a search).',
    pathIds: CATEGORY,
    answers: catalogAnswer('/auto/categories/1/options', 'Cars (auto-catalog-live.json)'),
  },
  autoOptions: {
    description: 'The same list as `…/options`, under the name the older documentation gives.',
    pathIds: CATEGORY,
  },
  driverTypes: {
    description: 'The drive types of a category.',
    pathIds: CATEGORY,
    answers: catalogAnswer('/auto/categories/1/driverTypes', 'Cars (auto-catalog-live.json)'),
  },
  states: {
    description: 'Regions.',
    answers: catalogAnswer('/auto/states', 'The live catalog (auto-catalog-live.json)'),
  },
  cities: {
    description: 'The cities of a region.',
    pathIds: { state: 'A region (`/auto/states`).' },
    answers: catalogAnswer('/auto/states/1/cities', 'Vinnytsia region (auto-catalog-live.json)'),
  },
  fuels: {
    description: 'Fuel types (the live list of 2026: hybrids by kind; 7 and 9 retired).',
    answers: catalogAnswer('/auto/type', 'The live catalog (auto-catalog-live.json)'),
  },
  colors: {
    description: 'Colours.',
    answers: catalogAnswer('/auto/colors', 'The live catalog (auto-catalog-live.json)'),
  },
  countries: {
    description: "Countries: makes' origin (`brandOrigin`) and imports (`matched_country`).",
    answers: catalogAnswer('/auto/countries', 'The live catalog (auto-catalog-live.json)'),
  },
  domStates: { description: 'Regions, for real estate.' },
  domCities: {
    description: 'The cities of a region, for real estate.',
    pathIds: { state: 'A region (`/dom/states`).' },
  },
  domDistricts: {
    description: 'The districts of a city, for real estate.',
    pathIds: { city: 'A city (`/dom/cities/{state}`).' },
  },
  meta: {
    description:
      'Our own path, no key: how the app finds its footing. Embedded mode names the demo account and the dataset; proxy mode the key’s hour (`quota`), this visitor’s `share`, whether anyone can sign in, which paths need a role, and (to a signed-in seller only) the key owner’s user id.',
  },
  session: {
    description:
      'Proxy mode: who is signed in, or `{"signed_in":false,"ended":…}` (`ended`: a session cookie came whose session is over).',
  },
  signIn: {
    description:
      'Proxy mode: signs in with JSON `{"name","password"}` (Content-Type application/json, from this server\'s own pages) and sets the HttpOnly session cookie `mps_session`. A wrong name or password: 401 `SIGN_IN_FAILED`, the same answer for both; throttled per address and per name (429 with Retry-After). A successful sign-in also sets the HttpOnly device cookie `mps_device` (path /api/_session, 180 days): a browser that holds it is held only by its own failures, not by strangers\' failures for the same name. An account with the operator role also gets `mps_reads_orders` (path /, HttpOnly, SameSite=Lax, holding nothing), with which the orders page starts the orders from its HTML; answers that identify the visitor keep it in step, and signing out clears it.',
  },
  signOut: { description: "Proxy mode: signs out (from this server's own pages)." },
  openApi: {
    description:
      'This document, generated from the route table for the mode the server runs in. The reference page at `/api/docs` renders it.',
  },
};
