/**
 * The API key and the seller's user id the app calls with.
 *
 * In embedded mode they come from `/api/_meta` (the demo seller), so the app works with no
 * setup; the user may enter their own. They are kept for the tab (sessionStorage) and across
 * visits (localStorage) only if the user asks. The key never goes into the page URL or history:
 * it is added to API requests only.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
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

type Source = 'saved' | 'demo' | 'server' | 'none';

interface CredentialsState {
  readonly credentials: Credentials;
  /** Where the credentials came from, to explain them in the settings. */
  readonly source: Source;
  /** False until we know the server's mode (so no request goes out with no key by mistake). */
  readonly ready: boolean;
  readonly mode: 'embedded' | 'proxy' | null;
  readonly save: (next: StoredCredentials) => void;
  readonly forget: () => void;
  readonly settingsOpen: boolean;
  readonly openSettings: () => void;
  readonly closeSettings: () => void;
}

const STORAGE_KEY = 'marketplace-credentials';
const CredentialsContext = createContext<CredentialsState | null>(null);

function readStored(): StoredCredentials | null {
  for (const storage of [sessionStorage, localStorage]) {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      if (!raw) continue;
      const parsed = JSON.parse(raw) as Partial<StoredCredentials>;
      if (typeof parsed.apiKey !== 'string') continue;
      return {
        apiKey: parsed.apiKey,
        userId: typeof parsed.userId === 'number' ? parsed.userId : null,
        remember: storage === localStorage,
      };
    } catch {
      // Unreadable storage (private mode, corrupt value): fall back to the defaults.
    }
  }
  return null;
}

export function CredentialsProvider({ children }: { readonly children: ReactNode }) {
  const queryClient = useQueryClient();
  const meta = useQuery(metaQueries.meta());
  const [stored, setStored] = useState<StoredCredentials | null>(readStored);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const save = useCallback(
    (next: StoredCredentials) => {
      const value = JSON.stringify({ apiKey: next.apiKey.trim(), userId: next.userId });
      try {
        sessionStorage.setItem(STORAGE_KEY, value);
        if (next.remember) localStorage.setItem(STORAGE_KEY, value);
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Storage blocked: the settings still hold for this page.
      }
      setStored({ ...next, apiKey: next.apiKey.trim() });
      // Answers belong to the key that fetched them (orders are per account): start afresh.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'meta' });
    },
    [queryClient],
  );

  const forget = useCallback(() => {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing stored
    }
    setStored(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'meta' });
  }, [queryClient]);

  const value = useMemo((): CredentialsState => {
    const mode = meta.data?.mode ?? null;
    let credentials: Credentials = { apiKey: '', userId: null };
    let source: Source = 'none';
    if (stored) {
      credentials = { apiKey: stored.apiKey, userId: stored.userId };
      source = 'saved';
    } else if (meta.data?.demo) {
      credentials = { apiKey: meta.data.demo.api_key, userId: meta.data.demo.user_id };
      source = 'demo';
    } else if (mode === 'proxy') {
      // The server adds its own key; the seller is the key's owner, if the server names one.
      credentials = { apiKey: '', userId: meta.data?.seller?.user_id ?? null };
      source = 'server';
    }
    return {
      credentials,
      source,
      // With saved credentials we can start at once; otherwise wait for _meta (or its failure).
      ready: stored !== null || !meta.isPending,
      mode,
      save,
      forget,
      settingsOpen,
      openSettings: () => setSettingsOpen(true),
      closeSettings: () => setSettingsOpen(false),
    };
  }, [stored, meta.data, meta.isPending, save, forget, settingsOpen]);

  return <CredentialsContext value={value}>{children}</CredentialsContext>;
}

export function useCredentials(): CredentialsState {
  const state = use(CredentialsContext);
  if (!state) throw new Error('useCredentials needs a CredentialsProvider');
  return state;
}
