/**
 * Reads what a person pastes as search parameters: a full URL, a path with a query, a bare
 * query string (with or without "?"), or one `name=value` per line. The host, path and
 * fragment are ignored; names stay literal (`brand.id[0]`, `%5B0%5D` decoded), repeats and
 * empty values are kept, in order. Spaces around `=` and `&` are not part of a name or value
 * (`brand.id[0] = 9 & size=20`), as in name/value rows; an encoded space (`%20`) is.
 */
import { parseQueryString, type QueryPair } from '../api/contracts/query-codec';

/** `name=value` with the spaces around the name and the value taken off, before decoding. */
function trimSegment(segment: string): string {
  const eq = segment.indexOf('=');
  if (eq === -1) return segment.trim();
  return `${segment.slice(0, eq).trim()}=${segment.slice(eq + 1).trim()}`;
}

export function parseLink(input: string): QueryPair[] {
  let text = input.trim();
  if (text === '') return [];
  const hash = text.indexOf('#');
  if (hash !== -1) text = text.slice(0, hash);
  const question = text.indexOf('?');
  if (question !== -1) {
    text = text.slice(question + 1);
  } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || (text.includes('/') && !text.includes('='))) {
    // A URL, or an address or path without a query (`auto.ria.com/search/`): no parameters.
    // No parameter name has a `/`; a value may (`=`), so a `/` alone does not make an address.
    return [];
  }
  // One pair per line is read like `&`.
  const segments = text.split(/[\r\n]+|&/).map(trimSegment);
  return parseQueryString(segments.filter((segment) => segment !== '').join('&'));
}
