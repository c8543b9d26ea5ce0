/**
 * The documented examples, read from server/reference: requests as query strings (without
 * `api_key`), answers as they are written there. The document shows them; its tests check that
 * every answer example passes its operation's schema.
 */
import { readFileSync } from 'node:fs';

const read = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../reference/${name}`, import.meta.url), 'utf8'));

/** The query of a documented URL, without `api_key=YOUR_API_KEY`. */
function queryOf(url: string): string {
  return url
    .slice(url.indexOf('?') + 1)
    .split('&')
    .filter((segment) => !segment.startsWith('api_key='))
    .join('&');
}

interface SearchParams {
  examples: {
    search: { request_url: string };
    new_to_old: { site_search_url: string; response_json: unknown };
    old_to_new: { request_url: string; response_json: unknown };
  };
}
const search = read('auto-search-params.json') as SearchParams;
const dom = read('dom-search-params.json') as {
  example: { request_url: string; response_json: unknown };
};
const info = read('auto-info-example.json') as {
  auto_info: { response: unknown[] };
  dom_info: { response: unknown };
};
const orders = read('orders.json') as { order_example_json: unknown };
const errors = read('errors.json') as { error_body_examples: { json: unknown } };
const liveCatalog = read('auto-catalog-live.json') as { paths: Record<string, unknown[]> };

export const reference = {
  searchQuery: queryOf(search.examples.search.request_url),
  liveSearch: read('live/search.json'),
  liveInfo: read('live/info.json'),
  documentedInfo: info.auto_info.response[0],
  documentedRealtyInfo: info.dom_info.response,
  realtyQuery: queryOf(dom.example.request_url),
  realtyAnswer: dom.example.response_json,
  orders: orders.order_example_json,
  // The documented answer belongs to the website URL's query (CONTRACT.md "Parameter conversion").
  newToOldQuery: queryOf(search.examples.new_to_old.site_search_url),
  newToOldAnswer: search.examples.new_to_old.response_json,
  oldToNewQuery: queryOf(search.examples.old_to_new.request_url),
  oldToNewAnswer: search.examples.old_to_new.response_json,
  liveCatalog: (path: string): unknown[] | undefined => liveCatalog.paths[path],
  /** Documented error bodies, by code. */
  errors: {
    API_KEY_MISSING: errors.error_body_examples.json,
    OVER_RATE_LIMIT: read('live/error_over_rate_limit.json'),
  } as Readonly<Record<string, unknown>>,
};
