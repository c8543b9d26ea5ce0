/**
 * What an account's old sessions can still do after `npm run users` changes it, as a client
 * sees it: a new password (even the same one set again), or a removal followed by an add, ends
 * every session signed in before, on every replica, whether or not it was used in between; a
 * role changed in the file keeps the session and takes effect on the next request. The script
 * runs as a deployer runs it (a child process, the password on standard input), against the
 * file the servers read.
 */
import { execFile } from 'node:child_process';
import { rmSync, symlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { sessionResponseSchema } from '../../src/api/contracts/session';
import { DEMO_SELLER } from '../seed/accounts';
import { readAccountsFile, writeAccountsFile } from '../http/accounts';
import {
  passwordOf,
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Received,
  type Upstream,
} from './proxy-test-kit';
import { connected, startRedis, type RedisUnderTest } from './redis-test-kit';

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A server looks at the accounts file at most once a second. */
const seen = () => sleep(1100);
/** Long enough for a server to notice a missing file with no request (its check every second). */
const gone = () => sleep(2200);

const ORDERS = '/api/ria/basket/orders';

/** `npm run users -- …` on `file`, the password (if any) on standard input. */
function users(file: string, args: string[], password = '') {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/users.ts', ...args, '--users', file],
      { env: { ...process.env, MARKETPLACE_USERS_FILE: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
    child.stdin?.end(`${password}\n`);
  });
}

function expectError(received: Received, status: number, code: string) {
  expect(received.status, JSON.stringify(received.body)).toBe(status);
  const { error } = errorEnvelopeSchema.parse(received.body);
  expect(error.code).toBe(code);
  return error;
}

async function sessionOf(proxy: ProxyUnderTest, cookie: string) {
  const received = await proxy.call('/api/_session', 'GET', { cookie });
  expect(received.status).toBe(200);
  return sessionResponseSchema.parse(received.body);
}

async function signedIn(proxy: ProxyUnderTest, name: string, password = passwordOf(name)) {
  const answer = await proxy.signIn(name, password);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.cookie).toBeDefined();
  return answer.cookie ?? '';
}

/** What the holder of an ended session sees: signed out, told so, and no orders. */
async function expectEnded(proxy: ProxyUnderTest, cookie: string) {
  expect(await sessionOf(proxy, cookie)).toEqual({ signed_in: false, ended: true });
  const refused = await proxy.call(ORDERS, 'GET', { cookie });
  expect(expectError(refused, 401, 'SIGN_IN_REQUIRED').message).toContain('session has ended');
}

describe('one server', () => {
  let proxy: ProxyUnderTest;
  beforeAll(async () => {
    proxy = await startProxy(upstream.base);
  });
  afterAll(() => proxy.close());

  it('ends every session of an account given a new password; the new one signs in, the old one not', async () => {
    const first = await signedIn(proxy, 'operator');
    const second = await signedIn(proxy, 'operator');
    const other = await signedIn(proxy, 'seller');
    expect((await proxy.call(ORDERS, 'GET', { cookie: first })).status).toBe(200);

    const changed = await users(
      proxy.usersFile,
      ['add', 'operator', '--role', 'operator'],
      'a new operator password',
    );
    expect(changed.stdout).toMatch(/^Updated "operator" \(operator\) in .*sessions .* end/);
    await seen();
    await expectEnded(proxy, first);
    await expectEnded(proxy, second);
    // Another account's session is not touched.
    expect(await sessionOf(proxy, other)).toMatchObject({ signed_in: true, name: 'seller' });
    expectError(await proxy.signIn('operator'), 401, 'SIGN_IN_FAILED');
    const fresh = await signedIn(proxy, 'operator', 'a new operator password');
    expect((await proxy.call(ORDERS, 'GET', { cookie: fresh })).status).toBe(200);
  });

  it('ends them when the same password is set again', async () => {
    const cookie = await signedIn(proxy, 'both');
    expect(
      (
        await users(
          proxy.usersFile,
          ['add', 'both', '--role', 'seller,operator'],
          passwordOf('both'),
        )
      ).code,
    ).toBe(0);
    await seen();
    await expectEnded(proxy, cookie);
    expect(await sessionOf(proxy, await signedIn(proxy, 'both'))).toMatchObject({
      signed_in: true,
      roles: ['seller', 'operator'],
    });
  });

  it('never brings an old session back when the name is removed and added again, with new roles', async () => {
    const accounts = readAccountsFile(proxy.usersFile);
    writeAccountsFile(proxy.usersFile, [
      ...accounts.filter((account) => account.name !== 'carol'),
      ...accounts
        .filter((account) => account.name === 'seller')
        .map((seller) => ({ ...seller, name: 'carol', roles: ['operator' as const] })),
    ]);
    await seen();
    const cookie = await signedIn(proxy, 'carol', passwordOf('seller'));
    expect((await proxy.call(ORDERS, 'GET', { cookie })).status).toBe(200);

    // Removed and added again (the same password, more roles) before the cookie is used again:
    // the server never sees the name gone.
    expect((await users(proxy.usersFile, ['remove', 'carol'])).code).toBe(0);
    expect(
      (
        await users(
          proxy.usersFile,
          ['add', 'carol', '--role', 'operator,seller'],
          passwordOf('seller'),
        )
      ).code,
    ).toBe(0);
    await seen();
    await expectEnded(proxy, cookie);
    const deleting = await proxy.call(
      `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=1`,
      'DELETE',
      { cookie, origin: proxy.origin },
    );
    expectError(deleting, 401, 'SIGN_IN_REQUIRED');
    // Signing in again gives the new roles.
    expect(
      await sessionOf(proxy, await signedIn(proxy, 'carol', passwordOf('seller'))),
    ).toMatchObject({ signed_in: true, name: 'carol', roles: ['operator', 'seller'] });
  });

  it('keeps a session through a role changed in the file, with the new roles from the next request', async () => {
    const cookie = await signedIn(proxy, 'seller');
    expectError(await proxy.call(ORDERS, 'GET', { cookie }), 403, 'ROLE_REQUIRED');
    const accounts = readAccountsFile(proxy.usersFile);
    writeAccountsFile(
      proxy.usersFile,
      accounts.map((account) =>
        account.name === 'seller' ? { ...account, roles: ['seller', 'operator'] } : account,
      ),
    );
    await seen();
    expect(await sessionOf(proxy, cookie)).toMatchObject({
      signed_in: true,
      roles: ['seller', 'operator'],
    });
    expect((await proxy.call(ORDERS, 'GET', { cookie })).status).toBe(200);
  });

  // Last: every session of this server ends with it.
  it('ends every session signed in before the file went missing, though unused until it is back', async () => {
    // 'both': the earlier tests gave the operator another password.
    const cookie = await signedIn(proxy, 'both');
    expect((await proxy.call(ORDERS, 'GET', { cookie })).status).toBe(200);
    const accounts = readAccountsFile(proxy.usersFile);
    rmSync(proxy.usersFile);
    await gone();
    writeAccountsFile(proxy.usersFile, accounts);
    await seen();
    await expectEnded(proxy, cookie);
    // Signing in again once the file is back is not refused.
    const fresh = await signedIn(proxy, 'both');
    expect((await proxy.call(ORDERS, 'GET', { cookie: fresh })).status).toBe(200);
  });
});

