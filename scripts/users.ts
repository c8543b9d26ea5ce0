/**
 * `npm run users`: the accounts file of proxy mode (server/http/accounts.ts).
 *
 *   npm run users -- add NAME --role seller,operator [--users FILE]   (password on stdin)
 *   npm run users -- remove NAME [--users FILE]
 *   npm run users -- list [--users FILE]
 *
 * The file is --users or MARKETPLACE_USERS_FILE. `add` reads the password from standard input
 * (typed twice, unseen, at a terminal; the first line of a pipe otherwise), never from the
 * command line, where `ps` and the shell history would keep it. Adding a name that exists
 * replaces its roles and password. Every add writes a new credential id (accounts.ts): the
 * account's earlier sessions and device cookies end, even if the password is the same, and a
 * name removed and added again never gets its old sessions back. A running server picks the
 * change up within a second.
 */
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../src/api/contracts/session';
import {
  ACCOUNT_NAME,
  AccountsFileError,
  newCredential,
  normalizeName,
  readAccountsFile,
  writeAccountsFile,
  type Account,
} from '../server/http/accounts';
import { hashPassword } from '../server/http/passwords';

export const MIN_PASSWORD_LENGTH = 12;

const USAGE = `Usage:
  npm run users -- add NAME --role seller,operator [--users FILE]   (the password is read from standard input)
  npm run users -- remove NAME [--users FILE]
  npm run users -- list [--users FILE]

The file is --users FILE or MARKETPLACE_USERS_FILE; give the server the same one.
Roles: seller (may delete the key owner's adverts), operator (may read the basket orders).`;

class UsageError extends Error {}

async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      let muted = false;
      const output = new Writable({
        write(chunk, _encoding, done) {
          if (!muted) process.stdout.write(chunk as Buffer);
          done();
        },
      });
      const rl = createInterface({ input: stdin, output, terminal: true });
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
      muted = true;
    });
  const first = await ask(prompt);
  const second = await ask('Again, to be sure: ');
  if (first !== second) throw new UsageError('The two passwords differ; nothing was changed.');
  return first;
}

/** `--role seller,operator` or `--role seller --role operator`: the roles of every one. */
function parseRoles(given: readonly string[] | undefined): Role[] {
  const named = (given ?? []).flatMap((raw) => raw.split(',')).map((role) => role.trim());
  if (named.every((role) => role === '')) {
    throw new UsageError('Give the account a role: --role seller, --role operator, or both.');
  }
  const roles = [...new Set(named.filter((role) => role !== '').map((role) => role.toLowerCase()))];
  for (const role of roles) {
    if (!(ROLES as readonly string[]).includes(role)) {
      throw new UsageError(`There is no role "${role}"; the roles are ${ROLES.join(' and ')}.`);
    }
  }
  return roles as Role[];
}

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      role: { type: 'string', multiple: true },
      users: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, rawName, ...rest] = positionals;
  if (values.help || command === undefined) return USAGE;
  const file = values.users ?? env.MARKETPLACE_USERS_FILE;
  if (file === undefined || file === '') {
    throw new UsageError('Say which accounts file: --users FILE (or MARKETPLACE_USERS_FILE).');
  }
  const accounts: Account[] = existsSync(file) ? readAccountsFile(file) : [];

  if (command === 'list') {
    if (accounts.length === 0) return `No accounts in ${file}.`;
    return accounts.map((a) => `${a.name}\t${a.roles.join(',')}`).join('\n');
  }
  if (command !== 'add' && command !== 'remove') {
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
  if (rawName === undefined || rest.length > 0) {
    throw new UsageError(`${command} takes one account name.\n\n${USAGE}`);
  }
  const name = normalizeName(rawName);
  if (!ACCOUNT_NAME.test(name)) {
    throw new UsageError(
      `"${rawName}" cannot be an account name: use 1-64 letters, digits or . _ @ -, starting with a letter or digit.`,
    );
  }
  const others = accounts.filter((account) => account.name !== name);

  if (command === 'remove') {
    if (others.length === accounts.length) throw new UsageError(`There is no account "${name}".`);
    writeAccountsFile(file, others);
    return `Removed "${name}" from ${file}. Its sessions end within a second.`;
  }

  const roles = parseRoles(values.role);
  const password = await readPassword(`Password for ${name}: `);
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters; nothing was changed.`,
    );
  }
  const existed = others.length !== accounts.length;
  const hash = await hashPassword(password);
  writeAccountsFile(file, [
    ...others,
    { name, roles, password: hash, credential: newCredential() },
  ]);
  const where = `"${name}" (${roles.join(', ')}) in ${file}`;
  return existed
    ? `Updated ${where}. Its sessions signed in before end within a second.`
    : `Added ${where}.`;
}

const isEntryPoint = process.argv[1]?.endsWith('users.ts') ?? false;
if (isEntryPoint) {
  main(process.argv.slice(2), process.env).then(
    (message) => console.log(message),
    (error: unknown) => {
      const known =
        error instanceof UsageError ||
        error instanceof AccountsFileError ||
        (error instanceof TypeError && 'code' in error);
      console.error(known ? error.message : error);
      process.exit(1);
    },
  );
}
