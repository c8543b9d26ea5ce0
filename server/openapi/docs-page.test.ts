/**
 * `/api/docs`: the page and every file it loads come from this server (nothing from another
 * origin), under the app's Content-Security-Policy, in both modes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from '../proxy/proxy-test-kit';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('the API reference page', () => {
  let server: TestServer;
  let upstream: Upstream;
  let proxy: ProxyUnderTest;
  beforeAll(async () => {
    server = await startTestServer({ seed: { vehicles: 200, realty: 50, orders: 5 } });
    upstream = await startUpstream();
    proxy = await startProxy(upstream.base);
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    await server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('is a page that loads only files from this server, under the app’s own policy', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const app = await get('/');
    expect(page.headers['content-security-policy']).toBe(app.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).not.toContain('unsafe');

    // No inline script or style, and every file it names is ours and answers.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\bstyle=/);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    const assets = files.filter((file) => file.startsWith('/api/docs/assets/'));
    expect(assets).toHaveLength(4);
    expect(files.filter((file) => /^(https?:)?\/\//.test(file))).toEqual([]);
    for (const asset of assets) {
      const answer = await get(asset, { 'accept-encoding': 'gzip' });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.headers['content-encoding'], asset).toBe('gzip');
      expect(answer.headers['cache-control'], asset).toContain('immutable');
    }
  });

  it('answers a file it does not have, or another method, in the error envelope', async () => {
    const missing = await get('/api/docs/assets/0000/other.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const post = await server.app.inject({ method: 'POST', url: '/api/docs' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toContain('GET');
    expect(post.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
  });

  it('is served by the proxy too, with no key in it', async () => {
    const page = await proxy.call('/api/docs');
    expect(page.status).toBe(200);
    const script = /src="(\/api\/docs\/assets\/[^"]+\/docs\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    expect((await proxy.call(script!)).status).toBe(200);
  });
});
