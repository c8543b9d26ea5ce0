/** The loader of a real-estate advert's page: it starts the details (and so the photos). */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { prepareFormats } from '../../lib/format';
import { dataOrTimeout } from '../../lib/route-data';
import { realtyQueries } from './api/realty-queries';

/** An advert id in the address: digits only (anything else is the page's "not found"). */
export function realtyAdvertId(id: string | undefined): number | undefined {
  return id && /^\d{1,12}$/.test(id) ? Number(id) : undefined;
}

export function realtyAdvertLoader(client: QueryClient): LoaderFunction {
  return async ({ params }) => {
    const id = realtyAdvertId(params.id);
    // Not an advert's address: the route's "Page not found" (react-router reads a thrown
    // Response as the route's error).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (id === undefined) throw new Response('Not found', { status: 404 });
    prepareFormats({ dates: true });
    await dataOrTimeout(client, realtyQueries.info(id));
    return null;
  };
}
