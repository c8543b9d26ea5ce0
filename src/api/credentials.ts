/**
 * The API key and the seller's user id the app calls with, readable outside React: query
 * functions and route loaders ask for them (`apiKeyOf(client)`), components subscribe
 * (`useCredentials`).
 *
 * In embedded mode they come from `/api/_meta` (the demo seller), so the app works with no
 * setup; the user may enter their own. They are kept for the tab (sessionStorage) and across
 * visits (localStorage) only if the user asks. The key never goes into the page URL, a query
 * key or history: it is added to API requests only. Another key is another account, so
 * switching keys drops everything the previous one fetched.
 *
 * In proxy mode the server holds the key, and the seller whose adverts may be deleted is the
 * key's owner, named only to a signed-in account with the `seller` role (`/api/_session`):
 * whatever was saved in the settings (against another server) is not used, and nobody else is
 * offered Delete.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { MetaResponse } from './contracts/meta';
import type { Role, SessionResponse } from './contracts/session';
import { metaQueries } from './meta-queries';

export interface Credentials {
  /** Empty in proxy mode: the server adds its own key. */
  readonly apiKey: string;
  /** The seller whose adverts may be deleted; null when unknown. */
  readonly userId: number | null;
}

export interface StoredCredentials extends Credentials {
  readonly remember: boolean;
}

export type CredentialsSource = 'saved' | 'demo' | 'server' | 'none';

export interface CredentialsState {
  readonly credentials: Credentials;
  /** Where the credentials came from, to explain them in the settings. */
  readonly source: CredentialsSource;
  /** Whether the user asked to keep their own on this device. */
  readonly remembered: boolean;
  /** False until we know the server's mode (so no request goes out with no key by mistake). */
  readonly ready: boolean;
  readonly mode: MetaResponse['mode'] | null;
  /** Proxy mode: the roles of the signed-in account (none for a visitor, or until known). */
  readonly roles: readonly Role[];
}

export const CREDENTIALS_STORAGE_KEY = 'marketplace-credentials';

/** The key of proxy mode's session query (`sessionQueries.session()`, loaded with its code). */
export const SESSION_KEY = ['session'] as const;

/**
 * The `meta` of a query whose answer belongs to the signed-in account (the basket orders):
 * emptied at every sign-in and sign-out, so that nobody sees what the previous account fetched.
 */
export const PER_ACCOUNT = { perAccount: true } as const;

function readStored(): StoredCredentials | null {
  for (const storage of [sessionStorage, localStorage]) {
    try {
      const raw = storage.getItem(CREDENTIALS_STORAGE_KEY);
      if (!raw) continue;
      const parsed = JSON.parse(raw) as Partial<StoredCredentials>;
      if (typeof parsed.apiKey !== 'string') continue;
      return {
        apiKey: parsed.apiKey,
        userId: typeof parsed.userId === 'number' ? parsed.userId : null,
        // A save to remember writes the tab's copy too, which is read first: remembered when
        // the device holds the same settings (unticked, a later save would forget them).
        remember: storage === localStorage || localStorage.getItem(CREDENTIALS_STORAGE_KEY) === raw,
      };
    } catch {
      // Unreadable storage (private mode, corrupt value): fall back to the defaults.
    }
  }
  return null;
}

/** Proxy mode: the key owner, to a signed-in seller only. */
const sellerOf = (session: SessionResponse | undefined) =>
  session?.signed_in && session.roles.includes('seller') ? (session.seller?.user_id ?? null) : null;

function derive(
  stored: StoredCredentials | null,
  meta: MetaResponse | undefined,
  metaSettled: boolean,
  session: SessionResponse | undefined,
): CredentialsState {
  const mode = meta?.mode ?? null;
  const ready = stored !== null || metaSettled;
  const roles = mode === 'proxy' && session?.signed_in ? session.roles : [];
  // Proxy mode sets nothing in the settings: a key saved against another server would only be
  // sent to this one (which drops it) in every request's address.
  if (stored && mode !== 'proxy') {
    return {
      credentials: { apiKey: stored.apiKey, userId: stored.userId },
      source: 'saved',
      remembered: stored.remember,
      ready,
      mode,
      roles,
    };
  }
  if (meta?.demo) {
    const credentials = { apiKey: meta.demo.api_key, userId: meta.demo.user_id };
    return { credentials, source: 'demo', remembered: false, ready, mode, roles };
  }
  if (mode === 'proxy') {
    // The server adds its own key; the seller is the key's owner, to a signed-in seller.
    const credentials = { apiKey: '', userId: sellerOf(session) };
    return { credentials, source: 'server', remembered: false, ready, mode, roles };
  }
  return {
    credentials: { apiKey: '', userId: null },
    source: 'none',
    remembered: false,
    ready,
    mode,
    roles,
  };
}

