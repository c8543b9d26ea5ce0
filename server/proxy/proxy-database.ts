/**
 * The proxy's own small SQLite file (never the dataset's): cached answers and the count of
 * upstream calls, so that both survive a restart. Its migrations are its own, append only.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type ProxyDb = Database.Database;

export const proxyMigrations: readonly string[] = [
  `
  -- One answer per scope (upstream + key) and request (method, path, canonical query).
  CREATE TABLE responses (
    scope        TEXT NOT NULL,
    request      TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('catalog', 'data')),
    content_type TEXT NOT NULL,
    body         TEXT NOT NULL,
    stored_at    INTEGER NOT NULL, -- ms since the epoch
    UNIQUE (scope, request)
  );
  CREATE INDEX responses_age ON responses (stored_at);

  -- Upstream calls per scope and minute: a rolling hour is the last 60 rows of a scope.
  CREATE TABLE upstream_calls (
    scope  TEXT NOT NULL,
    minute INTEGER NOT NULL, -- minutes since the epoch
    calls  INTEGER NOT NULL,
    PRIMARY KEY (scope, minute)
  ) WITHOUT ROWID;
  `,
];

export function openProxyDatabase(file: string): ProxyDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > proxyMigrations.length) {
    db.close();
    throw new Error(
      `The proxy cache ${file} is at schema version ${current}, newer than this build knows (${proxyMigrations.length}). Delete it; it only holds cached answers.`,
    );
  }
  for (let version = current; version < proxyMigrations.length; version++) {
    db.transaction(() => {
      db.exec(proxyMigrations[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return db;
}
