import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { metaQueries } from '../../api/meta-queries';
import { dataOrTimeout } from '../../lib/route-data';
import { prepareFormats } from '../../lib/format';

/** The start page shows the service's mode and dataset. */
export function homeLoader(client: QueryClient): LoaderFunction {
  return async () => {
    prepareFormats();
    await dataOrTimeout(client, metaQueries.meta());
    return null;
  };
}
