/**
 * Proxy mode's accounts: a JSON file the deployer keeps (`--users FILE`), written by
 * `npm run users` (scripts/users.ts). Names, roles and scrypt hashes; never a plain password.
 *
 *   {"accounts":[{"name":"ada","roles":["seller"],"password":"$scrypt$ln=15,r=8,p=1$…$…"}]}
 *
 * A running server notices when the file changes (checked at most once a second), so removing
 * an account or a role takes effect on the next request, on every replica that reads the same
 * file, without a restart.
 *
 * `credential` is a random id that `npm run users add` writes anew every time it sets a
 * password. Sessions and device cookies (server/http/sessions.ts) are bound to it, so a new
 * password, or a removal and an add of the same name, ends every one made before, on every
 * replica, even when the password set is the same as before or the old session is never used
 * while the name is gone. It is not derived from the hash, so nothing in a session store or a
 * cookie says anything about the password. An account without one (written by hand, or by an
 * older build) binds its sessions to no id until its next `add`.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { roleSchema, type Role } from '../../src/api/contracts/session';
import { isPasswordHash } from './passwords';

export const ACCOUNT_NAME = /^[a-z0-9][a-z0-9._@-]{0,63}$/;

/** Names are compared in lower case: `Ada` and `ada` are one account. */
export const normalizeName = (name: string): string => name.trim().toLowerCase();

const accountSchema = z.object({
  name: z.string().regex(ACCOUNT_NAME, 'a name is 1-64 letters, digits or . _ @ -, in lower case'),
  roles: z
    .array(roleSchema)
    .min(1, 'an account needs a role (seller, operator or both)')
    .refine((roles) => new Set(roles).size === roles.length, 'a role is listed twice'),
  password: z.string().refine(isPasswordHash, 'the password must be an scrypt hash'),
  credential: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'a credential id is 16-128 letters, digits, - or _')
    .optional(),
});
const fileSchema = z.object({
  accounts: z
    .array(accountSchema)
    .refine(
      (accounts) => new Set(accounts.map((a) => a.name)).size === accounts.length,
      'a name is listed twice',
    ),
});

export interface Account {
  readonly name: string;
  readonly roles: readonly Role[];
  /** The scrypt hash (server/http/passwords.ts). */
  readonly password: string;
  /** New at every password set: what sessions and device cookies are bound to. */
  readonly credential?: string;
}

/** A fresh credential id for a password just set. */
export const newCredential = (): string => randomBytes(18).toString('base64url');

/** What an account's sessions are bound to: '' for an account given no credential id. */
export const credentialOf = (account: Account): string => account.credential ?? '';

export class AccountsFileError extends Error {}

/** The accounts in `file`; an error that says what is wrong and where, if it cannot be used. */
export function readAccountsFile(file: string): Account[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new AccountsFileError(
      code === 'ENOENT'
        ? `The accounts file ${file} does not exist. Create it with: npm run users -- add NAME --role seller --users ${file}`
        : `The accounts file ${file} cannot be read (${code ?? 'unknown error'}).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AccountsFileError(`The accounts file ${file} is not JSON.`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new AccountsFileError(
      `The accounts file ${file} is not valid${where}: ${issue?.message}.`,
    );
  }
  return parsed.data.accounts;
}

/** Writes the accounts atomically (a temporary file renamed over it), readable by its owner only. */
export function writeAccountsFile(file: string, accounts: readonly Account[]): void {
  const sorted = [...accounts].sort((a, b) => a.name.localeCompare(b.name));
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ accounts: sorted }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

const RECHECK_MS = 1000;

/** The accounts a server checks sign-ins against; none when it was given no file. */
export class AccountBook {
  private accounts: ReadonlyMap<string, Account>;
  private version = '';
  private checkedAt = 0;
  /** The last time the file was found missing (ms since the epoch; 0: never, in this process). */
  private goneAt = 0;

  constructor(
    private readonly file: string | null,
    private readonly onReloadError: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.accounts = new Map();
    if (file !== null) {
      this.version = versionOf(file);
      this.accounts = byName(readAccountsFile(file));
      this.checkedAt = this.now();
    }
  }

  /** Whether anyone can sign in. */
  get size(): number {
    this.refresh();
    return this.accounts.size;
  }

  find(name: string): Account | undefined {
    this.refresh();
    return this.accounts.get(normalizeName(name));
  }

  /**
   * Sessions signed in at or before this time are over: the file was found missing then.
   * Removing it is how a deployer shuts everyone out, so a session from before stays ended once
   * the file is back, whether or not it was used in between. Every check that finds the file
   * missing moves it on (a sign-in under way as it went is ended too); 0 while it never was.
   */
  get sessionsEndedAt(): number {
    this.refresh();
    return this.goneAt;
  }

  /** Looks at the file again, at most once a second (sessions.ts also calls it on a timer). */
  refresh(): void {
    if (this.file === null || this.now() - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = this.now();
    const version = versionOf(this.file);
    if (version === '') this.goneAt = this.checkedAt;
    if (version === this.version) return;
    this.version = version;
    if (version === '') {
      // Removed on purpose, as often as not to shut everyone out: none of its accounts stays
      // usable (a file put back is read again). A file replaced in place is renamed over the
      // old one (npm run users, editors, mounted secrets), and so never missing.
      this.accounts = new Map();
      this.onReloadError(
        `The accounts file ${this.file} is gone: nobody can sign in until it is back, and every session signed in before now has ended (for good: its accounts sign in again once the file is back).`,
      );
      return;
    }
    try {
      this.accounts = byName(readAccountsFile(this.file));
    } catch (error) {
      // A broken edit must not lock everyone out, nor let anyone in: the last good list stays.
      this.onReloadError(`${(error as Error).message} The accounts read before stay in use.`);
    }
  }
}

/**
 * Which file is there: its inode too, not the mtime alone, so that a remove and an add within
 * one tick of a coarse clock (each a new file renamed over the old) are still seen.
 */
function versionOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : '';
}

function byName(accounts: readonly Account[]): Map<string, Account> {
  return new Map(accounts.map((account) => [account.name, account]));
}
