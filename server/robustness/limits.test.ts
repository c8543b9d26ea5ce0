/**
 * Request size limits (server/http/limits.ts), over real sockets since some are answered before
 * any route: URL length (414 URI_TOO_LONG), parameter count (400 TOO_MANY_PARAMETERS), header
 * size (431 HEADERS_TOO_LARGE), requests Node cannot parse (400 BAD_REQUEST): every one in the
 * envelope with the security headers, the server alive afterwards. The documented example URLs
 * stay far inside the limits.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { MAX_QUERY_PARAMETERS, MAX_URL_BYTES } from '../http/limits';
import {
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from '../proxy/proxy-test-kit';
import { startTestServer, type TestServer } from '../testing/test-server';
import { HttpClient, rawExchange, requestText, type Answer } from './http-client';

let server: TestServer;
let client: HttpClient;
let port = 0;
const HOST = '127.0.0.1';

beforeAll(async () => {
  server = await startTestServer({ seed: { vehicles: 2000, realty: 200, orders: 20 } });
  await server.app.listen({ port: 0, host: HOST });
  port = (server.app.server.address() as AddressInfo).port;
  client = new HttpClient(HOST, port);
});
afterAll(async () => {
  client.close();
  await server.close();
});

function expectEnvelope(answer: Answer, status: number, code: string): void {
  expect(answer.status, answer.text.slice(0, 200)).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const { error } = errorEnvelopeSchema.parse(JSON.parse(answer.text));
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
}

const alive = async () => expect((await client.send('GET', '/api/_meta')).status).toBe(200);

/** A search URL padded with an ignored parameter to exactly `length` characters. */
function searchUrlOfLength(length: number): string {
  const base = '/api/auto/search?api_key=demo-key&utm_pad=';
  return base + 'x'.repeat(length - base.length);
}

describe('URL length', () => {
  it('keeps every documented example URL far inside the limit, and answers it', async () => {
    const read = (name: string) =>
      readFileSync(new URL(`../reference/${name}`, import.meta.url), 'utf8');
    const auto = JSON.parse(read('auto-search-params.json')) as {
      examples: Record<string, { request_url: string; site_search_url?: string }>;
    };
    const dom = JSON.parse(read('dom-search-params.json')) as { example: { request_url: string } };
    const documented = [
      auto.examples.search!.request_url,
      auto.examples.new_to_old!.request_url,
      auto.examples.new_to_old!.site_search_url!.replace(/^[^?]*/, '/new_to_old'),
      auto.examples.old_to_new!.request_url,
      dom.example.request_url,
    ].map((url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/&?api_key=YOUR_API_KEY&?/, ''));
    // Every URL in the reference files, the documented examples above among them.
    const everyUrl = [
      ...`${read('auto-search-params.json')}${read('dom-search-params.json')}`.matchAll(
        /https?:\/\/[^"\s]+/g,
      ),
    ].map(([url]) => url);
    expect(Math.max(...everyUrl.map((url) => url.length))).toBeLessThan(MAX_URL_BYTES / 4);
    for (const url of documented) {
      const target = `/api${url}${url.endsWith('?') ? '' : '&'}api_key=demo-key`;
      expect((await client.send('GET', target)).status, target).toBe(200);
    }
  });

  it(`answers a URL of exactly ${MAX_URL_BYTES} characters, and 414 URI_TOO_LONG one past it`, async () => {
    expect((await client.send('GET', searchUrlOfLength(MAX_URL_BYTES))).status).toBe(200);
    expectEnvelope(
      await client.send('GET', searchUrlOfLength(MAX_URL_BYTES + 1)),
      414,
      'URI_TOO_LONG',
    );
  });

  it.each([20_000, 100_000, 1_000_000])(
    'answers a %d-character URL (past Node’s header limit) with 414 in the envelope, not a reset',
    async (length) => {
      // undici (fetch) and a raw socket: both read the answer before the connection closes.
      const url = `http://${HOST}:${port}${searchUrlOfLength(length)}`;
      const response = await fetch(url);
      expectEnvelope(
        {
          status: response.status,
          headers: Object.fromEntries(response.headers),
          text: await response.text(),
        },
        414,
        'URI_TOO_LONG',
      );
      const raw = await rawExchange(
        HOST,
        port,
        requestText('GET', searchUrlOfLength(length), HOST, port),
      );
      expectEnvelope(raw, 414, 'URI_TOO_LONG');
      await alive();
    },
  );

  it('answers HEAD with a huge URL with 414 and no body', async () => {
    const answer = await client.send('HEAD', searchUrlOfLength(50_000));
    expect(answer.status).toBe(414);
    expect(answer.text).toBe('');
  });

  it('survives 40 connections sending 200 KB URLs at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        rawExchange(HOST, port, requestText('GET', searchUrlOfLength(200_000), HOST, port)),
      ),
    );
    for (const answer of answers) expectEnvelope(answer, 414, 'URI_TOO_LONG');
    await alive();
  });

  it('answers a long path segment with 400 naming the segment (not a bare 414)', async () => {
    const answer = await client.send(
      'GET',
      `/api/auto/categories/${'x1'.repeat(75)}/marks?api_key=demo-key`,
    );
    expectEnvelope(answer, 400, 'INVALID_PARAMETER');
    expect(errorEnvelopeSchema.parse(JSON.parse(answer.text)).error.param).toBe('category');
  });

  it('answers a long numeric segment, an id that does not exist, with 200 [] (LIVE-2026.md)', async () => {
    const answer = await client.send(
      'GET',
      `/api/auto/categories/${'1'.repeat(150)}/marks?api_key=demo-key`,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual([]);
  });
});

