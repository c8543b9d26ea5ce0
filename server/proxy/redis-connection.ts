/**
 * The one Redis connection of a proxy replica (ioredis). Commands never wait for a lost
 * connection: with the offline queue off and a command timeout, a call fails at once while
 * Redis is away (the caller answers 503 STORE_UNAVAILABLE), and the client reconnects by
 * itself, every second or two, for as long as it takes.
 */
import { Redis } from 'ioredis';

/** The URL with any password hidden, for messages. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the Redis URL';
  }
}

export interface RedisEvents {
  /** Connection lost or found again: one line each time, never with the password. */
  readonly say?: (line: string) => void;
}

export function openRedis(url: string, events: RedisEvents = {}): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(250 * attempt, 2000),
  });
  const where = describeRedisUrl(url);
  let down = false;
  redis.on('error', () => {
    // Reported once per outage by `close`; each failed command is answered 503 by its caller.
  });
  redis.on('close', () => {
    if (!down)
      events.say?.(
        `Redis at ${where} is unreachable: answering 503 STORE_UNAVAILABLE until it is back.`,
      );
    down = true;
  });
  redis.on('ready', () => {
    if (down) events.say?.(`Redis at ${where} is back.`);
    down = false;
  });
  return redis;
}

/** Waits until Redis answers (start-up); says once that it is waiting. */
export async function waitForRedis(redis: Redis, url: string, say: (line: string) => void) {
  let told = false;
  for (;;) {
    try {
      if (redis.status === 'wait') await redis.connect();
      if (redis.status === 'ready' && (await redis.ping()) === 'PONG') return;
    } catch {
      // not yet
    }
    if (!told) say(`Waiting for Redis at ${describeRedisUrl(url)}…`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
