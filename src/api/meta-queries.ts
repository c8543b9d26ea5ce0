import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { meta } from './contracts/server-routes';
import { routePath } from './contracts/route';

/** `/api/_meta`: which mode the server runs in, the demo account, the dataset. */
export const metaQueries = {
  all: ['meta'] as const,
  meta: () =>
    queryOptions({
      queryKey: [...metaQueries.all],
      queryFn: ({ signal }) => apiRequest(routePath(meta), { schema: meta.answer, signal }),
      staleTime: 60_000,
    }),
};
