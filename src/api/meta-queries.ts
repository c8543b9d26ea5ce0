import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { metaResponseSchema } from './contracts/meta';

/** `/api/_meta`: which mode the server runs in, the demo account, the dataset. */
export const metaQueries = {
  all: ['meta'] as const,
  meta: () =>
    queryOptions({
      queryKey: [...metaQueries.all],
      queryFn: ({ signal }) => apiRequest('/_meta', { schema: metaResponseSchema, signal }),
      staleTime: 60_000,
    }),
};
