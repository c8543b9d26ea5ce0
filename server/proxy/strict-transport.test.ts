/**
 * Strict-Transport-Security: sent over https only (served so, or so a trusted proxy in front
 * says), so that a browser that once reached the server securely never falls back to http.
 * Proxy mode is the one deployed on the internet, behind a load balancer that ends TLS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, startUpstream, type ProxyUnderTest, type Upstream } from './proxy-test-kit';

let upstream: Upstream;
let proxy: ProxyUnderTest;

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startProxy(upstream.base, { trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy in front says the request came over https, errors included', async () => {
    for (const path of ['/api/_meta', '/api/nope', '/api/ria/basket/orders']) {
      const answer = await proxy.call(path, 'GET', { 'x-forwarded-proto': 'https' });
      expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it('is not sent over plain http, where a browser would ignore it anyway', async () => {
    const answer = await proxy.call('/api/_meta');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});
