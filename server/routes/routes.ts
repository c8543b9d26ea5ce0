import type { endpointFactory } from '../http/endpoint';
import type { RateLimiter } from '../http/rate-limiter';
import type { Store } from '../store/store';
import type { SearchForm } from './vehicles';

/** What every route module receives. */
export interface Routes {
  readonly endpoint: ReturnType<typeof endpointFactory>;
  readonly store: Store;
  readonly limiter: RateLimiter;
  readonly searchForm: SearchForm;
  readonly demo: { readonly apiKey: string; readonly userId: number };
}
