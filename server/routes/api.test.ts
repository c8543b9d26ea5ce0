import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, buildUrl } from '../../src/api/client';
import { bodystyleGroupsSchema, modelGroupsSchema } from '../../src/api/contracts/catalog-groups';
import { catalogSchema } from '../../src/api/contracts/catalogs';
import { conversionResponseSchema } from '../../src/api/contracts/converter';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import { ordersResponseSchema } from '../../src/api/contracts/orders';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import { routePath } from '../../src/api/contracts/route';
import { vehicleInfo } from '../../src/api/contracts/vehicle-routes';
import {
  autoInfoSchema,
  vehicleSearchArrayFormSchema,
  vehicleSearchBodySchema,
  vehicleSearchResponseSchema,
} from '../../src/api/contracts/vehicles';
import { liveSearchBodySchema } from '../../src/api/contracts/vehicle-search-live';
import { DEMO_SELLER, DISABLED_ACCOUNT, LIMITED_KEY, SECOND_SELLER } from '../seed/accounts';
import { DOCUMENTED_REALTY_IDS } from '../seed/realty';
import { startTestServer, TEST_SIZES, type TestServer } from '../testing/test-server';

const reference = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../reference/${name}`, import.meta.url), 'utf8'));
const searchParams = reference('auto-search-params.json') as {
  examples: Record<
    'search' | 'new_to_old' | 'old_to_new',
    { request_url: string; response_json?: unknown }
  > & {
    new_to_old: { site_search_url: string };
  };
};
const domExample = (
  reference('dom-search-params.json') as {
    example: { request_url: string; response_json: { items: number[]; count: number } };
  }
).example;

/** The query of a documented URL, with `YOUR_API_KEY` left in (the test key replaces it). */
function documentedQuery(url: string): string {
  return url.slice(url.indexOf('?')).replace(/api_key=YOUR_API_KEY&?/, '');
}

/** Every error answer is the documented envelope. */
function expectEnvelope(body: unknown, code: string, param?: string) {
  const parsed = errorEnvelopeSchema.parse(body);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message.length).toBeGreaterThan(10);
  if (param !== undefined) expect(parsed.error.param).toBe(param);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/_meta', () => {
  it('names the mode, the demo account and the dataset without a key', async () => {
    const { status, body } = await server.call('/_meta', { key: null });
    expect(status).toBe(200);
    expect(metaResponseSchema.parse(body)).toMatchObject({
      mode: 'embedded',
      demo: { api_key: 'demo-key', user_id: DEMO_SELLER.userId },
      dataset: TEST_SIZES,
    });
  });
});

describe('GET /auto/search', () => {
  it('answers the documented array form with the default page of 10, newest first', async () => {
    const { status, body, headers } = await server.call('/auto/search');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    const [answer] = vehicleSearchArrayFormSchema.parse(body);
    expect(answer.additional_params).toEqual({
      lang_id: 2,
      page: 0,
      view_type_id: 0,
      target: 'search',
      section: 'auto',
      catalog_name: '',
      elastica: true,
      nodejs: true,
    });
    expect(answer.result.search_result).toMatchObject({
      count: TEST_SIZES.vehicles,
      last_id: 0,
      qs: { fields: ['_id'], size: 10, from: 0 },
    });
    const ids = answer.result.search_result.ids.map(Number);
    expect(ids).toHaveLength(10);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids); // newest adverts have the highest ids
  });

  it('answers the documented example request in the documented shape', async () => {
    const { status, body } = await server.call(
      `/auto/search${documentedQuery(searchParams.examples.search.request_url)}`,
    );
    expect(status).toBe(200);
    const [answer] = vehicleSearchArrayFormSchema.parse(body);
    expect(answer.result.search_result.qs).toEqual({ fields: ['_id'], size: 50, from: 0 });
    expect(answer.result.search_result.ids.length).toBe(
      Math.min(50, answer.result.search_result.count),
    );
  });

  it('echoes page as the string sent and advances qs.from by the page size', async () => {
    const { body } = await server.call('/auto/search?category_id=1&page=1&countpage=100');
    const [answer] = vehicleSearchArrayFormSchema.parse(body);
    expect(answer.additional_params.page).toBe('1');
    expect(answer.result.search_result.qs).toEqual({ fields: ['_id'], size: 100, from: 100 });
  });

  it('pages without overlap and clamps countpage to 100', async () => {
    const first = vehicleSearchArrayFormSchema.parse(
      (await server.call('/auto/search?countpage=500')).body,
    )[0];
    const second = vehicleSearchArrayFormSchema.parse(
      (await server.call('/auto/search?countpage=100&page=1')).body,
    )[0];
    expect(first.result.search_result.ids).toHaveLength(100);
    const overlap = second.result.search_result.ids.filter((id) =>
      first.result.search_result.ids.includes(id),
    );
    expect(overlap).toEqual([]);
  });

  it('clamps any larger whole countpage to 100, and says so when it refuses one', async () => {
    for (const countpage of ['101', '2147483647', '2147483648', '99999999999999999999']) {
      const { status, body } = await server.call(`/auto/search?countpage=${countpage}`);
      expect(status, countpage).toBe(200);
      const [answer] = vehicleSearchArrayFormSchema.parse(body);
      expect(answer.result.search_result.ids).toHaveLength(100);
      expect(answer.result.search_result.qs?.size).toBe(100);
    }
    const { status, body } = await server.call('/auto/search?countpage=0');
    expect(status).toBe(400);
    expectEnvelope(body, 'INVALID_PARAMETER', 'countpage');
    expect(errorEnvelopeSchema.parse(body).error.message).toBe(
      'countpage must be a whole number from 1; larger than 100 is served as 100.',
    );
  });

  it('answers a page past the end with no ids and the true count', async () => {
    const { body } = await server.call('/auto/search?marka_id[0]=79&page=9999');
    const [answer] = vehicleSearchArrayFormSchema.parse(body);
    expect(answer.result.search_result.ids).toEqual([]);
    expect(answer.result.search_result.count).toBeGreaterThan(0);
  });

  it('reads %5B%5D keys and a trailing slash like the plain form', async () => {
    const plain = (await server.call('/auto/search?marka_id[0]=84&s_yers[0]=2015')).body;
    const encoded = (await server.call('/auto/search/?marka_id%5B0%5D=84&s_yers%5B0%5D=2015')).body;
    expect(encoded).toEqual(plain);
  });

  it('sorts by the live order_by values (LIVE-2026.md "order_by has nine values")', async () => {
    const column = async (order: number, read: (id: number) => number | undefined) => {
      const { status, body } = await server.call(
        `/auto/search?marka_id[0]=9&countpage=20&order_by=${order}`,
      );
      expect(status, `order_by=${order}`).toBe(200);
      const ids = vehicleSearchArrayFormSchema.parse(body)[0].result.search_result.ids;
      return ids.map((id) => read(Number(id)) ?? Number.NaN);
    };
    const price = (id: number) => server.store.vehicle(id)?.price_usd;
    const year = (id: number) => server.store.vehicle(id)?.year;
    const mileage = (id: number) => server.store.vehicle(id)?.mileage_kkm;
    const added = (id: number) => Date.parse(server.store.vehicle(id)?.add_date ?? '');
    const up = (list: number[]) => [...list].sort((a, b) => a - b);
    const down = (list: number[]) => [...list].sort((a, b) => b - a);
    // "A live call with order_by=2 returned the cheapest advert first."
    const cheapest = await column(2, price);
    expect(cheapest).toEqual(up(cheapest));
    expect(await column(3, price)).toEqual(down(await column(3, price)));
    expect(await column(5, year)).toEqual(down(await column(5, year)));
    expect(await column(6, year)).toEqual(up(await column(6, year)));
    expect(await column(7, added)).toEqual(down(await column(7, added)));
    expect(await column(8, added)).toEqual(up(await column(8, added)));
    expect(await column(12, mileage)).toEqual(down(await column(12, mileage)));
    expect(await column(13, mileage)).toEqual(up(await column(13, mileage)));
    // CONTRACT.md "Order": the legacy 1 means price ascending, exactly as 2.
    expect(await column(1, price)).toEqual(cheapest);
  });

  it('refuses an order the live service does not know (LIVE-2026.md)', async () => {
    for (const order of [4, 9, 10, 11, 14]) {
      const { status, body } = await server.call(`/auto/search?order_by=${order}`);
      expect(status).toBe(400);
      expectEnvelope(body, 'INVALID_PARAMETER', 'order_by');
    }
  });

  it.each([
    ['marka_id[0]=abc', 'marka_id[0]'],
    ['page=-1', 'page'],
    ['countpage=0', 'countpage'],
    ['currency=9', 'currency'],
    ['price_ot=cheap', 'price_ot'],
    ['state[one]=1', 'state[one]'],
  ])('refuses %s with 400 INVALID_PARAMETER naming the parameter', async (query, param) => {
    const { status, body } = await server.call(`/auto/search?${query}`);
    expect(status).toBe(400);
    expectEnvelope(body, 'INVALID_PARAMETER', param);
  });

  it.each([
    ['countpage=1&marka_id[0]=9&marka_id[00]=84', 'marka_id[00]'],
    ['bodystyle[0]=3&bodystyle[00]=5', 'bodystyle[00]'],
    ['gear_id=1&gearbox[00]=2', 'gearbox[00]'],
  ])(
    'refuses %s: one row given twice, whatever zeros lead its index (CONTRACT.md "Every endpoint")',
    async (query, param) => {
      const { status, body } = await server.call(`/auto/search?${query}`);
      expect(status).toBe(400);
      expectEnvelope(body, 'INVALID_PARAMETER', param);
    },
  );

  it('reads 0 as "any" for every id, alone or in a list (CONTRACT.md "Every public filter")', async () => {
    const count = async (query: string) => {
      const { status, body } = await server.call(`/auto/search?countpage=1&${query}`);
      expect(status, query).toBe(200);
      return vehicleSearchArrayFormSchema.parse(body)[0].result.search_result.count;
    };
    const all = await count('');
    expect(all).toBe(TEST_SIZES.vehicles);
    for (const query of [
      'category_id=0',
      'drive_id=0',
      'color_id=0',
      'bodystyle[0]=0',
      'body_id=0',
      'gearbox[0]=0',
      'gear_id=0',
      'type[0]=0',
      'type_id=0',
      'marka_id[0]=0',
      'state[0]=0',
      'matched_country=0',
      'wheelFormulaId=0',
      // A list that holds 0 holds "any": the other values narrow nothing.
      'bodystyle[0]=3&bodystyle[1]=0',
    ]) {
      expect(await count(query), query).toBe(all);
    }
    // 0 beside another filter leaves that filter as it is.
    expect(await count('category_id=2&drive_id=0&gearbox[0]=0')).toBe(await count('category_id=2'));
  });

  it('ignores unknown parameters', async () => {
    const { status } = await server.call('/auto/search?utm_source=mail&foo[bar]=1');
    expect(status).toBe(200);
  });

  describe('the live form (started with it)', () => {
    let live: TestServer;
    beforeAll(async () => {
      live = await startTestServer({
        seed: { vehicles: 500, realty: 50, orders: 5 },
        app: { searchForm: 'live' },
      });
    });
    afterAll(() => live.close());
    const liveSearch = async (query: string) => {
      const { status, body } = await live.call(`/auto/search?${query}`);
      expect(status, query).toBe(200);
      return liveSearchBodySchema.parse(body);
    };

    it('answers a bare object, and the client schema reads both forms', async () => {
      const { body } = await live.call('/auto/search?countpage=5');
      expect(Array.isArray(body)).toBe(false);
      const answer = vehicleSearchBodySchema.parse(body);
      expect(answer.additional_params.lang_id).toBe('4');
      expect(answer.result.search_result.qs).toBeUndefined();
      expect(vehicleSearchResponseSchema.parse(body).result.search_result.count).toBe(500);
    });

    it('echoes the query and search_params exactly as live/search.json does (LIVE-2026.md)', async () => {
      const recorded = liveSearchBodySchema.shape.result.shape.additional.parse(
        (reference('live/search.json') as { result: { additional: unknown } }).result.additional,
      );
      const answer = await liveSearch('category_id=1&marka_id[0]=9');
      expect(answer.result.additional).toEqual(recorded);
      expect(answer.result.search_result_common.data.map((entry) => entry.id)).toEqual(
        answer.result.search_result.ids,
      );
    });

    it('lists every parameter with the value used in all, and only what was set in cleaned', async () => {
      const { all, cleaned } = (
        await liveSearch(
          'marka_id[0]=79&model_id[0]=2040&marka_id[1]=84&type[1]=2&order_by=1&raceInt=10&raceInt=150&verified.VIN=1&countpage=500&drive_id=1',
        )
      ).result.additional.search_params;
      // CONTRACT.md "The live form's echo": values after reading (1 is read as 2, countpage is clamped).
      expect(cleaned).toEqual({
        marka_id: [79, 84],
        model_id: [2040],
        type: [2],
        drive_id: [1],
        raceFrom: 10,
        raceTo: 150,
        'verified.VIN': 1,
        order_by: 2,
        countpage: 100,
        searchType: 1,
        lang_id: '4',
      });
      expect(all).toEqual({
        marka_id: [79, 84],
        model_id: [2040],
        type: [2],
        drive_id: [1],
        raceFrom: 10,
        raceTo: 150,
        'verified.VIN': 1,
        currency: 1,
        abroad: false,
        searchType: 1,
        order_by: 2,
        countpage: 100,
      });
    });

    it('reads every row of the public parameter table (auto-search-params.json, 50 rows; CONTRACT.md "Every public filter")', async () => {
      const table = (
        reference('auto-search-params.json') as {
          params: { name: string; example_usage: string | null }[];
        }
      ).params;
      expect(table).toHaveLength(50);
      // The table's names for lists that the example writes otherwise (CONTRACT.md).
      const echoed: Record<string, string> = {
        body_id: 'bodystyle',
        gear_id: 'gearbox',
        type_id: 'type',
        raceInt: 'raceFrom',
        exchange_filter: 'exchange_filter',
      };
      for (const row of table) {
        const query =
          row.example_usage ??
          (row.name === 'fuelRatesType'
            ? 'fuelRatesType=city'
            : row.name === 'page'
              ? 'page=1'
              : `${row.name}=1`);
        const answer = await liveSearch(query);
        const name = echoed[row.name] ?? row.name;
        expect(Object.keys(answer.result.additional.search_params.cleaned), row.name).toContain(
          name,
        );
      }
    });
  });
});

describe('authentication and limits (documented codes)', () => {
  it('answers 403 API_KEY_MISSING without a key, and with an empty one', async () => {
    for (const path of ['/auto/search', '/auto/search?api_key=']) {
      const { status, body } = await server.call(path, { key: null });
      expect(status).toBe(403);
      expectEnvelope(body, 'API_KEY_MISSING');
    }
  });

  // CONTRACT.md "Every endpoint": a key given twice is refused before it is looked up or counted.
  it('answers 400 INVALID_PARAMETER naming api_key when it is given twice, even the same key', async () => {
    const limited = await startTestServer({ seed: { vehicles: 100, realty: 10, orders: 2 } });
    try {
      for (const keys of [
        `api_key=${LIMITED_KEY.apiKey}&api_key=${LIMITED_KEY.apiKey}`,
        `api_key=no-such-key&api_key=${LIMITED_KEY.apiKey}`,
        `api_key=${LIMITED_KEY.apiKey}&api_key=`,
      ]) {
        for (let i = 0; i <= LIMITED_KEY.hourlyLimit; i++) {
          const { status, body } = await limited.call(`/auto/type?${keys}`, { key: null });
          expect(status, keys).toBe(400);
          expect(errorEnvelopeSchema.parse(body).error).toEqual({
            code: 'INVALID_PARAMETER',
            message: 'api_key is given more than once; give it once.',
            param: 'api_key',
          });
        }
      }
      // None of those was counted against the key.
      expect((await limited.call('/auto/type', { key: LIMITED_KEY.apiKey })).status).toBe(200);
      const twice = `/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=1&api_key=demo-key`;
      const refused = await limited.call(`${twice}&api_key=demo-key`, {
        key: null,
        method: 'DELETE',
      });
      expect(errorEnvelopeSchema.parse(refused.body).error.param).toBe('api_key');
    } finally {
      await limited.close();
    }
  });

  it('answers 403 API_KEY_INVALID for an unknown key', async () => {
    const { status, body } = await server.call('/ria/basket/orders', { key: 'no-such-key' });
    expect(status).toBe(403);
    expectEnvelope(body, 'API_KEY_INVALID');
  });

  it('answers 403 API_KEY_DISABLED for a disabled key', async () => {
    const { status, body } = await server.call('/dom/search', { key: DISABLED_ACCOUNT.apiKey });
    expect(status).toBe(403);
    expectEnvelope(body, 'API_KEY_DISABLED');
  });

  it('answers 429 OVER_RATE_LIMIT with Retry-After once the hourly budget is spent', async () => {
    const limited = await startTestServer({ seed: { vehicles: 100, realty: 10, orders: 2 } });
    try {
      for (let i = 0; i < LIMITED_KEY.hourlyLimit; i++) {
        expect((await limited.call('/auto/type', { key: LIMITED_KEY.apiKey })).status).toBe(200);
      }
      const { status, body, headers } = await limited.call('/auto/type', {
        key: LIMITED_KEY.apiKey,
      });
      expect(status).toBe(429);
      expectEnvelope(body, 'OVER_RATE_LIMIT');
      const retryAfter = Number(headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Another key is not affected.
      expect((await limited.call('/auto/type')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('paths and methods', () => {
  it('answers 404 NOT_FOUND for unknown paths', async () => {
    for (const path of ['/nope', '/auto/searchx', '/', '/auto/categories/1/marks/9/models/extra']) {
      const { status, body } = await server.call(path);
      expect(status, path).toBe(404);
      expectEnvelope(body, 'NOT_FOUND');
    }
  });

  it('answers 405 METHOD_NOT_ALLOWED with Allow for a known path', async () => {
    for (const [method, path, allow] of [
      ['POST', '/auto/search', 'GET, HEAD'],
      ['DELETE', '/auto/search', 'GET, HEAD'],
      ['GET', '/auto/new/autos', 'DELETE'],
      ['PUT', '/ria/basket/orders/', 'GET, HEAD'],
    ] as const) {
      const { status, body, headers } = await server.call(path, { method });
      expect(status, `${method} ${path}`).toBe(405);
      expect(headers.allow).toBe(allow);
      expectEnvelope(body, 'METHOD_NOT_ALLOWED');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await server.app.inject({
      method: 'HEAD',
      url: '/api/auto/type?api_key=demo-key',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('sends the security headers on API answers', async () => {
    const { headers } = await server.call('/auto/type');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('GET /auto/info', () => {
  const firstIds = async (query: string) =>
    vehicleSearchArrayFormSchema
      .parse((await server.call(`/auto/search?${query}`)).body)[0]
      .result.search_result.ids.map(Number);
  const info = async (id: number) => {
    const { status, body } = await server.call(`/auto/info?auto_id=${id}`);
    expect(status).toBe(200);
    return body as Record<string, unknown>;
  };

  it('answers the members the app reads for a live advert', async () => {
    const [id] = await firstIds('countpage=1');
    const parsed = autoInfoSchema.parse(await info(id!));
    const row = server.store.vehicle(id!);
    expect(parsed.USD).toBe(row?.price_usd);
    expect(parsed.autoData.year).toBe(row?.year);
    expect(parsed.linkToView).toMatch(new RegExp(`_${id}\\.html$`));
  });

  it('puts every member where the live answer has it (LIVE-2026.md "Advert details")', async () => {
    const live = reference('live/info.json');
    const documented = (
      reference('auto-info-example.json') as { auto_info: { response: unknown[] } }
    ).auto_info.response[0];
    /** The dotted paths of every member of an answer. */
    const paths = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([key, member]) => [
            `${prefix}${key}`,
            ...paths(member, `${prefix}${key}.`),
          ])
        : [];
    const known = new Set([...paths(live), ...paths(documented)]);
    // Adverts of every kind: a car, a motorcycle, a dealer's, a sold one.
    const ids = [
      ...(await firstIds('category_id=1&countpage=3')),
      ...(await firstIds('category_id=2&countpage=2')),
      ...(await firstIds('sellerType=2&saledParam=1&countpage=2')),
    ];
    for (const id of ids) {
      const answer = await info(id);
      for (const path of paths(answer)) expect(known.has(path), `${id}: ${path}`).toBe(true);
      expect(answer.subCategoryName).toEqual(expect.any(String));
      expect(answer.autoData).not.toHaveProperty('subCategoryName');
    }
  });

  it('gives power only in modificationName, as text (LIVE-2026.md)', async () => {
    for (const id of await firstIds('category_id=1&countpage=20')) {
      const answer = await info(id);
      const row = server.store.vehicle(id)!;
      const data = answer.autoData as Record<string, unknown>;
      expect(data.modificationName).toEqual(expect.stringContaining(`(${row.power_hp} к.с.)`));
      expect(data).not.toHaveProperty('powerHp');
      const numbers = Object.values(data).filter((value) => value === row.power_hp);
      expect(numbers, `${id}`).toEqual([]);
    }
  });

  it('names no engine volume for electric cars (LIVE-2026.md; issue 15)', async () => {
    const electric = server.db
      .prepare('SELECT id, engine_cc FROM vehicles WHERE fuel_id = 6 AND deleted_at IS NULL')
      .all() as { id: number; engine_cc: number }[];
    expect(electric.length).toBeGreaterThan(50);
    for (const { id, engine_cc } of electric.slice(0, 60)) {
      expect(engine_cc).toBe(0);
      const data = (await info(id)).autoData as { fuelName: string };
      expect(data.fuelName).toBe('Електро');
    }
  });

  it('answers 400 without auto_id and 404 for an unknown advert', async () => {
    const missing = await server.call('/auto/info');
    expect(missing.status).toBe(400);
    expectEnvelope(missing.body, 'INVALID_PARAMETER', 'auto_id');
    const empty = await server.call('/auto/info?auto_id=');
    expectEnvelope(empty.body, 'INVALID_PARAMETER', 'auto_id');
    const unknown = await server.call('/auto/info?auto_id=1');
    expect(unknown.status).toBe(404);
    expectEnvelope(unknown.body, 'NOT_FOUND');
  });

  // CONTRACT.md "Every endpoint": a parameter read once, given twice, is 400 in the same words
  // as the searches' repeated page; never the details of one of the two.
  it('refuses auto_id given twice, in the words the search refuses page given twice', async () => {
    const [one, two] = await firstIds('countpage=2');
    const search = await server.call('/auto/search?page=1&page=2');
    expect(search.status).toBe(400);
    expect(errorEnvelopeSchema.parse(search.body).error).toEqual({
      code: 'INVALID_PARAMETER',
      message: 'page is given more than once; give it once.',
      param: 'page',
    });
    for (const query of [
      `auto_id=${one}&auto_id=${two}`,
      `auto_id=${one}&langId=2&auto_id=${one}`,
    ]) {
      const { status, body } = await server.call(`/auto/info?${query}`);
      expect(status, query).toBe(400);
      expect(autoInfoSchema.safeParse(body).success).toBe(false);
      expect(errorEnvelopeSchema.parse(body).error).toEqual({
        code: 'INVALID_PARAMETER',
        message: 'auto_id is given more than once; give it once.',
        param: 'auto_id',
      });
    }
  });

  it("answers the app's own request for an advert's details (src/api/client.ts)", async () => {
    const [id] = await firstIds('countpage=1');
    const params = vehicleInfo.query.encode({ auto_id: id!, langId: 3 });
    const url = buildUrl(routePath(vehicleInfo), params, 'demo-key');
    const { status, body } = await server.call(url.slice(API_BASE.length), { key: null });
    expect(status).toBe(200);
    expect(autoInfoSchema.parse(body).autoData.autoId).toBe(id);
  });
});

describe('GET /dom/search', () => {
  it('answers the documented example request with the documented answer, in its order', async () => {
    const { status, body } = await server.call(
      `/dom/search${documentedQuery(domExample.request_url)}`,
    );
    expect(status).toBe(200);
    // Newest first (CONTRACT.md §5): the seed dates the seven so that this is their order.
    expect(realtySearchResponseSchema.parse(body)).toEqual(domExample.response_json);
    expect(domExample.response_json.items).toEqual(DOCUMENTED_REALTY_IDS);
  });

  it('pages by 100, newest first, with the total count', async () => {
    const first = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?category=1')).body,
    );
    const second = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?category=1&page=1')).body,
    );
    expect(first.items).toHaveLength(100);
    expect(second.count).toBe(first.count);
    expect(second.items.some((id) => first.items.includes(id))).toBe(false);
  });

  it('reads repeated district_id as any of them', async () => {
    const one = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?district_id=15187')).body,
    );
    const two = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?district_id=15187&district_id=15189')).body,
    );
    expect(two.count).toBeGreaterThan(one.count);
  });

  it('refuses a characteristic given twice, whatever zeros lead its id (CONTRACT.md "Every endpoint")', async () => {
    const { status, body } = await server.call(
      '/dom/search?characteristic[209][from]=1&characteristic[0209][from]=5',
    );
    expect(status).toBe(400);
    expectEnvelope(body, 'INVALID_PARAMETER', 'characteristic[0209][from]');
  });

  it('refuses a malformed characteristic, naming it', async () => {
    const { status, body } = await server.call('/dom/search?characteristic[209][from]=many');
    expect(status).toBe(400);
    expectEnvelope(body, 'INVALID_PARAMETER', 'characteristic[209][from]');
  });
});

describe('GET /ria/basket/orders/', () => {
  it("lists the key owner's orders, newest first, deleted ones included, with total = length", async () => {
    for (const path of ['/ria/basket/orders/', '/ria/basket/orders']) {
      const { status, body } = await server.call(path);
      expect(status).toBe(200);
      const answer = ordersResponseSchema.parse(body);
      expect(answer.status).toBe(true);
      expect(answer.total).toBe(answer.orders.length);
      expect(answer.total).toBeGreaterThan(50);
      const created = answer.orders.map((order) => order.created_at);
      expect([...created].sort().reverse()).toEqual(created);
      expect(answer.orders.some((order) => order.status === 6)).toBe(true);
      for (const order of answer.orders) {
        const sum = order.items.reduce((total, item) => total + item.price * item.count, 0);
        expect(order.total_order_sum).toBe(sum);
      }
    }
  });

  it("never shows another account's orders", async () => {
    const mine = ordersResponseSchema.parse((await server.call('/ria/basket/orders')).body);
    const theirs = ordersResponseSchema.parse(
      (await server.call('/ria/basket/orders', { key: SECOND_SELLER.apiKey })).body,
    );
    const mineIds = new Set(mine.orders.map((order) => order.order_id));
    expect(theirs.orders.length).toBeGreaterThan(0);
    expect(theirs.orders.some((order) => mineIds.has(order.order_id))).toBe(false);
  });
});

describe('GET /new_to_old and /old_to_new (documented examples, to the byte)', () => {
  it('converts the documented website query to the documented answer', async () => {
    // The documented answer belongs to the website URL's query (CONTRACT.md).
    const { status, text } = await server.call(
      `/new_to_old${documentedQuery(searchParams.examples.new_to_old.site_search_url)}`,
    );
    expect(status).toBe(200);
    expect(text).toBe(JSON.stringify(searchParams.examples.new_to_old.response_json));
  });

  it('sends the request URL’s own countpage back unrecognized', async () => {
    const { body } = await server.call(
      `/new_to_old${documentedQuery(searchParams.examples.new_to_old.request_url)}`,
    );
    expect(conversionResponseSchema.parse(body).unrecognized).toEqual({ countpage: '10' });
  });

  it('leaves a price bound in another currency than the search’s unrecognized', async () => {
    const convert = async (query: string) =>
      conversionResponseSchema.parse((await server.call(`/new_to_old?${query}`)).body);
    expect(await convert('price.UAH.gte=100&price.currency=2')).toEqual({
      unrecognized: { 'price.UAH.gte': '100' },
      converted: { currency: '2' },
      string: 'currency=2',
    });
    expect(await convert('price.EUR.gte=100&price.USD.lte=200')).toEqual({
      unrecognized: { 'price.USD.lte': '200' },
      converted: { price_ot: '100', currency: '2' },
      string: 'price_ot=100&currency=2',
    });
  });

  it('converts the documented API query to the documented answer', async () => {
    const { status, text } = await server.call(
      `/old_to_new${documentedQuery(searchParams.examples.old_to_new.request_url)}`,
    );
    expect(status).toBe(200);
    expect(text).toBe(JSON.stringify(searchParams.examples.old_to_new.response_json));
  });
});

describe('catalog paths', () => {
  const paths = [
    '/auto/categories',
    '/auto/categories/1/bodystyles',
    '/auto/categories/2/bodystyles',
    '/auto/categories/1/marks',
    '/auto/categories/1/marks/79/models',
    '/auto/categories/2/marks/9/models',
    '/auto/states',
    '/auto/states/1/cities',
    '/auto/states/5/cities',
    '/auto/states/10/cities',
    '/auto/categories/1/gearboxes',
    '/auto/type',
    '/auto/categories/1/options',
    '/auto/categories/1/auto_options',
    '/auto/categories/1/driverTypes',
    '/auto/colors',
    '/auto/countries',
    '/dom/states',
    '/dom/cities/5',
    '/dom/cities_districts/5',
    '/dom/cities_districts/10',
    '/auto/bodystyles',
    '/auto/models',
  ];
  it.each(paths)('%s answers [{name, value}]', async (path) => {
    const { status, body } = await server.call(path);
    expect(status).toBe(200);
    expect(catalogSchema.parse(body).length).toBeGreaterThan(0);
  });

  it('lets a browser keep a catalog for an hour, and nothing else: not a refusal, nor adverts or orders', async () => {
    const catalog = await server.call('/auto/states/10/cities');
    expect(catalog.headers['cache-control']).toBe(
      'private, max-age=3600, stale-while-revalidate=86400',
    );
    const refused = await server.call('/auto/categories/cars/marks');
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknownKey = await server.call('/auto/states', { key: 'no-such-key' });
    expect(unknownKey.status).toBe(403);
    expect(unknownKey.headers['cache-control']).toBe('no-store');
    for (const path of ['/auto/search?category_id=1', '/ria/basket/orders/']) {
      const answer = await server.call(path);
      expect(answer.status, path).toBe(200);
      // Back or Forward would otherwise show it from the browser's cache, unasked.
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('answers the live catalogs: 342 car makes, 121 options, 24 regions', async () => {
    expect(catalogSchema.parse((await server.call('/auto/categories/1/marks')).body)).toHaveLength(
      342,
    );
    expect(
      catalogSchema.parse((await server.call('/auto/categories/1/options')).body),
    ).toHaveLength(121);
    expect(catalogSchema.parse((await server.call('/auto/states')).body)).toHaveLength(24);
  });

  it('answers [] for an unknown category or make, and 400 for a non-number', async () => {
    expect((await server.call('/auto/categories/77/marks')).body).toEqual([]);
    // Leading zeros do not change an id.
    expect((await server.call('/dom/cities_districts/0000000000000000000010')).body).toEqual(
      (await server.call('/dom/cities_districts/10')).body,
    );
    expect((await server.call('/auto/categories/1/marks/999999/models')).body).toEqual([]);
    const bad = await server.call('/auto/categories/cars/marks');
    expect(bad.status).toBe(400);
    expectEnvelope(bad.body, 'INVALID_PARAMETER', 'category');
  });

  it.each([
    '/auto/categories/1/marks/99999999999/models',
    '/auto/categories/99999999999999999999/marks',
    '/auto/categories/1/marks/99999999999/models/_group',
    '/auto/categories/4294967296/bodystyles/_group',
    '/auto/states/2147483648/cities',
    '/dom/cities_districts/123456789012345678901234567890',
  ])('answers 200 [] for %s, an id that does not exist (LIVE-2026.md)', async (path) => {
    const { status, body } = await server.call(path);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each(['/auto/fotos', '/dom/info'])(
    'answers 404 for %s/<an id past any>, naming the id that was sent',
    async (path) => {
      const { status, body } = await server.call(`${path}/99999999999999`);
      expect(status).toBe(404);
      expectEnvelope(body, 'NOT_FOUND');
      expect(errorEnvelopeSchema.parse(body).error.message).toContain(`${path}/99999999999999 `);
    },
  );

  it('groups body styles as the live service does (LIVE-2026.md "bodystyles/_group")', async () => {
    for (const category of [1, 2]) {
      const groups = bodystyleGroupsSchema.parse(
        (await server.call(`/auto/categories/${category}/bodystyles/_group`)).body,
      );
      const flat = catalogSchema.parse(
        (await server.call(`/auto/categories/${category}/bodystyles`)).body,
      );
      // Every group is an array headed by an item with parentId 0; its members name the head.
      for (const [head, ...members] of groups) {
        expect(head?.parentId).toBe(0);
        for (const member of members) expect(member.parentId).toBe(head?.value);
      }
      expect(
        groups
          .flat()
          .map((item) => item.value)
          .sort(),
      ).toEqual(flat.map((item) => item.value).sort());
    }
    const moto = bodystyleGroupsSchema.parse(
      (await server.call('/auto/categories/2/bodystyles/_group')).body,
    );
    expect(moto.some((group) => group.length > 1)).toBe(true);
  });

  it('groups a make\'s models into families (LIVE-2026.md "models/_group")', async () => {
    const grouped = modelGroupsSchema.parse(
      (await server.call('/auto/categories/1/marks/9/models/_group')).body,
    );
    const flat = catalogSchema.parse((await server.call('/auto/categories/1/marks/9/models')).body);
    // Items are models or arrays of models: never an array of arrays.
    const families = grouped.filter((item) => Array.isArray(item));
    const series3 = families.find((family) => family[0]?.value === 3219);
    expect(series3?.map((model) => model.name)).toEqual(
      expect.arrayContaining(['3 Series', '318', '320']),
    );
    expect(
      grouped
        .flat()
        .map((model) => model.value)
        .sort(),
    ).toEqual(flat.map((model) => model.value).sort());
    const toyota = modelGroupsSchema.parse(
      (await server.call('/auto/categories/1/marks/79/models/_group')).body,
    );
    expect(toyota.every((item) => !Array.isArray(item))).toBe(true);
  });

  it('lists the body styles of all categories and the models of all makes (LIVE-2026.md)', async () => {
    const bodies = catalogSchema.parse((await server.call('/auto/bodystyles')).body);
    const values = new Set(bodies.map((body) => body.value));
    for (const category of [1, 2]) {
      const own = catalogSchema.parse(
        (await server.call(`/auto/categories/${category}/bodystyles`)).body,
      );
      for (const body of own) expect(values.has(body.value)).toBe(true);
    }
    const models = catalogSchema.parse((await server.call('/auto/models')).body);
    const ids = new Set(models.map((model) => model.value));
    for (const path of [
      '/auto/categories/1/marks/79/models',
      '/auto/categories/1/marks/9/models',
      '/auto/categories/2/marks/9/models',
    ]) {
      for (const model of catalogSchema.parse((await server.call(path)).body))
        expect(ids.has(model.value), `${path} ${model.value}`).toBe(true);
    }
    expect(models.every((model) => Object.keys(model).sort().join() === 'name,value')).toBe(true);
  });

  it('lists the live fuels of 2026: hybrids by kind, 7 and 9 retired (LIVE-2026.md "Catalogs")', async () => {
    const fuels = catalogSchema.parse((await server.call('/auto/type')).body);
    expect(fuels.map((fuel) => fuel.value)).toEqual([1, 2, 3, 4, 5, 6, 8, 10, 11, 12]);
    const used = server.db.prepare('SELECT DISTINCT fuel_id FROM vehicles').pluck().all();
    for (const id of used) expect(fuels.map((fuel) => fuel.value)).toContain(id);
  });

  it('lists every model the generated adverts use', async () => {
    const rows = server.db
      .prepare('SELECT DISTINCT category_id, marka_id, model_id FROM vehicles')
      .all() as {
      category_id: number;
      marka_id: number;
      model_id: number;
    }[];
    const byMake = new Map<string, Set<number>>();
    for (const row of rows) {
      const key = `${row.category_id}/${row.marka_id}`;
      if (!byMake.has(key)) {
        const list = catalogSchema.parse(
          (await server.call(`/auto/categories/${row.category_id}/marks/${row.marka_id}/models`))
            .body,
        );
        byMake.set(key, new Set(list.map((model) => model.value)));
      }
      expect(byMake.get(key)?.has(row.model_id), `${key}/${row.model_id}`).toBe(true);
    }
  });
});

// Random hostile input on every endpoint (fast-check, over loopback): server/robustness/fuzz.test.ts.
describe('no input produces a 500', () => {
  it('answers broken %-escapes in the path with 404 in the envelope', async () => {
    for (const url of [
      '/api/auto/%E0%A4%A',
      '/api/%',
      '/api/auto/categories/%FF/marks?api_key=demo-key',
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expectEnvelope(JSON.parse(response.body), 'NOT_FOUND');
    }
  });
});
