/**
 * Proxy mode's sign-in: `POST /api/_session` (JSON name and password), `GET` (who is signed
 * in), `DELETE` (sign out), on @fastify/cookie and @fastify/session.
 *
 * - The cookie (`mps_session`, path /api) is HttpOnly and SameSite=Strict, and Secure when the
 *   request came over https (directly, or behind a trusted proxy that says so). It holds a
 *   random id signed by @fastify/session; the session itself is on the server: in memory, or in
 *   Redis (under a hash of the id) so that every replica knows it.
 * - A session ends after `idleMs` without a request, and `absoluteMs` after sign-in, whatever
 *   happens. Roles are read from the accounts file on every request: removing an account or a
 *   role takes effect at once. A session holds the account's credential id (accounts.ts) as it
 *   was at sign-in, and ends when the file's differs: a new password, or a removal and an add,
 *   ends every earlier session, on every replica, however long ago it was last used. Removing
 *   the whole file ends every session signed in before (watchAccountsFile).
 * - Only a request's own use renews the idle time: `/_meta`, which the quota meter polls, reads
 *   the session without writing it. A renewal writes only if the session is still there, so a
 *   sign-out while other requests of the session are under way is never undone.
 * - Sign-ins are throttled per address (every attempt, @fastify/rate-limit) and per account
 *   name (failed attempts, counted before the password is checked: sign-in-failures.ts), with
 *   one answer for both, so a throttle never tells whether a name exists; an unknown name costs
 *   the same scrypt time as a wrong password.
 * - The per-name lock holds only browsers that have not signed in to that account: a browser
 *   that has is given a device cookie (below), and is held only by its own count of failures.
 */
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession, { type FastifySessionObject, type SessionStore } from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, Session } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { listOrders } from '../../src/api/contracts/order-routes';
import { signIn as signInRoute } from '../../src/api/contracts/server-routes';
import type { Role, SessionResponse, SignedInSession } from '../../src/api/contracts/session';
import { credentialOf, normalizeName, type Account, type AccountBook } from './accounts';
import { ApiFailure, failures } from './api-error';
import type { BaseCall, Handlers } from './endpoint';
import { decoyHash, verifyPassword } from './passwords';
import { requireSameOrigin, visitorAddress } from './same-origin';
import { memoryFailures, redisFailures } from './sign-in-failures';
import { guarded, StoreUnavailable } from './store-failure';

export const SESSION_COOKIE = 'mps_session';
/**
 * Left by the answer that finds a session cookie the server no longer knows (it expired, or the
 * visitor signed out elsewhere). The session plugin clears that cookie on the same answer, so
 * without the marker only the first request after the end could say "your session has ended":
 * the badge or details call the page happened to make, not the delete the visitor pressed.
 * Holds nothing but its presence; signing in removes it.
 */
export const ENDED_COOKIE = 'mps_ended';
const COOKIE_PATH = '/api';
/**
 * Given at every sign-in, sent back only to the sign-in: "this browser has signed in to this
 * account". A random id and an HMAC (the session secret) of it with the account's name and
 * credential id, so it cannot be made up, is good for one account only, and is void once the
 * password is set again. See signIn for what it is for.
 */
export const DEVICE_COOKIE = 'mps_device';
const DEVICE_COOKIE_PATH = `${COOKIE_PATH}${signInRoute.path}`;
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/**
 * "This browser's account reads the orders": on every page (path /), so that the pages' HTML can
 * list the orders in the menu as the app will, and the orders page start them before the app's
 * code has loaded, as embedded mode does (proxy/page-frames.ts); the session cookie goes to the
 * API alone. A hint, not a credential: it holds nothing and grants nothing (the orders request
 * it starts is answered by the session, as the app's would be); a stale one costs a refused
 * request and a menu link the app takes away. Kept in step with the session by every answer
 * that identifies the visitor; it ends with the session's absolute lifetime. SameSite=Lax,
 * unlike the session's: a link from elsewhere to the orders starts them early too, and the
 * page's request still carries the (Strict) session cookie only from this origin.
 */
