import type { MetaResponse } from '../../src/api/contracts/meta';
import { RATES } from '../domain/currency';
import type { Routes } from './routes';

export function metaRoutes({ endpoint, store, demo, searchForm }: Routes): void {
  // Our own path: no key needed, it is how the app finds the demo key in embedded mode.
  endpoint('/_meta', {
    auth: false,
    handlers: {
      GET: (): MetaResponse => ({
        mode: 'embedded',
        demo: { api_key: demo.apiKey, user_id: demo.userId },
        dataset: store.dataset(),
        search_form: searchForm,
        rates: RATES,
      }),
    },
  });
}
