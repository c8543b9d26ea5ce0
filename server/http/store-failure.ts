/**
 * Proxy mode with `--redis`: the cache, the key's count, sessions and throttles live in Redis.
 * When Redis cannot be reached the server fails closed: whatever could spend the key, or needs
 * a session, is answered 503 STORE_UNAVAILABLE rather than guessed at.
 */
import { ApiFailure } from './api-error';

/** Seconds a client should wait before trying again; the connection retries every second or two. */
const RETRY_SECONDS = 5;

export class StoreUnavailable extends ApiFailure {
  constructor() {
    super(
      503,
      'STORE_UNAVAILABLE',
      "This server's shared store (Redis) cannot be reached, so it answers nothing that could spend the API key or needs a session. Try again in a few seconds.",
      undefined,
      { 'retry-after': String(RETRY_SECONDS) },
    );
  }
}

/** Runs a store operation; any failure of the store becomes StoreUnavailable. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new StoreUnavailable();
  }
}
