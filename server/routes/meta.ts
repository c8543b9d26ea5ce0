import { RATES } from '../domain/currency';
import type { Handlers } from '../http/endpoint';
import type { Routes } from './routes';

export function metaHandlers({ store, demo, searchForm }: Routes) {
  return {
    // Our own path: no key needed, it is how the app finds the demo key in embedded mode.
    meta: () => ({
      mode: 'embedded' as const,
      demo: { api_key: demo.apiKey, user_id: demo.userId },
      dataset: store.dataset(),
      search_form: searchForm,
      rates: RATES,
    }),
  } satisfies Handlers;
}
