/**
 * Upstream failures reach the app in the documented envelope: a hanging upstream (504), a
 * closed port (502), rate limits (429 with Retry-After, from the real reference service's
 * `limited-key` and from the proxy's own count), and an upstream that misbehaves: non-JSON,
 * 5xx, redirects, and answers that echo the key, which never get through.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import { LIMITED_KEY } from '../seed/accounts';
import { upstreamScope } from './proxy-app';
import { MAX_PAUSE_SECONDS } from './proxy-routes';
import { REDACTED } from './redact';
import { everyByte, SERVER_KEY, startProxy, startUpstream, type Upstream } from './proxy-test-kit';
import { connected, startRedis } from './redis-test-kit';

function expectEnvelope(body: unknown, code: string) {
  const { error } = errorEnvelopeSchema.parse(body);
  expect(error.code).toBe(code);
  return error;
}

function listen(server: Server | ReturnType<typeof createNetServer>): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server | ReturnType<typeof createNetServer>): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

describe('an upstream that does not answer', () => {
  const sockets = new Set<Socket>();
  const hanging = createNetServer((socket) => {
    sockets.add(socket); // accepted, read, never answered
    socket.on('close', () => sockets.delete(socket));
  });
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listen(hanging)}/api`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await close(hanging);
  });

  it('gives 504 UPSTREAM_TIMEOUT after the configured time, every time (never cached)', async () => {
    const proxy = await startProxy(base, { timeoutMs: 300 });
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const { status, body } = await proxy.call('/api/auto/search?marka_id[0]=79');
        expect(status).toBe(504);
        const error = expectEnvelope(body, 'UPSTREAM_TIMEOUT');
        expect(error.message).toContain('did not answer within 0.3 s');
        expect(error.message).toMatch(/Try again/);
      }
      // Our own path still answers, and both attempts were counted as upstream calls.
      const meta = metaResponseSchema.parse((await proxy.call('/api/_meta')).body);
      expect(meta.quota).toEqual({ limit: 1000, used: 2, remaining: 998 });
    } finally {
      await proxy.close();
    }
  });
});

describe('an upstream that cannot be reached', () => {
  it('gives 502 UPSTREAM_UNAVAILABLE saying the connection was refused', async () => {
    const closed = createNetServer();
    const port = await listen(closed);
    await close(closed);
    const proxy = await startProxy(`http://127.0.0.1:${port}/api`);
    try {
      const { status, body } = await proxy.call('/api/auto/categories');
      expect(status).toBe(502);
      const error = expectEnvelope(body, 'UPSTREAM_UNAVAILABLE');
      expect(error.message).toContain('the connection was refused');
      expect(error.message).not.toContain(String(port));
    } finally {
      await proxy.close();
    }
  });
});

describe('an upstream on a port web clients refuse', () => {
  it('gives 502 UPSTREAM_UNAVAILABLE naming the port as the problem', async () => {
    const proxy = await startProxy('http://127.0.0.1:4190/api'); // 4190 is a fetch "bad port"
    try {
      const { status, body } = await proxy.call('/api/auto/categories');
      expect(status).toBe(502);
      expect(expectEnvelope(body, 'UPSTREAM_UNAVAILABLE').message).toContain('its port');
    } finally {
      await proxy.close();
    }
  });
});

describe('rate limits', () => {
  it('passes the upstream’s 429 through with its Retry-After, then waits without calling', async () => {
    const proxy = await startProxy(upstream.base, { key: LIMITED_KEY.apiKey });
    try {
      for (let page = 0; page < LIMITED_KEY.hourlyLimit; page++) {
        expect((await proxy.call(`/api/auto/search?page=${page}`)).status).toBe(200);
      }
      const limited = await proxy.call('/api/auto/search?page=9');
      expect(limited.status).toBe(429);
      expectEnvelope(limited.body, 'OVER_RATE_LIMIT');
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // The upstream's own answer, as it gave it.
      const direct = await fetch(
        `${upstream.base}/auto/search?page=9&api_key=${LIMITED_KEY.apiKey}`,
      );
      expect(limited.body).toEqual(await direct.json());

      // Now the proxy waits as asked: refused here, not counted, not sent upstream.
      const again = await proxy.call('/api/auto/search?page=10');
      expect(again.status).toBe(429);
      expectEnvelope(again.body, 'OVER_RATE_LIMIT');
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await proxy.used()).toBe(LIMITED_KEY.hourlyLimit + 1);
      // Answers already cached still load.
      expect((await proxy.call('/api/auto/search?page=0')).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });

  it('refuses locally with 429 once its own hourly count is spent; the cache still answers', async () => {
    // The whole hour is this visitor's to spend here: the key's count is what is tested.
    const proxy = await startProxy(upstream.base, { hourlyLimit: 2, visitorSharePercent: 100 });
    try {
      expect((await proxy.call('/api/auto/colors')).status).toBe(200);
      expect((await proxy.call('/api/auto/type')).status).toBe(200);
      const refused = await proxy.call('/api/auto/countries');
      expect(refused.status).toBe(429);
      expect(expectEnvelope(refused.body, 'OVER_RATE_LIMIT').message).toContain('2 calls');
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
      const meta = metaResponseSchema.parse((await proxy.call('/api/_meta')).body);
      expect(meta.quota).toEqual({ limit: 2, used: 2, remaining: 0 });
      expect((await proxy.call('/api/auto/colors')).headers.get('x-proxy-cache')).toBe('hit');
    } finally {
      await proxy.close();
    }
  });
});

describe('upstream 4xx answers', () => {
  it('passes a refused server key through with its code', async () => {
    const proxy = await startProxy(upstream.base, { key: 'not-a-key-the-upstream-knows' });
    try {
      const { status, body } = await proxy.call('/api/auto/categories');
      expect(status).toBe(403);
      expectEnvelope(body, 'API_KEY_INVALID');
    } finally {
      await proxy.close();
    }
  });
});

describe('an upstream that misbehaves', () => {
  const echo = (url: string) => ({ url, [`member ${url}`]: [url, { deeper: url }], n: 1 });
  const server = createHttpServer((request, response) => {
    const url = request.url ?? '';
    const path = url.split('?')[0];
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    switch (path) {
      case '/api/auto/search': // echoes the query everywhere it can
        return json(200, echo(url), {
          'x-echo': url,
          location: `https://elsewhere.example${url}`,
          link: `<https://elsewhere.example${url}>; rel="next"`,
          'set-cookie': `seen=${encodeURIComponent(url)}`,
        });
      case '/api/auto/type': // an error envelope quoting the key, and telling more beside it
        return json(400, {
          error: {
            code: 'INVALID_PARAMETER',
            message: `Bad request ${url}`,
            param: 'x',
            trace: url,
          },
          debug: { owner_email: 'owner@example.com', key_prefix: SERVER_KEY.slice(0, 8) },
        });
      case '/api/auto/info':
        switch (new URL(url, 'http://upstream').searchParams.get('auto_id')) {
          case '21': // a Retry-After of ten digits: 317 years
            response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '9999999999' });
            return response.end('{}');
          case '22': // a Retry-After in 2099
            response.writeHead(429, {
              'content-type': 'text/plain',
              'retry-after': 'Wed, 21 Oct 2099 07:28:00 GMT',
            });
            return response.end('{}');
          case '23': // 100,000 arrays, one in another
            response.writeHead(200, { 'content-type': 'application/json' });
            return response.end(`{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
          case '24': // the key in other cases and escapes, and someone's api_key= in a text
            return json(200, {
              upper: SERVER_KEY.toUpperCase(),
              escaped: encodeURIComponent(SERVER_KEY).replaceAll('-', '%2d'),
              quoted: `see /auto/info?api_key=${[...SERVER_KEY].join('%')}&auto_id=24`,
            });
        }
        response.writeHead(503, { 'content-type': 'text/html' });
        return response.end(`<h1>Service Unavailable</h1>${url}`);
      case '/api/auto/states':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end(`not json ${url}`);
      case '/api/auto/countries':
        response.writeHead(404, { 'content-type': 'text/html' });
        return response.end(`<p>No such page ${url}</p>`);
      case '/api/dom/states':
        response.writeHead(302, { location: `https://elsewhere.example${url}` });
        return response.end();
      case '/api/auto/colors':
        response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '120' });
        return response.end(`slow down ${url}`);
      default:
        return json(500, { error: { code: 'INTERNAL_ERROR', message: url } });
    }
  });
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listen(server)}/api`;
  });
  afterAll(() => close(server));

  it('never lets an echoed key through, in the body or a header', async () => {
    const proxy = await startProxy(base);
    try {
      const received = await proxy.call('/api/auto/search?marka_id[0]=79&api_key=mine');
      expect(received.status).toBe(200);
      expect(everyByte(received)).not.toContain(SERVER_KEY);
      const body = received.body as Record<string, unknown>;
      expect(body.url).toBe(`/api/auto/search?api_key=${REDACTED}&marka_id[0]=79`);
      expect(body.n).toBe(1);
      expect(JSON.stringify(body)).toContain(`member /api/auto/search?api_key=${REDACTED}`);
      for (const header of ['location', 'link', 'set-cookie', 'x-echo']) {
        expect(received.headers.get(header), header).toBeNull();
      }
      const envelope = await proxy.call('/api/auto/type');
      expect(envelope.status).toBe(400);
      expect(expectEnvelope(envelope.body, 'INVALID_PARAMETER').message).toContain(REDACTED);
      // The documented members alone: nothing else the upstream put in its refusal.
      expect(Object.keys(envelope.body as object)).toEqual(['error']);
      expect(Object.keys(expectEnvelope(envelope.body, 'INVALID_PARAMETER'))).toEqual([
        'code',
        'message',
        'param',
      ]);
      expect(envelope.text).not.toContain(SERVER_KEY.slice(0, 8));
    } finally {
      await proxy.close();
    }
  });

  it.each([
    ['/api/auto/info?auto_id=1', 'HTTP 503'],
    ['/api/auto/states', 'not JSON'],
    ['/api/auto/countries', 'HTTP 404'],
    ['/api/dom/states', 'HTTP 302'],
    ['/api/ria/basket/orders', 'HTTP 500'],
  ])('answers %s with 502 UPSTREAM_UNAVAILABLE (%s)', async (request, said) => {
    const proxy = await startProxy(base);
    try {
      const caller = request.includes('/basket/') ? proxy.as('operator') : proxy.call;
      const { status, body, headers } = await caller(request);
      expect(status).toBe(502);
      expect(expectEnvelope(body, 'UPSTREAM_UNAVAILABLE').message).toContain(said);
      expect(headers.get('location')).toBeNull();
    } finally {
      await proxy.close();
    }
  });

  it('scrubs the key in any case or escape, and any api_key= value', async () => {
    const proxy = await startProxy(base);
    try {
      const received = await proxy.call('/api/auto/info?auto_id=24');
      expect(received.status).toBe(200);
      expect(received.text.toLowerCase()).not.toContain(SERVER_KEY.toLowerCase());
      expect(received.body).toEqual({
        upper: REDACTED,
        escaped: REDACTED,
        quoted: `see /auto/info?api_key=${REDACTED}&auto_id=24`,
      });
    } finally {
      await proxy.close();
    }
  });

  it('answers an answer nested 100,000 deep with 502 UPSTREAM_UNAVAILABLE', async () => {
    const proxy = await startProxy(base);
    try {
      const { status, body } = await proxy.call('/api/auto/info?auto_id=23');
      expect(status).toBe(502);
      expect(expectEnvelope(body, 'UPSTREAM_UNAVAILABLE').message).toContain('nested too deeply');
      expect(proxy.logs.join('\n')).not.toMatch(/RangeError|stack size/);
    } finally {
      await proxy.close();
    }
  });

  it.each([
    ['ten digits', 21],
    ['an HTTP date in 2099', 22],
  ])('pauses an hour at most for a Retry-After of %s, in Redis too', async (_, autoId) => {
    const redis = await startRedis();
    const local = await startProxy(base);
    const shared = await startProxy(base, { redis: await connected(redis.client()) });
    try {
      for (const proxy of [local, shared]) {
        const asked = await proxy.call(`/api/auto/info?auto_id=${autoId}`);
        expect(asked.status).toBe(429);
        expect(Number(asked.headers.get('retry-after'))).toBe(MAX_PAUSE_SECONDS);
        expect(expectEnvelope(asked.body, 'OVER_RATE_LIMIT').message).toContain('60 minutes');
        // The pause that follows, on every replica, is the same hour at most.
        const paused = await proxy.call('/api/auto/info?auto_id=99');
        expect(paused.status).toBe(429);
        const wait = Number(paused.headers.get('retry-after'));
        expect(wait).toBeGreaterThan(MAX_PAUSE_SECONDS - 5);
        expect(wait).toBeLessThanOrEqual(MAX_PAUSE_SECONDS);
      }
      const pause = `mps:${upstreamScope(base, SERVER_KEY)}:pause`;
      const client = await connected(redis.client());
      const left = await client.pttl(pause);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(MAX_PAUSE_SECONDS * 1000);
      expect(Number(await client.get(pause)) - Date.now()).toBeLessThanOrEqual(
        MAX_PAUSE_SECONDS * 1000,
      );
    } finally {
      await local.close();
      await shared.close();
      await redis.stop();
    }
  });

  it('turns a bare 429 into OVER_RATE_LIMIT with its Retry-After', async () => {
    const proxy = await startProxy(base);
    try {
      const { status, body, headers } = await proxy.call('/api/auto/colors');
      expect(status).toBe(429);
      expect(expectEnvelope(body, 'OVER_RATE_LIMIT').message).toContain('2 minutes');
      expect(headers.get('retry-after')).toBe('120');
    } finally {
      await proxy.close();
    }
  });
});
