import { apiToSite, siteToApi } from '../converter/site-params';
import type { Handlers } from '../http/endpoint';

export function converterHandlers() {
  return {
    siteToApi: ({ query }) => siteToApi(query),
    apiToSite: ({ query }) => apiToSite(query),
  } satisfies Handlers;
}
