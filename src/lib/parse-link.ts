/**
 * Reads what a person pastes as search parameters: a full URL, a path with a query, a bare
 * query string (with or without "?"), or one `name=value` per line. The host, path and
 * fragment are ignored; names stay literal (`brand.id[0]`, `%5B0%5D` decoded), repeats and
 * empty values are kept, in order.
 */
import { parseQueryString, type QueryPair } from '../api/contracts/query-codec';

export function parseLink(input: string): QueryPair[] {
  let text = input.trim();
  if (text === '') return [];
  const hash = text.indexOf('#');
  if (hash !== -1) text = text.slice(0, hash);
  const question = text.indexOf('?');
  if (question !== -1) {
    text = text.slice(question + 1);
  } else if (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ||
    (text.startsWith('/') && !text.includes('='))
  ) {
    return []; // a URL or a path without a query has no parameters
  }
  // One pair per line is read like `&`.
  return parseQueryString(text.replace(/\s*[\r\n]+\s*/g, '&'));
}