export const ORDERS_HINT_COOKIE = 'mps_reads_orders';
const ORDERS_HINT_PATH = '/';

export { DEFAULT_ABSOLUTE_SECONDS, DEFAULT_IDLE_SECONDS } from './session-defaults';
/**
 * Sign-in throttles, per 15 minutes: attempts from one address; failures for one name from
 * browsers without its device cookie; failures with one device cookie (as many as for a name).
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const DEFAULT_ATTEMPTS_PER_ADDRESS = 30;
export const DEFAULT_FAILURES_PER_ACCOUNT = 10;

export interface SessionOptions {
  readonly accounts: AccountBook;
  /** Sign the cookies; every replica must share them (see keepSessionSecretShared). */
  readonly secret: SessionSecrets;
  readonly idleMs: number;
  readonly absoluteMs: number;
  /** null: sessions and throttles in this process. */
  readonly redis: Redis | null;
  /** The key owner's user id, told to signed-in sellers. */
  readonly sellerUserId: number | null;
  readonly attemptsPerAddress?: number;
  readonly failuresPerAccount?: number;
}

export interface SignedInVisitor {
  readonly name: string;
  readonly roles: readonly Role[];
  readonly signedInAt: number;
}

export interface Visitor {
  /** null: anonymous. */
  readonly account: SignedInVisitor | null;
  /** A session cookie came with the request, but its session is over (expired, signed out, forged). */
  readonly ended: boolean;
}

export interface IdentifyOptions {
  /**
   * Renew the session's idle time (default true). False for background reads (the quota
   * meter's poll of /_meta): an open tab would otherwise keep a session alive for ever.
   */
  readonly touch?: boolean;
}

export interface Visitors {
  identify(
    request: FastifyRequest,
    reply: FastifyReply,
    options?: IdentifyOptions,
  ): Promise<Visitor>;
  readonly hasAccounts: () => boolean;
}

/** The visitors, and the handlers of the table's `/_session` operations. */
export interface Sessions {
  readonly visitors: Visitors;
  readonly handlers: Required<Pick<Handlers, 'session' | 'signIn' | 'signOut'>>;
}

declare module 'fastify' {
  interface Session {
    /** The account's name (its roles are read from the accounts file on every request). */
    name?: string;
    signedInAt?: number;
    /** The account's credential id at sign-in; the session ends when the file's differs. */
    credential?: string;
  }
}

// ---------------------------------------------------------------------------------------------
// Session stores (the interface of @fastify/session's store)

type Callback = Parameters<SessionStore['set']>[2];
type GetCallback = Parameters<SessionStore['get']>[1];

interface SessionRecord {
  readonly signedInAt?: number;
}

/** How long a stored session lives: its idle time, never past its absolute end. */
function lifetimeMs(session: SessionRecord, options: { idleMs: number; absoluteMs: number }) {
  const absoluteLeft =
    session.signedInAt === undefined
      ? options.idleMs
      : session.signedInAt + options.absoluteMs - Date.now();
  return Math.max(1, Math.min(options.idleMs, absoluteLeft));
}

/** The session id is a bearer secret: stores key sessions by its hash, never the id itself. */
const storeKey = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** A renewal that found its session gone: it ended (signed out, expired) while the request ran. */
class SessionGone extends Error {}

/**
 * @fastify/session's store interface, over a keyed store that can write "only if still there".
 * A request loads its session at its start and renews it later; a sign-out (on any replica)
 * in between deletes it, and a plain write would put it back, signed out yet alive. So the
 * renewal of a session loaded from the store writes only if the key is still there, and a new
 * session (a sign-in's fresh id) is written plainly.
 */
abstract class SessionStoreBase implements SessionStore {
  /** Sessions being renewed (loaded from the store), not made new. */
  private readonly renewing = new WeakSet<object>();

  constructor(private readonly lifetimes: { idleMs: number; absoluteMs: number }) {}

