/**
 * The proxy reads each query with the route table's own codec, as the embedded service does:
 * what the contract refuses is 400 INVALID_PARAMETER here, in the same envelope, before the
 * cache and before any upstream call, so it spends neither the key's hour nor the visitor's
 * share. What the contract accepts (legacy values, the visitor's own key, names a search
 * ignores) still goes upstream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { parseQueryString } from '../../src/api/contracts/query-codec';
import { anyParams } from '../../src/api/contracts/route';
import { DEMO_SELLER } from '../seed/accounts';
import { ALLOW_LIST, fillPath } from './allow-list';
import {
  SERVER_KEY,
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from './proxy-test-kit';

let upstream: Upstream;
let proxy: ProxyUnderTest;

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startProxy(upstream.base);
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

/** An advert the upstream has, so that a valid details request answers 200. */
function someAdvert(): number {
  const row = upstream.server.db
    .prepare('SELECT id FROM vehicles WHERE deleted_at IS NULL ORDER BY id LIMIT 1')
    .get() as { id: number } | undefined;
  if (!row) throw new Error('the upstream has no advert');
  return row.id;
}

/**
 * Asks the proxy `times` times and expects the embedded service's own 400 each time, with no
 * upstream call, no count and no upstream line in the log.
 */
async function expectRefusedHere(pathAndQuery: string, param: string, times = 3) {
  const embedded = await upstream.server.call(pathAndQuery, { key: SERVER_KEY });
  expect(embedded.status, pathAndQuery).toBe(400);
  const calls = upstream.calls();
  const used = await proxy.used();
  const logged = proxy.logs.length;
  for (let i = 0; i < times; i++) {
    const proxied = await proxy.call(`/api${pathAndQuery}`);
    expect(proxied.status, pathAndQuery).toBe(400);
    expect(proxied.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { error } = errorEnvelopeSchema.parse(proxied.body);
    expect(error.code).toBe('INVALID_PARAMETER');
    expect(error.param, pathAndQuery).toBe(param);
    expect(proxied.body, pathAndQuery).toEqual(embedded.body);
    // Never a cache entry: neither a miss that was stored nor a hit.
    expect(proxied.headers.get('x-proxy-cache')).toBeNull();
  }
  expect(upstream.calls(), pathAndQuery).toBe(calls);
  expect(await proxy.used(), pathAndQuery).toBe(used);
  expect(proxy.logs.slice(logged).filter((line) => line.startsWith('upstream '))).toEqual([]);
}

describe('a malformed query is refused before the cache and the upstream', () => {
  it.each([
    ['/auto/info?auto_id=abc', 'auto_id'],
    ['/auto/info', 'auto_id'],
    ['/auto/info?auto_id=', 'auto_id'],
    ['/auto/info?auto_id=1&auto_id=1', 'auto_id'],
    ['/auto/info?auto_id=1&langId=9', 'langId'],
    ['/auto/search?page=-1', 'page'],
    ['/auto/search?order_by=4', 'order_by'],
    ['/auto/search?marka_id[x]=79', 'marka_id[x]'],
    ['/auto/search/?countpage=0', 'countpage'],
    ['/auto/search?marka_id[0]=79&marka_id%5B0%5D=84', 'marka_id[0]'],
    ['/auto/average_price?yers=2010&yers=x', 'yers'],
    ['/auto/average_price?marka_id=9&marka_id=10', 'marka_id'],
    ['/dom/search?state_id=ten', 'state_id'],
    ['/dom/info/1?lang_id=x', 'lang_id'],
    ['/auto/states?langId=7', 'langId'],
    ['/auto/categories/1/marks?langId=1', 'langId'],
  ])('GET %s: 400 naming %s, as the embedded service answers', async (request, param) => {
    await expectRefusedHere(request, param);
  });

  it('checks every proxied GET that reads a query, by its own codec', async () => {
    // One malformed query per codec; a row none of them trips must take any parameter.
    const candidates = ['page=-1', 'auto_id=abc', 'langId=9', 'yers=x', 'marka_id=x'];
    const params: Record<string, string> = {
      category: '1',
      mark: '79',
      state: '10',
      city: '1',
      id: '1',
    };
    for (const { method, path, operation } of ALLOW_LIST) {
      const codec = operation.route.query;
      if (method !== 'GET' || !codec) continue;
      const query = candidates.find((q) => codec.decode(parseQueryString(q)).issues.length > 0);
      if (query === undefined) {
        expect(codec, `${path} refuses none of ${candidates.join(', ')}`).toBe(anyParams);
        continue;
      }
      const param = codec.decode(parseQueryString(query)).issues[0]?.param ?? '';
      await expectRefusedHere(`${fillPath(path, params)}?${query}`, param, 1);
    }
  });

  it('refuses before the visitor’s share is looked at: a spent share still hears the 400', async () => {
    const tight = await startProxy(upstream.base, { hourlyLimit: 10, visitorSharePercent: 10 });
    try {
      expect((await tight.call('/api/auto/states')).status).toBe(200);
      expect((await tight.call('/api/auto/countries')).status).toBe(429);
      const calls = upstream.calls();
      const refused = await tight.call('/api/auto/info?auto_id=abc');
      expect(refused.status).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.body).error.param).toBe('auto_id');
      expect(upstream.calls()).toBe(calls);
      expect(await tight.used()).toBe(1);
    } finally {
      await tight.close();
    }
  });
});

