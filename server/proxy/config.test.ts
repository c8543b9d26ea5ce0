import { describe, expect, it } from 'vitest';
import { ConfigError, HELP, plainUpstreamWarning, readConfig, type Config } from '../config';

const KEY = 'a-secret-upstream-key';

function read(argv: string[], env: NodeJS.ProcessEnv = {}): Config {
  const config = readConfig(argv, env);
  if (config === 'help') throw new Error('unexpected help');
  return config;
}

describe('proxy mode configuration', () => {
  it('stays in embedded mode without an upstream', () => {
    expect(read([]).upstream).toBeNull();
  });

  it('reads the upstream and its key from the environment, with the documented defaults', () => {
    const config = read([], {
      MARKETPLACE_UPSTREAM: 'https://developers.ria.com/',
      MARKETPLACE_UPSTREAM_KEY: KEY,
      MARKETPLACE_DB: 'data/e2e/x.db',
    });
    expect(config.upstream).toEqual({
      url: 'https://developers.ria.com',
      key: KEY,
      userId: null,
      timeoutMs: 10_000,
      hourlyLimit: 1000,
      cacheDb: 'data/e2e/proxy-cache.db',
      catalogTtlSeconds: 86_400,
      searchTtlSeconds: 300,
      visitorSharePercent: 10,
      accountSharePercent: 25,
      accountReservePercent: 20,
      usersFile: null,
      redisUrl: null,
      trustProxy: false,
      sessionIdleSeconds: 1800,
      sessionMaxAgeSeconds: 28_800,
      sessionSecret: null,
      tls: null,
      photoHosts: ['https://*.riastatic.com'],
    });
  });

  it('lets flags override the environment', () => {
    const config = read(
      [
        '--upstream',
        'http://127.0.0.1:4190/api',
        '--upstream-key',
        'flag-key',
        '--upstream-user-id',
        '5820722',
        '--upstream-timeout',
        '1000',
        '--upstream-hourly-limit',
        '50',
        '--cache-db',
        '/tmp/c.db',
        '--cache-catalog-ttl',
        '60',
        '--cache-search-ttl',
        '0',
        '--users',
        'data/users.json',
        '--visitor-share',
        '5',
        '--account-share',
        '50',
        '--account-reserve',
        '30',
        '--session-idle',
        '600',
        '--session-max-age',
        '3600',
        '--trust-proxy',
        '10.0.0.0/8,loopback',
        '--redis',
        'redis://:pw@127.0.0.1:6390/0',
      ],
      {
        MARKETPLACE_UPSTREAM: 'https://elsewhere.example',
        MARKETPLACE_UPSTREAM_KEY: KEY,
        MARKETPLACE_USERS_FILE: 'other.json',
        MARKETPLACE_REDIS_URL: 'redis://elsewhere:6379',
        MARKETPLACE_SESSION_SECRET: 's'.repeat(40),
      },
    );
    expect(config.upstream).toEqual({
      url: 'http://127.0.0.1:4190/api',
      key: 'flag-key',
      userId: 5820722,
      timeoutMs: 1000,
      hourlyLimit: 50,
      cacheDb: '/tmp/c.db',
      catalogTtlSeconds: 60,
      searchTtlSeconds: 0,
      visitorSharePercent: 5,
      accountSharePercent: 50,
      accountReservePercent: 30,
      usersFile: 'data/users.json',
      redisUrl: 'redis://:pw@127.0.0.1:6390/0',
      trustProxy: '10.0.0.0/8,loopback',
      sessionIdleSeconds: 600,
      sessionMaxAgeSeconds: 3600,
      sessionSecret: 's'.repeat(40),
      tls: null,
      photoHosts: ['https://*.riastatic.com'],
    });
  });

  it.each([
    [{ MARKETPLACE_REDIS_URL: 'http://127.0.0.1:6379' }, /redis:\/\//],
    [{ MARKETPLACE_SESSION_SECRET: 'short' }, /32 characters/],
    [{ MARKETPLACE_VISITOR_SHARE: '150' }, /--visitor-share/],
    [{ MARKETPLACE_TLS_CERT: 'cert.pem' }, /both --tls-cert and --tls-key/],
  ])('refuses %o', (env, message) => {
    expect(() =>
      read([], {
        MARKETPLACE_UPSTREAM: 'https://developers.ria.com',
        MARKETPLACE_UPSTREAM_KEY: KEY,
        ...env,
      }),
    ).toThrow(message);
  });

  it.each([
    [{ MARKETPLACE_UPSTREAM: 'https://developers.ria.com' }, /MARKETPLACE_UPSTREAM_KEY/],
    [{ MARKETPLACE_UPSTREAM: 'developers.ria.com', MARKETPLACE_UPSTREAM_KEY: KEY }, /URL/],
    [{ MARKETPLACE_UPSTREAM: 'ftp://developers.ria.com', MARKETPLACE_UPSTREAM_KEY: KEY }, /http/],
    [
      {
        MARKETPLACE_UPSTREAM: `https://developers.ria.com/?api_key=${KEY}`,
        MARKETPLACE_UPSTREAM_KEY: KEY,
      },
      /bare base URL/,
    ],
    [
      {
        MARKETPLACE_UPSTREAM: 'https://developers.ria.com',
        MARKETPLACE_UPSTREAM_KEY: KEY,
        MARKETPLACE_UPSTREAM_TIMEOUT: '10s',
      },
      /--upstream-timeout/,
    ],
  ])('refuses %o with a message that never quotes the key', (env, message) => {
    let thrown: unknown;
    try {
      read([], env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain(KEY);
  });

  it('documents every flag and variable in --help', () => {
    for (const name of [
      '--upstream ',
      'MARKETPLACE_UPSTREAM_KEY',
      'MARKETPLACE_UPSTREAM_USER_ID',
      '--upstream-timeout',
      '--upstream-hourly-limit',
      '--cache-db',
      '--cache-catalog-ttl',
      '--cache-search-ttl',
      '--users',
      'MARKETPLACE_USERS_FILE',
      '--visitor-share',
      'MARKETPLACE_VISITOR_SHARE',
      '--account-share',
      'MARKETPLACE_ACCOUNT_SHARE',
      '--session-idle',
      '--session-max-age',
      '--trust-proxy',
      'MARKETPLACE_TRUST_PROXY',
      '--redis',
      'MARKETPLACE_REDIS_URL',
      'MARKETPLACE_SESSION_SECRET',
      '--tls-cert',
      '--tls-key',
      '--photo-hosts',
      'MARKETPLACE_PHOTO_HOSTS',
      '--photo-cache',
      'MARKETPLACE_PHOTO_CACHE',
    ]) {
      expect(HELP).toContain(name);
    }
  });
});

describe('plainUpstreamWarning', () => {
  it('warns of an upstream over plain http beyond this machine, where the key can be read', () => {
    expect(plainUpstreamWarning('http://api.example.com/v2')).toBe(
      'Warning: --upstream http://api.example.com is plain http: the API key goes over the network unencrypted in every call. Use https.',
    );
    expect(plainUpstreamWarning('http://10.0.0.7:8080')).toMatch(
      /^Warning: --upstream http:\/\/10\.0\.0\.7:8080 is plain http/,
    );
    for (const quiet of [
      'https://developers.ria.com',
      'http://127.0.0.1:4010',
      'http://localhost:8080',
      'http://[::1]:8080',
    ]) {
      expect(plainUpstreamWarning(quiet), quiet).toBeNull();
    }
  });
});
