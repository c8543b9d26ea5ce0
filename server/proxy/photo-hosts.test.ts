/**
 * Proxy mode and photos (issue 19): the page may load pictures from the configured photo hosts
 * (the CSP's img-src), and the details and photo lists pass through like every advert answer,
 * cached like details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoFotosSchema } from '../../src/api/contracts/photos';
import { realtyInfoSchema } from '../../src/api/contracts/realty-info';
import { securityHeaders } from '../app';
import { ConfigError, readConfig } from '../config';
import { startProxy, startUpstream, type ProxyUnderTest, type Upstream } from './proxy-test-kit';

let upstream: Upstream;
let proxy: ProxyUnderTest;
let upstreamOrigin: string;

beforeAll(async () => {
  upstream = await startUpstream();
  upstreamOrigin = new URL(upstream.base).origin;
  proxy = await startProxy(upstream.base, {
    imgSources: ['https://*.riastatic.com', upstreamOrigin],
  });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const imgSrc = (policy: string | null) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src'));

describe('the photo hosts of proxy mode', () => {
  it('are allowed by the img-src of every page and answer, and nothing else is', async () => {
    const answer = await proxy.call('/api/auto/colors');
    expect(imgSrc(answer.headers.get('content-security-policy'))).toBe(
      `img-src 'self' data: https://*.riastatic.com ${upstreamOrigin}`,
    );
    expect(imgSrc(securityHeaders()['content-security-policy'] ?? null)).toBe(
      "img-src 'self' data:",
    );
  });

  it('default to RIA’s photo host, and refuse anything that is not an origin', () => {
    const read = (env: NodeJS.ProcessEnv) =>
      readConfig([], {
        MARKETPLACE_UPSTREAM: 'https://developers.ria.com',
        MARKETPLACE_UPSTREAM_KEY: 'a-key',
        ...env,
      });
    const photoHosts = (env: NodeJS.ProcessEnv) => {
      const config = read(env);
      return config === 'help' ? [] : config.upstream?.photoHosts;
    };
    expect(photoHosts({})).toEqual(['https://*.riastatic.com']);
    expect(
      photoHosts({
        MARKETPLACE_PHOTO_HOSTS: 'https://cdn.riastatic.com/, https://cdn2.riastatic.com',
      }),
    ).toEqual(['https://cdn.riastatic.com', 'https://cdn2.riastatic.com']);
    for (const bad of [
      "https://x.com 'unsafe-inline'",
      'cdn.riastatic.com',
      'https://a.com/path',
      '*',
    ])
      expect(() => read({ MARKETPLACE_PHOTO_HOSTS: bad }), bad).toThrow(ConfigError);
    expect(() => securityHeaders(["'unsafe-inline'"])).toThrow();
  });
});

describe('details and photo lists through the proxy', () => {
  it('answer as the upstream does, from the cache the second time, with links to its photo host', async () => {
    const [realtyId] = (
      upstream.server.db.prepare('SELECT id FROM realty ORDER BY id LIMIT 1').all() as {
        id: number;
      }[]
    ).map((row) => row.id);
    const [autoId] = (
      upstream.server.db
        .prepare('SELECT id FROM vehicles WHERE photo_count > 0 ORDER BY id LIMIT 1')
        .all() as { id: number }[]
    ).map((row) => row.id);

    const info = await proxy.call(`/api/dom/info/${realtyId}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual((await upstream.direct(`/dom/info/${realtyId}`)).body);
    realtyInfoSchema.parse(info.body);
    expect((await proxy.call(`/api/dom/info/${realtyId}`)).headers.get('x-proxy-cache')).toBe(
      'hit',
    );

    const fotos = await proxy.call(`/api/auto/fotos/${autoId}`);
    expect(fotos.status).toBe(200);
    const list = Object.values(autoFotosSchema.parse(fotos.body).data[String(autoId)] ?? {});
    expect(list.length).toBeGreaterThan(0);
    const link = list[0]!.formats[0]!;
    // The upstream's own host, which the proxy's img-src allows: the picture loads from it.
    expect(new URL(link).origin).toBe(upstreamOrigin);
    const picture = await fetch(link);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await proxy.call(`/api/auto/fotos/${autoId}`)).headers.get('x-proxy-cache')).toBe(
      'hit',
    );

    expect((await proxy.call('/api/dom/info/1')).status).toBe(404);
  });
});
