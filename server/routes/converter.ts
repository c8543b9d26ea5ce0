import { apiToSite, siteToApi } from '../converter/site-params';
import type { Routes } from './routes';

export function converterRoutes({ endpoint }: Routes): void {
  endpoint('/new_to_old', { auth: true, handlers: { GET: ({ pairs }) => siteToApi(pairs) } });
  endpoint('/old_to_new', { auth: true, handlers: { GET: ({ pairs }) => apiToSite(pairs) } });
}
