/**
 * Start-up configuration: flags override environment variables, which override defaults.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DEMO_KEY } from './seed/accounts';
import { DEFAULT_SIZES, MAX_VEHICLES } from './seed/generate';

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly db: string;
  readonly seed: string;
  readonly demoKey: string;
  readonly demoHourlyLimit: number;
  readonly vehicles: number;
  readonly realty: number;
  readonly orders: number;
  readonly searchForm: 'array' | 'live';
  readonly reseed: boolean;
  readonly seedOnly: boolean;
  readonly staticDir: string;
  readonly keyLimits: ReadonlyMap<string, number>;
  readonly quiet: boolean;
}

export const HELP = `Marketplace reference service: the Marketplace API on SQLite, and the app, on one port.

Usage: npm start -- [options]        (or: npx tsx server/main.ts [options])

Options (environment variable in brackets):
  --host <addr>            address to listen on [HOST] (default 127.0.0.1)
  --port <n>               port [PORT] (default 8080; 0 picks a free one)
  --db <file>              SQLite database file, or :memory: [MARKETPLACE_DB]
                           (default ./data/marketplace.db)
  --seed <text>            seed of the generated dataset [MARKETPLACE_SEED] (default marketplace)
  --demo-key <key>         API key of the demo seller [MARKETPLACE_DEMO_KEY] (default ${DEFAULT_DEMO_KEY})
  --demo-limit <n>         requests per rolling hour for the demo key, 0 = unlimited
                           [MARKETPLACE_DEMO_LIMIT] (default 0)
  --vehicles <n>           vehicle adverts to generate, up to ${MAX_VEHICLES.toLocaleString('en')}
                           [MARKETPLACE_VEHICLES] (default ${DEFAULT_SIZES.vehicles})
  --realty <n>             real-estate adverts to generate [MARKETPLACE_REALTY] (default ${DEFAULT_SIZES.realty})
  --orders <n>             basket orders to generate [MARKETPLACE_ORDERS] (default ${DEFAULT_SIZES.orders})
  --search-form <form>     vehicle search answers: "array" (documented) or "live" (the live
                           service's bare object) [MARKETPLACE_SEARCH_FORM] (default array)
  --key-limit <key>=<n>    set one key's hourly limit at start-up (repeatable)
  --reseed                 delete the database and generate it again
  --seed-only              generate the database if needed, then exit
  --static-dir <dir>       the built app to serve (default ./dist)
  --quiet                  print nothing but errors
  -h, --help               show this help

A database that already has data is used as it is; sizes and seed apply when it is generated.`;

export class ConfigError extends Error {}

function integer(
  name: string,
  raw: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
) {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    throw new ConfigError(
      `${name} must be a whole number from 0 to ${max.toLocaleString('en')}, not "${raw}".`,
    );
  }
  return Number(raw);
}

export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): Config | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      db: { type: 'string' },
      seed: { type: 'string' },
      'demo-key': { type: 'string' },
      'demo-limit': { type: 'string' },
      vehicles: { type: 'string' },
      realty: { type: 'string' },
      orders: { type: 'string' },
      'search-form': { type: 'string' },
      'key-limit': { type: 'string', multiple: true },
      reseed: { type: 'boolean' },
      'seed-only': { type: 'boolean' },
      'static-dir': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';

  const searchForm = values['search-form'] ?? env.MARKETPLACE_SEARCH_FORM ?? 'array';
  if (searchForm !== 'array' && searchForm !== 'live') {
    throw new ConfigError(`--search-form must be "array" or "live", not "${searchForm}".`);
  }
  const demoKey = values['demo-key'] ?? env.MARKETPLACE_DEMO_KEY ?? DEFAULT_DEMO_KEY;
  if (demoKey.trim() === '') throw new ConfigError('The demo key must not be empty.');

  const keyLimits = new Map<string, number>();
  for (const entry of values['key-limit'] ?? []) {
    const at = entry.lastIndexOf('=');
    if (at <= 0) throw new ConfigError(`--key-limit takes <key>=<n>, not "${entry}".`);
    keyLimits.set(entry.slice(0, at), integer('--key-limit', entry.slice(at + 1), 0));
  }

  return {
    host: values.host ?? env.HOST ?? '127.0.0.1',
    port: integer('--port', values.port ?? env.PORT, 8080, 65535),
    db: values.db ?? env.MARKETPLACE_DB ?? 'data/marketplace.db',
    seed: values.seed ?? env.MARKETPLACE_SEED ?? 'marketplace',
    demoKey,
    demoHourlyLimit: integer('--demo-limit', values['demo-limit'] ?? env.MARKETPLACE_DEMO_LIMIT, 0),
    vehicles: integer(
      '--vehicles',
      values.vehicles ?? env.MARKETPLACE_VEHICLES,
      DEFAULT_SIZES.vehicles,
      MAX_VEHICLES,
    ),
    realty: integer(
      '--realty',
      values.realty ?? env.MARKETPLACE_REALTY,
      DEFAULT_SIZES.realty,
      1_000_000,
    ),
    orders: integer(
      '--orders',
      values.orders ?? env.MARKETPLACE_ORDERS,
      DEFAULT_SIZES.orders,
      1_000_000,
    ),
    searchForm,
    reseed: values.reseed ?? false,
    seedOnly: values['seed-only'] ?? false,
    staticDir: values['static-dir'] ?? 'dist',
    keyLimits,
    quiet: values.quiet ?? false,
  };
}
