/**
 * The accounts file and `npm run users`, run as a deployer runs it: a child process, the
 * password on standard input. The file holds scrypt hashes only, is readable by its owner only,
 * and a running server's AccountBook sees changes without a restart.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountBook, readAccountsFile, writeAccountsFile } from './accounts';
import { hashPassword, isPasswordHash, verifyPassword } from './passwords';

const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function users(args: string[], stdin = '', env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/users.ts', ...args],
      { env: { ...process.env, MARKETPLACE_USERS_FILE: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

describe('npm run users', () => {
  const file = join(dir, 'users.json');

  it('adds an account with the password from standard input, as an scrypt hash only', async () => {
    const added = await users(
      ['add', 'Ada', '--role', 'seller,operator', '--users', file],
      'correct horse battery\n',
    );
    expect(added).toMatchObject({
      code: 0,
      stdout: `Added "ada" (seller, operator) in ${file}.\n`,
    });
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('correct horse');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const [ada] = readAccountsFile(file);
    expect(ada).toMatchObject({ name: 'ada', roles: ['seller', 'operator'] });
    expect(isPasswordHash(ada?.password ?? '')).toBe(true);
    expect(await verifyPassword('correct horse battery', ada?.password ?? '')).toBe(true);
    expect(await verifyPassword('correct horse batter', ada?.password ?? '')).toBe(false);
  });

  it('lists names and roles, never hashes; takes the file from MARKETPLACE_USERS_FILE', async () => {
    await users(['add', 'bob', '--role', 'operator'], 'another long password\n', {
      MARKETPLACE_USERS_FILE: file,
    });
    const listed = await users(['list'], '', { MARKETPLACE_USERS_FILE: file });
    expect(listed.stdout).toBe('ada\tseller,operator\nbob\toperator\n');
  });

  it('takes --role given more than once as every role named', async () => {
    const other = join(dir, 'two-roles.json');
    const added = await users(
      ['add', 'cy', '--role', 'seller', '--role', 'Operator', '--users', other],
      'a third long password\n',
    );
    expect(added).toMatchObject({
      code: 0,
      stdout: `Added "cy" (seller, operator) in ${other}.\n`,
    });
    expect(readAccountsFile(other)).toMatchObject([{ name: 'cy', roles: ['seller', 'operator'] }]);
  });

  it('replaces the roles and password of a name that exists, and its credential id', async () => {
    const before = readAccountsFile(file).find((account) => account.name === 'bob');
    const updated = await users(
      ['add', 'BOB', '--role', 'seller', '--users', file],
      'a brand new password\n',
    );
    expect(updated.stdout).toBe(
      `Updated "bob" (seller) in ${file}. Its sessions signed in before end within a second.\n`,
    );
    const bob = readAccountsFile(file).find((account) => account.name === 'bob');
    expect(bob?.roles).toEqual(['seller']);
    expect(await verifyPassword('a brand new password', bob?.password ?? '')).toBe(true);
    expect(bob?.credential).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(bob?.credential).not.toBe(before?.credential);
  });

  it('gives a new credential id even for the same password, and lists none', async () => {
    const before = readAccountsFile(file).find((account) => account.name === 'bob');
    await users(['add', 'bob', '--role', 'seller', '--users', file], 'a brand new password\n');
    const bob = readAccountsFile(file).find((account) => account.name === 'bob');
    expect(bob?.credential).not.toBe(before?.credential);
    const listed = await users(['list', '--users', file]);
    expect(listed.stdout).not.toContain(bob?.credential ?? '-');
  });

  it('removes an account', async () => {
    const removed = await users(['remove', 'bob', '--users', file]);
    expect(removed).toMatchObject({
      code: 0,
      stdout: `Removed "bob" from ${file}. Its sessions end within a second.\n`,
    });
    expect(readAccountsFile(file).map((account) => account.name)).toEqual(['ada']);
  });

  it.each([
    [['add', 'eve', '--role', 'seller'], 'long enough password\n', /which accounts file/],
    [
      ['add', 'eve', '--role', 'admin', '--users', file],
      'long enough password\n',
      /no role "admin"/,
    ],
    [['add', 'eve', '--users', file], 'long enough password\n', /Give the account a role/],
    [['add', 'eve', '--role', 'seller', '--users', file], 'short\n', /at least 12 characters/],
    [
      ['add', 'a b', '--role', 'seller', '--users', file],
      'long enough password\n',
      /cannot be an account name/,
    ],
    [['remove', 'nobody', '--users', file], '', /no account "nobody"/],
    [['rename', 'ada', '--users', file], '', /Unknown command/],
  ])('refuses %j with a clear message and changes nothing', async (args, stdin, message) => {
    const before = readFileSync(file, 'utf8');
    const refused = await users(args, stdin);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(message);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('AccountBook', () => {
  /** A book of `file` on a clock of its own: `later()` is past the re-check interval. */
  function bookOn(file: string) {
    let now = 0;
    const errors: string[] = [];
    const book = new AccountBook(
      file,
      (message) => errors.push(message),
      () => now,
    );
    return { book, errors, later: () => void (now += 1500) };
  }

  it('sees an edit of the file without a restart, and keeps the last good list on a broken one', async () => {
    const file = join(dir, 'book.json');
    const hash = await hashPassword('whatever it is', { ln: 10, r: 8, p: 1 });
    writeFileSync(
      file,
      JSON.stringify({ accounts: [{ name: 'ada', roles: ['seller'], password: hash }] }),
    );
    const { book, errors, later } = bookOn(file);
    expect(book.find('ADA')?.roles).toEqual(['seller']);

    writeFileSync(
      file,
      JSON.stringify({ accounts: [{ name: 'ada', roles: ['operator'], password: hash }] }),
    );
    const { mtimeMs } = statSync(file);
    later();
    expect(book.find('ada')?.roles).toEqual(['operator']);

    writeFileSync(file, '{"accounts": [{"name": "ada", "roles": [], ');
    later();
    // Same mtime granularity on some file systems: make sure the change is seen.
    if (statSync(file).mtimeMs === mtimeMs) writeFileSync(file, '{"accounts": 1}');
    expect(book.find('ada')?.roles).toEqual(['operator']);
    expect(errors.join('\n')).toMatch(/not (JSON|valid)/);
  });

  it('lets nobody in once the file is removed, and reads it again when it is back', async () => {
    const file = join(dir, 'removed.json');
    const hash = await hashPassword('whatever it is', { ln: 10, r: 8, p: 1 });
    const accounts = [{ name: 'ada', roles: ['seller' as const], password: hash }];
    writeAccountsFile(file, accounts);
    const { book, errors, later } = bookOn(file);
    expect(book.size).toBe(1);
    expect(book.sessionsEndedAt).toBe(0);

    rmSync(file);
    later();
    expect(book.find('ada')).toBeUndefined();
    expect(book.size).toBe(0);
    expect(errors).toEqual([
      `The accounts file ${file} is gone: nobody can sign in until it is back, and every session signed in before now has ended (for good: its accounts sign in again once the file is back).`,
    ]);
    // Every look that finds it missing moves the end on (clock at 1500, then 3000).
    expect(book.sessionsEndedAt).toBe(1500);
    later();
    expect(book.sessionsEndedAt).toBe(3000);

    writeAccountsFile(file, accounts);
    later();
    expect(book.find('ada')?.roles).toEqual(['seller']);
    // Back: sessions from before stay ended, later ones are not.
    later();
    expect(book.sessionsEndedAt).toBe(3000);
  });

  it('sees a file renamed over the old one even with the same size and mtime', async () => {
    const file = join(dir, 'same-stamp.json');
    const hash = await hashPassword('whatever it is', { ln: 10, r: 8, p: 1 });
    const account = { name: 'ada', roles: ['seller' as const], password: hash };
    const stamp = 1_700_000_000; // whole seconds: as a coarse clock stamps both files
    writeAccountsFile(file, [{ ...account, credential: 'a'.repeat(24) }]);
    utimesSync(file, stamp, stamp);
    const { book, later } = bookOn(file);
    expect(book.find('ada')?.credential).toBe('a'.repeat(24));
    writeAccountsFile(file, [{ ...account, credential: 'b'.repeat(24) }]);
    utimesSync(file, stamp, stamp);
    later();
    expect(book.find('ada')?.credential).toBe('b'.repeat(24));
  });

  it('refuses at start-up a file with a plain password, naming where', () => {
    const file = join(dir, 'plain.json');
    writeFileSync(
      file,
      JSON.stringify({
        accounts: [{ name: 'ada', roles: ['seller'], password: 'hunter2hunter2' }],
      }),
    );
    expect(() => new AccountBook(file)).toThrow(
      /accounts\.0\.password: the password must be an scrypt hash/,
    );
    expect(() => new AccountBook(join(dir, 'missing.json'))).toThrow(/npm run users -- add/);
  });
});
