/**
 * ProxyState in Redis: every replica pointed at the same Redis shares one cache, one count of
 * the key's calls, one share per visitor and one record of deletes. Each step that reads and
 * writes is one Lua script, so replicas never interleave inside it: N upstream calls through
 * any mix of replicas count N, and the limit is never passed.
 *
 * Keys (prefix `mps:<scope>:`, the scope naming the upstream and key by a hash):
 *   gen                      data generation, bumped by every delete
 *   data:<gen>:<request>     a search, advert, order list or conversion (TTL: --cache-search-ttl)
 *   catalog:<request>        a catalog answer (TTL: --cache-catalog-ttl)
 *   quota                    hash minute -> upstream calls (a rolling hour of 60 fields)
 *   share:<subject>          the same per address or account
 *   pause                    until when the upstream asked us to wait (ms since the epoch)
 *
 * A delete bumps the generation before its answer goes back, so any request that starts after
 * the client saw the delete looks in the new generation: it cannot get a stale answer, from
 * any replica. An answer fetched before the delete is stored under the old generation, never
 * read again, and expires.
 */
import type { Redis } from 'ioredis';
import { guarded } from '../http/store-failure';
import type { CachedAnswer, CacheKind } from './cache';
import type { KeyAdmission, Lookup, ProxyState } from './proxy-state';
import type { QuotaSnapshot } from './quota';

const WINDOW = `
local minute = math.floor(tonumber(ARGV[1]) / 60000)
local function window(key)
  local fields = redis.call('HGETALL', key)
  local used, oldest = 0, minute
  for i = 1, #fields, 2 do
    local m = tonumber(fields[i])
    if m <= minute - 60 then
      redis.call('HDEL', key, fields[i])
    else
      used = used + tonumber(fields[i + 1])
      if m < oldest then oldest = m end
    end
  end
  return used, oldest
end
`;

/** KEYS: quota, share, pause. ARGV: now (ms), the key's calls this caller may reach, the share. */
const ADMIT = `${WINDOW}
local now = tonumber(ARGV[1])
local paused = tonumber(redis.call('GET', KEYS[3]) or '0')
if paused > now then return {'paused', math.ceil((paused - now) / 1000)} end
local function wait(oldest) return math.max(1, math.ceil(((oldest + 60) * 60000 - now) / 1000)) end
local used, oldest = window(KEYS[1])
if used >= tonumber(ARGV[2]) then return {'quota', wait(oldest)} end
local shared, soldest = window(KEYS[2])
if shared >= tonumber(ARGV[3]) then return {'share', wait(soldest)} end
redis.call('HINCRBY', KEYS[1], minute, 1)
redis.call('HINCRBY', KEYS[2], minute, 1)
redis.call('PEXPIRE', KEYS[1], 3720000)
redis.call('PEXPIRE', KEYS[2], 3720000)
return {'ok', 0}
`;

/** KEYS: a count hash. ARGV: now (ms). */
const USED = `${WINDOW}
local used = window(KEYS[1])
return used
`;

/** KEYS: gen. ARGV: key prefix, kind, request. */
const LOOKUP = `
local gen = redis.call('GET', KEYS[1]) or '0'
local key
if ARGV[2] == 'data' then key = ARGV[1] .. 'data:' .. gen .. ':' .. ARGV[3]
else key = ARGV[1] .. 'catalog:' .. ARGV[3] end
return {gen, redis.call('GET', key)}
`;

/** KEYS: pause. ARGV: until (ms), now (ms). */
const PAUSE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local target = tonumber(ARGV[1])
if target > current then redis.call('SET', KEYS[1], ARGV[1], 'PX', math.max(1, target - tonumber(ARGV[2]))) end
return 1
`;

interface Commands {
  mpsAdmit(
    quota: string,
    share: string,
    pause: string,
    ...args: number[]
  ): Promise<[string, number]>;
  mpsUsed(key: string, now: number): Promise<number>;
  mpsLookup(
    gen: string,
    prefix: string,
    kind: string,
    request: string,
  ): Promise<[string, string | null]>;
  mpsPause(key: string, until: number, now: number): Promise<number>;
}

export interface RedisStateOptions {
  readonly scope: string;
  readonly hourlyLimit: number;
  readonly ttlSeconds: Readonly<Record<CacheKind, number>>;
  readonly now: () => number;
}

export class RedisState implements ProxyState {
  private readonly redis: Redis & Commands;
  private readonly prefix: string;

  constructor(
    redis: Redis,
    private readonly options: RedisStateOptions,
  ) {
    const commands: [string, number, string][] = [
      ['mpsAdmit', 3, ADMIT],
      ['mpsUsed', 1, USED],
      ['mpsLookup', 1, LOOKUP],
      ['mpsPause', 1, PAUSE],
    ];
    for (const [name, numberOfKeys, lua] of commands) {
      if (!(name in redis)) redis.defineCommand(name, { numberOfKeys, lua });
    }
    this.redis = redis as Redis & Commands;
    this.prefix = `mps:${options.scope}:`;
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }

  lookup(request: string, kind: CacheKind): Promise<Lookup> {
    return guarded(async () => {
      const [generation, value] = await this.redis.mpsLookup(
        this.key('gen'),
        this.prefix,
        kind,
        request,
      );
      let hit: CachedAnswer | undefined;
      if (value !== null) {
        const stored = JSON.parse(value) as { t: number; b: string };
        // The TTL in force now decides, as in the SQLite cache: a shorter setting applies at once.
        if (stored.t > this.options.now() - this.options.ttlSeconds[kind] * 1000) {
          hit = {
            body: stored.b,
            contentType: 'application/json; charset=utf-8',
            storedAt: stored.t,
          };
        }
      }
      return { hit, generation };
    });
  }

  store(request: string, kind: CacheKind, generation: string, body: string): Promise<void> {
    const ttl = this.options.ttlSeconds[kind];
    if (ttl <= 0) return Promise.resolve();
    const key =
      kind === 'data' ? this.key(`data:${generation}:${request}`) : this.key(`catalog:${request}`);
    return guarded(async () => {
      await this.redis.set(
        key,
        JSON.stringify({ t: this.options.now(), b: body }),
        'PX',
        ttl * 1000,
      );
    });
  }

  invalidateData(): Promise<void> {
    return guarded(async () => {
      await this.redis.incr(this.key('gen'));
    });
  }

  admit(subject: string, shareLimit: number, keyLimit: number): Promise<KeyAdmission> {
    return guarded(async () => {
      const [verdict, wait] = await this.redis.mpsAdmit(
        this.key('quota'),
        this.key(`share:${subject}`),
        this.key('pause'),
        this.options.now(),
        Math.min(keyLimit, this.options.hourlyLimit),
        shareLimit,
      );
      if (verdict === 'ok') return { allowed: true };
      const by = verdict === 'paused' || verdict === 'share' ? verdict : 'quota';
      return { allowed: false, by, retryAfterSeconds: Math.max(1, wait) };
    });
  }

  pauseUntil(ms: number): Promise<void> {
    return guarded(async () => {
      await this.redis.mpsPause(this.key('pause'), ms, this.options.now());
    });
  }

  private used(key: string, limit: number): Promise<QuotaSnapshot> {
    return guarded(async () => {
      const used = Number(await this.redis.mpsUsed(this.key(key), this.options.now()));
      return { limit, used, remaining: Math.max(0, limit - used) };
    });
  }

  quota(): Promise<QuotaSnapshot> {
    return this.used('quota', this.options.hourlyLimit);
  }

  share(subject: string, shareLimit: number): Promise<QuotaSnapshot> {
    return this.used(`share:${subject}`, shareLimit);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