describe('number of parameters', () => {
  // Short parameters, so that the count is reached well inside the URL length limit.
  const withParameters = (count: number) =>
    `/api/dom/search?api_key=demo-key${'&a=1'.repeat(count - 1)}`;

  it(`reads ${MAX_QUERY_PARAMETERS} parameters, and answers 400 TOO_MANY_PARAMETERS past them`, async () => {
    expect((await client.send('GET', withParameters(MAX_QUERY_PARAMETERS))).status).toBe(200);
    expectEnvelope(
      await client.send('GET', withParameters(MAX_QUERY_PARAMETERS + 1)),
      400,
      'TOO_MANY_PARAMETERS',
    );
    // Empty segments (`&&`) are not parameters, as the query codec reads them.
    const sparse = `/api/dom/search?api_key=demo-key${'&&a=1'.repeat(MAX_QUERY_PARAMETERS - 1)}`;
    expect((await client.send('GET', sparse)).status).toBe(200);
  });

  it('counts parameters on every path, the app’s pages included', async () => {
    expectEnvelope(
      await client.send('GET', `/vehicles?${'a&'.repeat(2000)}`),
      400,
      'TOO_MANY_PARAMETERS',
    );
  });
});

describe('headers and requests Node cannot parse', () => {
  it('answers 32 KB of headers with 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawExchange(
      HOST,
      port,
      requestText('GET', '/api/_meta', HOST, port, `Cookie: ${'c'.repeat(32_000)}\r\n`),
    );
    expectEnvelope(answer, 431, 'HEADERS_TOO_LARGE');
    await alive();
  });

  it.each([
    ['a space in the URL', 'GET /api/auto/search?a=b c HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a control character in the URL', 'GET /api/auto/search?a=\x01 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an unknown method', 'FOO /api/auto/search HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['CONNECT', 'CONNECT /api/auto/search HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['no Host header', 'GET /api/_meta HTTP/1.1\r\n\r\n'],
    ['a broken header line', 'GET /api/_meta HTTP/1.1\r\nHost x\r\n\r\n'],
    ['not HTTP at all', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
    ['a bad Content-Length', 'GET /api/_meta HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'],
  ])('answers %s with 400 BAD_REQUEST in the envelope', async (_name, request) => {
    expectEnvelope(
      await rawExchange(HOST, port, Buffer.from(request, 'latin1')),
      400,
      'BAD_REQUEST',
    );
    await alive();
  });

  it.each(['PROPFIND', 'SEARCH', 'QUERY', 'PURGE', 'TRACE', 'M-SEARCH'])(
    'answers %s on a known path with 405 and Allow, on an unknown one with 404',
    async (method) => {
      const known = await client.send(method, '/api/auto/search?api_key=demo-key');
      expectEnvelope(known, 405, 'METHOD_NOT_ALLOWED');
      expect(known.headers.allow).toBe('GET, HEAD');
      expectEnvelope(await client.send(method, '/api/nope?api_key=demo-key'), 404, 'NOT_FOUND');
    },
  );
});

describe('in proxy mode (the same shell)', () => {
  let upstream: Upstream;
  let proxy: ProxyUnderTest;
  let proxyClient: HttpClient;
  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = await startProxy(upstream.base);
    const { hostname, port: proxyPort } = new URL(proxy.origin);
    proxyClient = new HttpClient(hostname, Number(proxyPort));
  });
  afterAll(async () => {
    proxyClient.close();
    await proxy.close();
    await upstream.close();
  });

  it('refuses URLs and queries past the limits itself, without calling the upstream', async () => {
    const used = await proxy.used();
    expectEnvelope(
      await proxyClient.send('GET', searchUrlOfLength(MAX_URL_BYTES + 1)),
      414,
      'URI_TOO_LONG',
    );
    expectEnvelope(await proxyClient.send('GET', searchUrlOfLength(100_000)), 414, 'URI_TOO_LONG');
    expectEnvelope(
      await proxyClient.send('GET', `/api/dom/search?${'a=1&'.repeat(MAX_QUERY_PARAMETERS + 1)}`),
      400,
      'TOO_MANY_PARAMETERS',
    );
    expect(await proxy.used()).toBe(used);
  });
});