  /** Writes the session; with `onlyIfThere`, only if its key still exists (false: it did not). */
  protected abstract write(
    key: string,
    json: string,
    lifetimeMs: number,
    onlyIfThere: boolean,
  ): Promise<boolean>;
  protected abstract read(key: string): Promise<string | null>;
  protected abstract remove(key: string): Promise<void>;

  set(sessionId: string, session: Session, callback: Callback): void {
    const onlyIfThere = this.renewing.has(session);
    this.write(
      storeKey(sessionId),
      JSON.stringify(session),
      lifetimeMs(session, this.lifetimes),
      onlyIfThere,
    ).then(
      (written) => callback(written ? undefined : new SessionGone()),
      () => callback(new StoreUnavailable()),
    );
  }

  get(sessionId: string, callback: GetCallback): void {
    this.read(storeKey(sessionId)).then(
      (json) => callback(null, json === null ? undefined : (JSON.parse(json) as Session)),
      () => callback(new StoreUnavailable()),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.remove(storeKey(sessionId)).then(
      () => callback(),
      () => callback(new StoreUnavailable()),
    );
  }

  /** Saves a session loaded from the store if it is still there; false when it has ended. */
  async renew(session: FastifySessionObject): Promise<boolean> {
    this.renewing.add(session);
    try {
      await session.save();
      return true;
    } catch (error) {
      if (error instanceof SessionGone) return false;
      throw error;
    } finally {
      this.renewing.delete(session);
    }
  }
}

export class MemorySessionStore extends SessionStoreBase {
  private readonly sessions = new Map<string, { json: string; expiresAt: number }>();

  protected write(key: string, json: string, lifetime: number, onlyIfThere: boolean) {
    const now = Date.now();
    for (const [old, entry] of this.sessions) if (entry.expiresAt <= now) this.sessions.delete(old);
    if (onlyIfThere && !this.sessions.has(key)) return Promise.resolve(false);
    this.sessions.set(key, { json, expiresAt: now + lifetime });
    return Promise.resolve(true);
  }

  protected read(key: string) {
    const entry = this.sessions.get(key);
    return Promise.resolve(entry && entry.expiresAt > Date.now() ? entry.json : null);
  }

  protected remove(key: string) {
    this.sessions.delete(key);
    return Promise.resolve();
  }
}

export class RedisSessionStore extends SessionStoreBase {
  constructor(
    private readonly redis: Redis,
    lifetimes: { idleMs: number; absoluteMs: number },
  ) {
    super(lifetimes);
  }

  protected async write(key: string, json: string, lifetime: number, onlyIfThere: boolean) {
    const name = `mps:session:${key}`;
    // XX: one command, so no replica's sign-out can fall between a check and the write.
    const answer = onlyIfThere
      ? await this.redis.set(name, json, 'PX', lifetime, 'XX')
      : await this.redis.set(name, json, 'PX', lifetime);
    return answer === 'OK';
  }

  protected read(key: string) {
    return this.redis.get(`mps:session:${key}`);
  }

  protected async remove(key: string) {
    await this.redis.del(`mps:session:${key}`);
  }
}

/**
 * The secrets cookies are signed with: the first signs, either is good for a cookie (the second
 * for cookies signed before the replicas agreed on a new one; see keepSessionSecretShared).
 */
export class SessionSecrets {
  private secrets: readonly string[];
  private signer: Signer;
  constructor(secret: string) {
    this.secrets = [secret];
    this.signer = new Signer([secret]);
  }

  get signing(): string {
    return this.secrets[0]!;
  }

  get all(): readonly string[] {
    return this.secrets;
  }

  /** Signs with `secret` from now on, and keeps the one signed with until now for its cookies. */
  adopt(secret: string): boolean {
    if (secret === this.signing) return false;
    this.secrets = [secret, this.signing];
    this.signer = new Signer([...this.secrets]);
    return true;
  }

