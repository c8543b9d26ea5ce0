/**
 * The session stores on their own (in memory, and in a real redis-server): a sign-in writes a
 * new session plainly, but a request's renewal of the session it loaded writes only if the
 * session is still there, so a sign-out that fell between the two is never undone.
 */
import type { Session } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startRedis, type RedisUnderTest } from '../proxy/redis-test-kit';
import { MemorySessionStore, RedisSessionStore } from './sessions';

type Store = MemorySessionStore | RedisSessionStore;
const lifetimes = { idleMs: 60_000, absoluteMs: 600_000 };

/** Just enough of @fastify/session's Session: its data, and a save() through the store. */
function sessionIn(store: Store, id: string) {
  const session = {
    name: 'operator',
    signedInAt: Date.now(),
    credential: '',
    save: () =>
      new Promise<void>((resolve, reject) => {
        store.set(id, session as unknown as Session, (error?: unknown) =>
          error ? reject(error instanceof Error ? error : new Error('store error')) : resolve(),
        );
      }),
  };
  return session;
}

const call = <T>(run: (done: (error?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => {
    run((error, value) =>
      error ? reject(error instanceof Error ? error : new Error('store error')) : resolve(value),
    );
  });
const read = (store: Store, id: string) =>
  call<Session | null>((done) => store.get(id, (error, value) => done(error, value)));
const destroy = (store: Store, id: string) => call<void>((done) => store.destroy(id, done));

let redis: RedisUnderTest;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

describe.each([
  ['memory', () => new MemorySessionStore(lifetimes)],
  ['Redis', async () => new RedisSessionStore(await connected(redis.client()), lifetimes)],
])('the %s session store', (_, makeStore) => {
  it('renews a session that is still there', async () => {
    const store = await makeStore();
    const session = sessionIn(store, 'still-there');
    await session.save(); // a sign-in's new id: written plainly
    expect(await store.renew(session as never)).toBe(true);
    expect(await read(store, 'still-there')).toMatchObject({ name: 'operator' });
  });

  it('never brings back a session deleted since the request loaded it', async () => {
    const store = await makeStore();
    const session = sessionIn(store, 'signed-out');
    await session.save();
    expect(await read(store, 'signed-out')).toMatchObject({ name: 'operator' });
    // A sign-out (on this replica or another) while the request is under way…
    await destroy(store, 'signed-out');
    // …and then the request's renewal: refused, and nothing written.
    expect(await store.renew(session as never)).toBe(false);
    expect(await read(store, 'signed-out')).toBeUndefined();
  });
});
