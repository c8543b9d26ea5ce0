import type { RateLimiter } from '../http/rate-limiter';
import type { Store } from '../store/store';
import type { SearchForm } from './vehicles';

/** What every route module receives; each returns the handlers of its operations. */
export interface Routes {
  readonly store: Store;
  readonly limiter: RateLimiter;
  readonly searchForm: SearchForm;
  readonly demo: { readonly apiKey: string; readonly userId: number };
}
