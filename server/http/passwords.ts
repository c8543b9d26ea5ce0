/**
 * Password hashes for the accounts file: node:crypto's scrypt with a random salt, stored in the
 * PHC string form (`$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, base64 without padding) so the cost
 * can be raised later without breaking the hashes already written. Nothing here is our own
 * cryptography: scrypt, randomBytes and timingSafeEqual do the work.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** N = 2^15, r = 8, p = 1: 32 MiB and about 0.1 s a hash on a small server. */
export const SCRYPT_COST = { ln: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost) {
  const options: ScryptOptions = {
    N: 2 ** cost.ln,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128 * N * r bytes; Node's default ceiling is exactly 32 MiB.
    maxmem: 256 * 2 ** cost.ln * cost.r,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface ScryptCost {
  /** log2 of N */
  readonly ln: number;
  readonly r: number;
  readonly p: number;
}

export async function hashPassword(
  password: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{16,})$/;

/** Whether `hash` is one this module can check (the accounts file is validated with it). */
export function isPasswordHash(hash: string): boolean {
  const match = PHC.exec(hash);
  if (!match) return false;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return ln >= 10 && ln <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = PHC.exec(hash);
  if (!match || !isPasswordHash(hash)) return false;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const expected = Buffer.from(match[5] ?? '', 'base64url');
  const key = await derive(password, Buffer.from(match[4] ?? '', 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no one's password, checked when a name is unknown so that a wrong name costs the
 * same time as a wrong password (the answer never tells which).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}