describe('a query the contract accepts still goes upstream', () => {
  it.each([
    // The visitor's own key, however written or repeated, is dropped rather than refused.
    (id: number) => `/auto/info?auto_id=${id}&api_key=a&api_key=b`,
    (id: number) => `/auto/info?auto_id=${id}&lang_id=4&API_KEY=a&api.key=b&api_key[]=c`,
    // The older English id, sent upstream as 4; both language names, agreeing.
    (id: number) => `/auto/info?auto_id=${id}&langId=3`,
    (id: number) => `/auto/info?auto_id=${id}&lang_id=2&langId=2`,
    // Legacy order, the older mileage names, names a search ignores, a link's tracking id.
    () => '/auto/search?order_by=1&raceInt=10&raceInt=200&lang_id=4&langId=4&fbclid=x',
    () => '/auto/search?marka_id[0]=79&countpage=500&currency=',
    () => '/auto/average_price?marka_id=79&raceInt=20&raceInt=250',
    () => '/new_to_old?categories.main.id=1&brand.id[0]=79&year[0].gte=2010&x[y]=z',
    () => '/dom/search?category=1&unknown=x',
    () => '/auto/categories/1/marks?langId=3',
  ])('%#: passes through, costing one call', async (build) => {
    const request = build(someAdvert());
    const calls = upstream.calls();
    const used = await proxy.used();
    const proxied = await proxy.call(`/api${request}`);
    expect(proxied.status, request).toBe(200);
    expect(proxied.headers.get('x-proxy-cache'), request).toBe('miss');
    expect(upstream.calls(), request).toBe(calls + 1);
    expect(await proxy.used(), request).toBe(used + 1);
    // The visitor's keys never reach the upstream.
    const sent = upstream.received().at(-1) ?? '';
    expect(sent.match(/api[._ ]?key/gi)).toHaveLength(1);
    expect(sent).toContain(`api_key=${SERVER_KEY}`);
  });

  it('lets a page through to the live search form as before', async () => {
    const live = await startUpstream('live');
    const front = await startProxy(live.base);
    try {
      const request = '/auto/search?marka_id[0]=79&order_by=1&countpage=5';
      const proxied = await front.call(`/api${request}`);
      expect(proxied.status).toBe(200);
      expect(proxied.body).toHaveProperty('result.additional.query_string');
      // Malformed, the same search is refused here as well, whatever form the upstream answers.
      const refused = await front.call('/api/auto/search?marka_id[0]=x');
      expect(refused.status).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.body).error.param).toBe('marka_id[0]');
      expect(await front.used()).toBe(1);
    } finally {
      await front.close();
      await live.close();
    }
  });
});

describe('a delete is checked as before', () => {
  it('refuses a malformed auto_id with 400 and deletes nothing', async () => {
    const calls = upstream.calls();
    const refused = await proxy.as('seller')(
      `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=abc`,
      'DELETE',
    );
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.body).error.param).toBe('auto_id');
    expect(upstream.calls()).toBe(calls);
  });
});
