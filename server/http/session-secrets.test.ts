/**
 * The replicas' cookie secret when Redis has lost it or holds another: each replica puts its
 * own back, signs with whatever Redis holds, and keeps good the cookies it signed before.
 * Real Redis (Debian's redis-server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startRedis, type RedisUnderTest } from '../proxy/redis-test-kit';
import { keepSessionSecretShared, SessionSecrets, sharedSessionSecret } from './sessions';

const KEY = 'mps:session-secret';
const EVERY_MS = 50;

describe('keepSessionSecretShared', () => {
  let redis: RedisUnderTest;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());

  it('puts the secret back when Redis has lost it', async () => {
    const client = await connected(redis.client());
    const secrets = new SessionSecrets(await sharedSessionSecret(client));
    const stop = keepSessionSecretShared(client, secrets, undefined, EVERY_MS);
    try {
      await client.del(KEY);
      await expect.poll(() => client.get(KEY), { timeout: 5000 }).toBe(secrets.signing);
      // The next replica to start takes it.
      expect(await sharedSessionSecret(client)).toBe(secrets.signing);
    } finally {
      stop();
    }
  });

  it('signs with the secret Redis holds and still reads cookies signed before', async () => {
    const client = await connected(redis.client());
    const secrets = new SessionSecrets(await sharedSessionSecret(client));
    const before = secrets.cookieSigner.sign('session-id');
    const lines: string[] = [];
    const stop = keepSessionSecretShared(client, secrets, (line) => lines.push(line), EVERY_MS);
    try {
      // Another replica made a secret while this one's was missing.
      const theirs = 'b'.repeat(43);
      await client.set(KEY, theirs);
      await expect.poll(() => secrets.signing, { timeout: 5000 }).toBe(theirs);
      expect(lines).toEqual(['Signing session cookies with the replicas’ new secret.']);
      expect(secrets.cookieSigner.unsign(before)).toMatchObject({
        valid: true,
        value: 'session-id',
      });
      // What it signs now is good on the replica that made the secret.
      const now = secrets.cookieSigner.sign('another-id');
      expect(new SessionSecrets(theirs).cookieSigner.unsign(now)).toMatchObject({
        valid: true,
        value: 'another-id',
      });
      expect(await client.get(KEY)).toBe(theirs);
    } finally {
      stop();
    }
  });
});
