import { decodeRealtySearch } from '../../src/api/contracts/realty-search-query';
import type { RealtySearchResponse } from '../../src/api/contracts/realty';
import { failures } from '../http/api-error';
import type { Routes } from './routes';

export function realtyRoutes({ endpoint, store }: Routes): void {
  endpoint('/dom/search', {
    auth: true,
    handlers: {
      GET: ({ pairs }): RealtySearchResponse => {
        const { query, issues } = decodeRealtySearch(pairs);
        const problem = issues[0];
        if (problem) throw failures.invalid(problem.param, problem.message);
        return store.realty.search(query);
      },
    },
  });
}