  /** @fastify/session's signer, always the current one. */
  readonly cookieSigner = {
    sign: (value: string) => this.signer.sign(value),
    unsign: (value: string) => this.signer.unsign(value),
  };
}

const SHARED_SECRET_KEY = 'mps:session-secret';

/**
 * The cookie-signing secret replicas share, when none is configured: the one in Redis, or
 * `candidate`, made the shared one (SET NX) if Redis has none.
 */
export async function sharedSessionSecret(
  redis: Redis,
  candidate = randomBytes(32).toString('base64url'),
): Promise<string> {
  await redis.set(SHARED_SECRET_KEY, candidate, 'NX');
  const secret = await redis.get(SHARED_SECRET_KEY);
  if (secret === null) throw new Error('Redis lost the session secret just after it was set.');
  return secret;
}

/** How often a replica puts its secret back in Redis and takes whatever Redis holds. */
export const SECRET_CHECK_MS = 30_000;

/**
 * Keeps the replicas on one secret after Redis loses it (restarted without its file, flushed,
 * failed over, or the key evicted): read once at start, a lost secret would let the next replica
 * to start make another, and a cookie signed by one replica would be refused, and dropped, by
 * the other. Each replica puts its secret back when Redis comes back and every half minute
 * (which also keeps the key from looking unused to an LRU eviction) and signs with whatever
 * Redis holds then, keeping the old secret for the cookies already signed with it. Returns the
 * function that stops it.
 */
export function keepSessionSecretShared(
  redis: Redis,
  secrets: SessionSecrets,
  say: (line: string) => void = () => {},
  everyMs = SECRET_CHECK_MS,
): () => void {
  let checking = false;
  const check = () => {
    if (checking || redis.status !== 'ready') return;
    checking = true;
    sharedSessionSecret(redis, secrets.signing)
      .then((secret) => {
        if (secrets.adopt(secret)) say('Signing session cookies with the replicas’ new secret.');
      })
      .catch(() => {
        // Redis is away: the next 'ready' or tick tries again.
      })
      .finally(() => {
        checking = false;
      });
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  redis.on('ready', check);
  return () => {
    clearInterval(timer);
    redis.off('ready', check);
  };
}

/** Redis key: the latest time any replica found the accounts file missing (ms since the epoch). */
const ACCOUNTS_GONE_KEY = 'mps:accounts-gone-at';
/** KEYS: the time. ARGV: this replica's time (0: none), its lifetime (ms). Returns the latest. */
const LATEST_GONE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local mine = tonumber(ARGV[1])
if mine > current then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return mine
end
return current
`;
/** How often the accounts file is looked at, whether or not requests come. */
export const ACCOUNTS_CHECK_MS = 1000;

/**
 * When sessions were last ended by the accounts file going missing. The file is looked at every
 * second (not only when a request comes: a file removed and put back between two requests would
 * go unseen); with Redis, each replica puts the latest time it found the file missing there and
 * takes the latest any replica did, so a session made on one replica ends on all of them. The
 * time lives as long as a session can: every session signed in before it is over by then.
 */
export function watchAccountsFile(
  accounts: AccountBook,
  redis: Redis | null,
  absoluteMs: number,
  everyMs = ACCOUNTS_CHECK_MS,
): { endedAt: () => number; stop: () => void } {
  let shared = 0;
  let checking = false;
  const check = () => {
    const mine = accounts.sessionsEndedAt;
    if (!redis || checking || redis.status !== 'ready') return;
    checking = true;
    redis
      .eval(LATEST_GONE, 1, ACCOUNTS_GONE_KEY, mine, absoluteMs)
      .then((latest) => {
        shared = Math.max(shared, Number(latest) || 0);
      })
      .catch(() => {
        // Redis is away: sessions answer 503 meanwhile; the next tick tries again.
      })
      .finally(() => {
        checking = false;
      });
  };
  check();
  const timer = setInterval(check, everyMs);
  timer.unref();
  return {
    endedAt: () => Math.max(accounts.sessionsEndedAt, shared),
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------------------------------------
// The plugins, the visitor and the routes

const signInFailed = () =>
  new ApiFailure(
    401,
    'SIGN_IN_FAILED',
    'The name or the password is not right. Check both and try again.',
  );

function throttled(seconds: number): ApiFailure {
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new ApiFailure(
    429,
    'OVER_RATE_LIMIT',
    `Too many sign-in attempts. Try again in ${wait}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

function deviceSignature(secret: string, account: Account, id: string): string {
  return createHmac('sha256', secret)
    .update(`mps-device\n${account.name}\n${credentialOf(account)}\n${id}`)
    .digest('base64url');
}

function deviceCookieFor(secret: string, account: Account): string {
  const id = randomBytes(18).toString('base64url');
  return `${id}.${deviceSignature(secret, account, id)}`;
}

/** The id of a device cookie good for `account` (made by us, for it, since its password was set). */
function deviceOf(
  secrets: readonly string[],
  cookie: string | undefined,
  account: Account | undefined,
) {
  if (cookie === undefined || account === undefined) return null;
  const [id, signature, ...rest] = cookie.split('.');
  if (id === undefined || !/^[A-Za-z0-9_-]{24}$/.test(id) || rest.length > 0) return null;
  const given = Buffer.from(signature ?? '');
  const good = secrets.some((secret) => {
    const expected = Buffer.from(deviceSignature(secret, account, id));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return good ? id : null;
}

/** The request's session, when @fastify/session made one (not after a destroy). */
function liveSession(request: FastifyRequest): FastifySessionObject | null {
  const session = request.session as Partial<FastifySessionObject> | null;
  return typeof session?.save === 'function' ? (session as FastifySessionObject) : null;
}

export async function registerSessions(
  api: FastifyInstance,
  options: SessionOptions,
): Promise<Sessions> {
  const lifetimes = { idleMs: options.idleMs, absoluteMs: options.absoluteMs };
  const store = options.redis
    ? new RedisSessionStore(options.redis, lifetimes)
    : new MemorySessionStore(lifetimes);
  const accountsGone = watchAccountsFile(options.accounts, options.redis, options.absoluteMs);
  api.addHook('onClose', (_instance, done) => {
    accountsGone.stop();
    done();
  });
  await api.register(fastifyCookie);
  await api.register(fastifySession, {
    secret: options.secret.cookieSigner,
    cookieName: SESSION_COOKIE,
    store,
    // Nothing is stored for visitors who never sign in; the idle time is renewed by identify().
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: false, // set per session at sign-in: true when the request came over https
      // As long as a session can live, not its idle time, which the store keeps: a cookie gone
      // with the idle time would leave a visitor back after it without word that the session
      // ended ("please sign in", as if never signed in), the delete they pressed refused as a
      // stranger's.
      maxAge: options.absoluteMs,
    },
  });
  await api.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'mps:sign-in:' } : {}),
    skipOnError: false,
  });
  const byAddress = api.createRateLimit({
    max: options.attemptsPerAddress ?? DEFAULT_ATTEMPTS_PER_ADDRESS,
    timeWindow: SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `address:${visitorAddress(request)}`,
  });
  const failuresPerAccount = options.failuresPerAccount ?? DEFAULT_FAILURES_PER_ACCOUNT;
  const failedSignIns = options.redis
    ? redisFailures(options.redis, SIGN_IN_WINDOW_MS, 'mps:sign-in-failures:')
    : memoryFailures(SIGN_IN_WINDOW_MS);
  /** Device cookies to set, after the session's (so that the session cookie comes first). */
  const newDevices = new WeakMap<FastifyRequest, string>();
  api.addHook('onSend', async (request, reply) => {
    const device = newDevices.get(request);
    if (device === undefined) return;
    reply.setCookie(DEVICE_COOKIE, device, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: DEVICE_MAX_AGE_SECONDS,
    });
  });

  const identified = new WeakMap<FastifyRequest, Visitor>();
  /** Requests that signed in: their hint starts again with the new session's lifetime. */
  const signedInNow = new WeakSet<FastifyRequest>();
  api.addHook('onSend', async (request, reply) => {
    const visitor = identified.get(request);
    // An answer that did not ask who is signed in (a search) says nothing about the hint.
    if (!visitor) return;
    const account = visitor.account;
    const hinted = request.cookies[ORDERS_HINT_COOKIE] !== undefined;
    if (account?.roles.includes(listOrders.access)) {
      if (hinted && !signedInNow.has(request)) return;
      const left = account.signedInAt + options.absoluteMs - Date.now();
      reply.setCookie(ORDERS_HINT_COOKIE, '1', {
        path: ORDERS_HINT_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: Math.max(1, Math.floor(left / 1000)),
      });
    } else if (hinted) {
      reply.clearCookie(ORDERS_HINT_COOKIE, { path: ORDERS_HINT_PATH });
    }
  });

  async function end(session: FastifySessionObject, reply: FastifyReply): Promise<void> {
    await guarded(() => session.destroy());
    reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
  }

  async function identify(
    request: FastifyRequest,
    reply: FastifyReply,
    { touch = true }: IdentifyOptions = {},
  ): Promise<Visitor> {
    const known = identified.get(request);
    if (known) return known;
    const hadCookie = request.cookies[SESSION_COOKIE] !== undefined;
    const marked = request.cookies[ENDED_COOKIE] !== undefined;
    const session = liveSession(request);
    let visitor: Visitor = { account: null, ended: hadCookie || marked };
    const name = session?.get('name');
    const signedInAt = session?.get('signedInAt');
    if (session && name !== undefined && signedInAt !== undefined) {
      const account = options.accounts.find(name);
      if (
        Date.now() - signedInAt >= options.absoluteMs ||
        !account ||
        // A password set since (or the name removed and added again): not this account's session.
        session.get('credential') !== credentialOf(account) ||
        // Signed in before the accounts file went missing (here, or on a replica sharing Redis).
        signedInAt <= accountsGone.endedAt()
      ) {
        await end(session, reply);
      } else if (!touch) {
        // Read only: neither the store nor the cookie is written.
        visitor = { account: { name, roles: account.roles, signedInAt }, ended: false };
      } else {
        // Renews the idle time, in the store and in the cookie (@fastify/session re-sends it).
        session.touch();
        // The cookie itself still ends with the session's absolute end (touch renewed it from now).
        session.cookie.expires = new Date(signedInAt + options.absoluteMs);
        // Written only if still there: a sign-out since this request began must not be undone,
        // and its answer then carries no live session cookie.
        if (await guarded(() => store.renew(session))) {
          visitor = { account: { name, roles: account.roles, signedInAt }, ended: false };
        } else {
          await end(session, reply);
        }
      }
    }
    if (hadCookie && !visitor.account && !marked) {
      reply.setCookie(ENDED_COOKIE, '1', {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: Math.round(options.idleMs / 1000),
      });
    }
    identified.set(request, visitor);
    return visitor;
  }

  const describe = (visitor: Visitor): SessionResponse => {
    const { account } = visitor;
    if (!account) return { signed_in: false, ended: visitor.ended };
    const answer: SignedInSession = {
      signed_in: true,
      name: account.name,
      roles: [...account.roles],
      seller:
        account.roles.includes('seller') && options.sellerUserId !== null
          ? { user_id: options.sellerUserId }
          : null,
      idle_timeout_seconds: Math.round(options.idleMs / 1000),
      expires_at: new Date(account.signedInAt + options.absoluteMs).toISOString(),
    };
    return answer;
  };

  async function signIn({ request, reply }: BaseCall): Promise<SessionResponse> {
    requireSameOrigin(request);
    const parsed = signInRoute.body.safeParse(request.body);
    if (!parsed.success) {
      const param = String(parsed.error.issues[0]?.path[0] ?? 'name');
      throw failures.invalid(
        param === 'password' ? 'password' : 'name',
        'Send JSON {"name":"…","password":"…"} with Content-Type: application/json.',
      );
    }
    const { name, password } = parsed.data;
    const address = await guarded(() => byAddress(request));
    if (!address.isAllowed && address.isExceeded) throw throttled(address.ttlInSeconds);

    // Failed sign-ins lock a name for 15 minutes, but only for browsers that have not signed in
    // to it (OWASP's "device cookies"): a stranger's wrong passwords, from any number of
    // addresses, cannot keep the account's own people out, and guessing stays as slow as
    // before, since a device cookie can only be had with the password. Keying the lock by
    // address instead would not hold: IPv6 /64s and botnets are cheap, and a higher
    // across-addresses limit would let more guesses through. A device cookie has its own count
    // of failures; past it, that browser is held by the name's lock like any other.
    const started = Date.now();
    const account = options.accounts.find(name);
    const device = deviceOf(options.secret.all, request.cookies[DEVICE_COOKIE], account);
    let counted: string | null = null;
    if (device !== null) {
      const claim = await guarded(() => failedSignIns.claim(`device:${device}`));
      if (claim.count <= failuresPerAccount) counted = `device:${device}`;
      else await guarded(() => failedSignIns.release(`device:${device}`));
    }
    if (counted === null) {
      const key = `account:${normalizeName(name)}`;
      const claim = await guarded(() => failedSignIns.claim(key));
      if (claim.count > failuresPerAccount) {
        await guarded(() => failedSignIns.release(key));
        throw throttled(Math.max(1, Math.ceil(claim.ttlMs / 1000)));
      }
      counted = key;
    }

    // The claim stands as the failure; a right password gives it back.
    const good = await verifyPassword(password, account?.password ?? (await decoyHash()));
    const signedInAt = Date.now();
    // The accounts file went missing while the password was checked (the scrypt time): no
    // session; once it is found missing later, this session is older than that, and ends.
    if (!account || !good || started <= accountsGone.endedAt()) throw signInFailed();
    const claimed = counted;
    await guarded(() => failedSignIns.release(claimed));
    const session = liveSession(request);
    if (!session) throw new StoreUnavailable();
    // A new id at sign-in, so that no id known before it (fixation) becomes a signed-in one.
    await guarded(() => session.regenerate());
    const fresh = liveSession(request);
    if (!fresh) throw new StoreUnavailable();
    fresh.options({ secure: request.protocol === 'https' });
    fresh.set('name', account.name);
    fresh.set('signedInAt', signedInAt);
    fresh.set('credential', credentialOf(account));
    await guarded(() => fresh.save());
    newDevices.set(request, deviceCookieFor(options.secret.signing, account));
    const visitor: Visitor = {
      account: { name: account.name, roles: account.roles, signedInAt },
      ended: false,
    };
    identified.set(request, visitor);
    signedInNow.add(request);
    if (request.cookies[ENDED_COOKIE] !== undefined) {
      reply.clearCookie(ENDED_COOKIE, { path: COOKIE_PATH });
    }
    reply.header('cache-control', 'no-store');
    return describe(visitor);
  }

  async function signOut({ request, reply }: BaseCall): Promise<SessionResponse> {
    requireSameOrigin(request);
    const session = liveSession(request);
    if (session?.get('name') !== undefined) await end(session, reply);
    else reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
    identified.set(request, { account: null, ended: false });
    return { signed_in: false, ended: false };
  }

  // Only JSON bodies are read, and only by the sign-in: every other path ignores its body as
  // before (so a POST elsewhere is still 405, whatever it carries).
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (
      (request.url.split('?')[0] ?? '').replace(/\/+$/, '') === `${COOKIE_PATH}${signInRoute.path}`
    ) {
      void parseJson(request, String(body), done);
    } else {
      done(null, undefined);
    }
  });
  return {
    visitors: { identify, hasAccounts: () => options.accounts.size > 0 },
    handlers: {
      session: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        return describe(await identify(request, reply));
      },
      signIn,
      signOut,
    },
  };
}
