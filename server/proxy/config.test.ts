import { describe, expect, it } from 'vitest';
import { ConfigError, HELP, readConfig, type Config } from '../config';

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
      ],
      { MARKETPLACE_UPSTREAM: 'https://elsewhere.example', MARKETPLACE_UPSTREAM_KEY: KEY },
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
    });
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
    ]) {
      expect(HELP).toContain(name);
    }
  });
});
