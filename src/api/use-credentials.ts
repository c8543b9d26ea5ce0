import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { credentialsOf, type CredentialsState, type CredentialsStore } from './credentials';

/** The credentials, re-rendering when they change; `store` saves or forgets them. */
export function useCredentials(): CredentialsState & { readonly store: CredentialsStore } {
  const store = credentialsOf(useQueryClient());
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return { ...state, store };
}