const same = (a: CredentialsState, b: CredentialsState) =>
  a.credentials.apiKey === b.credentials.apiKey &&
  a.credentials.userId === b.credentials.userId &&
  a.source === b.source &&
  a.remembered === b.remembered &&
  a.ready === b.ready &&
  a.mode === b.mode &&
  a.roles.join() === b.roles.join();

/** Queries that do not belong to a key: our own `/api/_meta` and `/api/_session`. */
const belongsToKey = (queryKey: readonly unknown[]) =>
  queryKey[0] !== metaQueries.all[0] && queryKey[0] !== SESSION_KEY[0];

export class CredentialsStore {
  #stored: StoredCredentials | null = readStored();
  #state: CredentialsState;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly client: QueryClient) {
    this.#state = this.#derive();
    // The demo account and the mode arrive with /api/_meta; proxy mode's seller with the session.
    const watched = new Set([hashKey(metaQueries.meta().queryKey), hashKey(SESSION_KEY)]);
    client.getQueryCache().subscribe((event) => {
      if (watched.has(event.query.queryHash)) this.#update();
    });
  }

  #derive(): CredentialsState {
    const meta = this.client.getQueryState<MetaResponse>(metaQueries.meta().queryKey);
    const settled = meta?.data !== undefined || meta?.status === 'error';
    const session = this.client.getQueryData<SessionResponse>(SESSION_KEY);
    return derive(this.#stored, meta?.data, settled, session);
  }

  #update(): void {
    const next = this.#derive();
    if (same(next, this.#state)) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }

  /** Another key is another account: nothing fetched with the previous one may show. */
  #dropAnswers(): void {
    this.client.getMutationCache().clear();
    // Cancels what is in flight, empties every answer, and fetches the shown ones again.
    void this.client.resetQueries({ predicate: (query) => belongsToKey(query.queryKey) });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getState = (): CredentialsState => this.#state;

  /** The credentials to call with, once known (waits for /api/_meta when none are saved). */
  async load(): Promise<CredentialsState> {
    if (this.#state.ready) return this.#state;
    try {
      await this.client.ensureQueryData(metaQueries.meta());
    } catch {
      // The service is unreachable or odd: the request itself will say so.
    }
    this.#update();
    return this.#state;
  }

  save(next: StoredCredentials): void {
    const trimmed = { ...next, apiKey: next.apiKey.trim() };
    const value = JSON.stringify({ apiKey: trimmed.apiKey, userId: trimmed.userId });
    try {
      sessionStorage.setItem(CREDENTIALS_STORAGE_KEY, value);
      if (trimmed.remember) localStorage.setItem(CREDENTIALS_STORAGE_KEY, value);
      else localStorage.removeItem(CREDENTIALS_STORAGE_KEY);
    } catch {
      // Storage blocked: the settings still hold for this page.
    }
    this.#stored = trimmed;
    this.#update();
    this.#dropAnswers();
  }

  /** Back to the server's defaults (the demo seller, or the server's own key). */
  forget(): void {
    try {
      sessionStorage.removeItem(CREDENTIALS_STORAGE_KEY);
      localStorage.removeItem(CREDENTIALS_STORAGE_KEY);
    } catch {
      // nothing stored
    }
    this.#stored = null;
    this.#update();
    this.#dropAnswers();
  }
}

const stores = new WeakMap<QueryClient, CredentialsStore>();

/** The credentials of the app that owns this query client (one store per client). */
export function credentialsOf(client: QueryClient): CredentialsStore {
  let store = stores.get(client);
  if (!store) {
    store = new CredentialsStore(client);
    stores.set(client, store);
  }
  return store;
}

/** The API key to call with, for query functions, mutations and loaders. */
export async function apiKeyOf(client: QueryClient): Promise<string> {
  return (await credentialsOf(client).load()).credentials.apiKey;
}
