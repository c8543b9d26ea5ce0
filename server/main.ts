/**
 * `npm start`: open (or generate) the database, build the indexes, serve the API and the app.
 */
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app';
import {
  ConfigError,
  HELP,
  plainUpstreamWarning,
  readConfig,
  type Config,
  type UpstreamConfig,
} from './config';
import { AccountBook, AccountsFileError } from './http/accounts';
import { DEMO_SELLER } from './seed/accounts';
import { isEmpty, seedDatabase, staleDataset } from './seed/generate';
import { openDatabase, type Db } from './store/database';
import { Store } from './store/store';

function prepareDatabase(config: Config, say: (line: string) => void): Db {
  if (config.reseed && config.db !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(config.db + suffix, { force: true });
  }
  const db = openDatabase(config.db);
  if (isEmpty(db)) {
    const started = performance.now();
    say(
      `Generating ${config.vehicles.toLocaleString('en')} vehicle adverts, ${config.realty.toLocaleString('en')} real-estate adverts and ${config.orders} orders (seed "${config.seed}")…`,
    );
    let lastPercent = -1;
    seedDatabase(db, {
      seed: config.seed,
      vehicles: config.vehicles,
      realty: config.realty,
      orders: config.orders,
      demoKey: config.demoKey,
      demoHourlyLimit: config.demoHourlyLimit,
      onProgress: (stage, done, total) => {
        const percent = Math.floor((done / Math.max(1, total)) * 100);
        if (stage === 'vehicles' && percent >= lastPercent + 10) {
          lastPercent = percent;
          say(`  vehicles ${percent}% (${done.toLocaleString('en')})`);
        }
      },
    });
    say(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  const stale = staleDataset(db, config.db);
  if (stale) {
    db.close();
    throw new ConfigError(stale);
  }
  // The configured demo key always works, even on a database generated with another one.
  db.prepare(
    `INSERT INTO api_keys (api_key, user_id, status, hourly_limit, label)
     VALUES (?, ?, 'active', ?, 'demo seller')
     ON CONFLICT (api_key) DO NOTHING`,
  ).run(config.demoKey, DEMO_SELLER.userId, config.demoHourlyLimit);
  const setLimit = db.prepare('UPDATE api_keys SET hourly_limit = ? WHERE api_key = ?');
  for (const [key, limit] of config.keyLimits) {
    if (setLimit.run(limit, key).changes === 0)
      throw new ConfigError(`--key-limit: no key "${key}".`);
  }
  return db;
}

function hostPort(config: Config, app: { server: { address(): unknown } }): string {
  const address = app.server.address();
  const port =
    typeof address === 'object' && address && 'port' in address
      ? Number(address.port)
      : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `${host}:${port}`;
}

function stopOn(close: () => Promise<unknown>): void {
  const stop = () => {
    void close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Proxy mode: no dataset; the app in front of the upstream API, whose key stays here. */
async function startProxy(config: Config, upstream: UpstreamConfig, say: (line: string) => void) {
  const started = performance.now();
  // Loaded in proxy mode only: embedded mode carries none of the proxy's plugins or Redis client.
  const [{ createProxyApp, shareOf }, { openProxyDatabase }, redisModule] = await Promise.all([
    import('./proxy/proxy-app'),
    import('./proxy/proxy-database'),
    import('./proxy/redis-connection'),
  ]);
  const { describeRedisUrl, openRedis, waitForRedis } = redisModule;
  if (config.reseed && upstream.cacheDb !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(upstream.cacheDb + suffix, { force: true });
  }
  const plain = plainUpstreamWarning(upstream.url);
  if (plain !== null) console.error(plain);
  // Problems with the accounts file are printed even with --quiet: they lock people out.
  const accounts = new AccountBook(upstream.usersFile, (message) => console.error(message));
  const redis = upstream.redisUrl === null ? null : openRedis(upstream.redisUrl, { say });
  if (redis && upstream.redisUrl !== null) {
    await waitForRedis(redis, upstream.redisUrl, say);
    if (config.reseed) say('  (--reseed leaves Redis as it is: other replicas share it)');
  }
  const db = openProxyDatabase(upstream.cacheDb);
  const app = await createProxyApp({
    upstream,
    db,
    redis,
    accounts,
    trustProxy: upstream.trustProxy,
    imgSources: upstream.photoHosts,
    ...(upstream.tls
      ? {
          https: {
            cert: readFileSync(upstream.tls.certFile),
            key: readFileSync(upstream.tls.keyFile),
          },
        }
      : {}),
    sessions: {
      secret: upstream.sessionSecret,
      idleSeconds: upstream.sessionIdleSeconds,
      absoluteSeconds: upstream.sessionMaxAgeSeconds,
    },
    staticDir: resolve(config.staticDir),
    log: say,
  });
  await app.listen({ host: config.host, port: config.port });
  const where = `${upstream.tls ? 'https' : 'http'}://${hostPort(config, app)}`;
  const duration = (seconds: number) =>
    seconds === 0
      ? 'not cached'
      : seconds % 3600 === 0
        ? `${seconds / 3600} h`
        : seconds % 60 === 0
          ? `${seconds / 60} min`
          : `${seconds} s`;
  const calls = (percent: number) =>
    `${shareOf(upstream.hourlyLimit, percent).toLocaleString('en')} (${percent}%)`;
  say(
    [
      `Marketplace Search is running at ${where}/ (proxy mode)`,
      `  API:      ${where}/api -> ${upstream.url} (contract paths only)`,
      `  Key:      set; it stays on this server (browsers' api_key is replaced, never echoed or logged)`,
      upstream.userId === null
        ? '  Deletes:  refused (set MARKETPLACE_UPSTREAM_USER_ID to the key owner to allow them)'
        : `  Deletes:  for the key owner, user id ${upstream.userId}, by signed-in sellers`,
      upstream.usersFile === null
        ? '  Accounts: none (orders and deletes are refused; see --users)'
        : `  Accounts: ${accounts.size} in ${upstream.usersFile}; sessions end after ${duration(upstream.sessionIdleSeconds)} idle, ${duration(upstream.sessionMaxAgeSeconds)} at most`,
      `  Shares:   ${calls(upstream.visitorSharePercent)} upstream calls an hour per address, ${calls(upstream.accountSharePercent)} per account${upstream.usersFile === null || upstream.accountReservePercent === 0 ? '' : `; ${calls(upstream.accountReservePercent)} of the hour kept for accounts`}`,
      redis
        ? `  Store:    Redis at ${describeRedisUrl(upstream.redisUrl ?? '')} (cache, counts, sessions, throttles: shared by every replica)`
        : `  Cache:    ${upstream.cacheDb} (catalogs ${duration(upstream.catalogTtlSeconds)}, searches and details ${duration(upstream.searchTtlSeconds)})`,
      `  Quota:    ${upstream.hourlyLimit.toLocaleString('en')} upstream calls an hour, timeout ${upstream.timeoutMs} ms`,
      `  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Stop with Ctrl+C.`,
    ].join('\n'),
  );
  stopOn(() =>
    app
      .close()
      .finally(() => db.close())
      .finally(() => redis?.quit().catch(() => {})),
  );
}

async function main(): Promise<void> {
  const config = readConfig(process.argv.slice(2), process.env);
  if (config === 'help') {
    console.log(HELP);
    return;
  }
  const say = config.quiet ? () => {} : (line: string) => console.log(line);
  if (config.upstream) {
    await startProxy(config, config.upstream, say);
    return;
  }
  const started = performance.now();
  const db = prepareDatabase(config, say);
  if (config.seedOnly) {
    db.close();
    return;
  }
  const store = new Store(db);
  const app = await createApp({
    store,
    demo: { apiKey: config.demoKey, userId: DEMO_SELLER.userId },
    searchForm: config.searchForm,
    staticDir: resolve(config.staticDir),
    photoCacheDir: config.photoCache === null ? null : resolve(config.photoCache),
  });
  await app.listen({ host: config.host, port: config.port });
  const where = hostPort(config, app);
  const dataset = store.dataset();
  say(
    [
      `Marketplace Search is running at http://${where}/`,
      `  API:      http://${where}/api  (search answers in the ${config.searchForm} form)`,
      `  Demo key: ${config.demoKey}   user id: ${DEMO_SELLER.userId}`,
      `  Data:     ${dataset.vehicles.toLocaleString('en')} vehicles, ${dataset.realty.toLocaleString('en')} real-estate adverts, ${dataset.orders} orders in ${config.db}`,
      `  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Stop with Ctrl+C.`,
    ].join('\n'),
  );

  stopOn(() => app.close().finally(() => db.close()));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof AccountsFileError ||
    (error instanceof TypeError && 'code' in error)
  ) {
    console.error(`${error.message}\nRun with --help for the options.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