describe('two replicas over one Redis, each with its own accounts file', () => {
  it('ends on both every session signed in before either’s file went missing', async () => {
    const redis = await startRedis();
    const a = await startProxy(upstream.base, { redis: await connected(redis.client()) });
    const b = await startProxy(upstream.base, { redis: await connected(redis.client()) });
    try {
      const onB = await signedIn(b, 'operator');
      const onA = await signedIn(a, 'seller');
      expect((await b.call(ORDERS, 'GET', { cookie: onB })).status).toBe(200);
      // A's file goes and comes back; B's never does, and B gets no request meanwhile.
      const accounts = readAccountsFile(a.usersFile);
      rmSync(a.usersFile);
      await gone();
      writeAccountsFile(a.usersFile, accounts);
      await seen();
      await expectEnded(b, onB);
      await expectEnded(b, onA);
      await expectEnded(a, onB);
      const fresh = await signedIn(b, 'operator');
      expect((await a.call(ORDERS, 'GET', { cookie: fresh })).status).toBe(200);
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });
});

describe('two replicas over one Redis, reading one accounts file', () => {
  let redis: RedisUnderTest;
  let a: ProxyUnderTest;
  let b: ProxyUnderTest;
  beforeAll(async () => {
    redis = await startRedis();
    a = await startProxy(upstream.base, { redis: await connected(redis.client()) });
    b = await startProxy(upstream.base, { redis: await connected(redis.client()) });
    // As deployed: both read the same file (each test proxy starts with its own).
    rmSync(b.usersFile);
    symlinkSync(a.usersFile, b.usersFile);
    await seen();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.stop();
  });

  it('ends on both every session made on either before a new password', async () => {
    const onA = await signedIn(a, 'operator');
    const onB = await signedIn(b, 'operator');
    for (const proxy of [a, b]) {
      for (const cookie of [onA, onB]) {
        expect((await proxy.call(ORDERS, 'GET', { cookie })).status).toBe(200);
      }
    }
    expect(
      (await users(a.usersFile, ['add', 'operator', '--role', 'operator'], 'replaced on both'))
        .code,
    ).toBe(0);
    await seen();
    // Each cookie is first used on the replica that did not make it.
    await expectEnded(b, onA);
    await expectEnded(a, onB);
    await expectEnded(a, onA);
    const fresh = await signedIn(b, 'operator', 'replaced on both');
    expect((await a.call(ORDERS, 'GET', { cookie: fresh })).status).toBe(200);
  });

  it('never revives on either a session whose name was removed and added again', async () => {
    const cookie = await signedIn(a, 'seller');
    expect((await users(a.usersFile, ['remove', 'seller'])).code).toBe(0);
    expect(
      (
        await users(
          a.usersFile,
          ['add', 'seller', '--role', 'seller,operator'],
          passwordOf('seller'),
        )
      ).code,
    ).toBe(0);
    await seen();
    await expectEnded(b, cookie);
    await expectEnded(a, cookie);
  });

  it('follows a role changed in the file on both, the session kept', async () => {
    const cookie = await signedIn(a, 'both');
    const accounts = readAccountsFile(a.usersFile);
    writeAccountsFile(
      a.usersFile,
      accounts.map((account) =>
        account.name === 'both' ? { ...account, roles: ['seller'] } : account,
      ),
    );
    await seen();
    for (const proxy of [a, b]) {
      expect(await sessionOf(proxy, cookie)).toMatchObject({ signed_in: true, roles: ['seller'] });
      expectError(await proxy.call(ORDERS, 'GET', { cookie }), 403, 'ROLE_REQUIRED');
    }
  });
});
