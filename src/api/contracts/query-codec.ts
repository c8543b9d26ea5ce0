/**
 * The query-string codec of the Marketplace API.
 *
 * The API names parameters with literal bracket keys (`marka_id[0]`, `characteristic[209][from]`,
 * `exchange_filter[marka_id]`) and repeats plain keys for lists (`district_id=1&district_id=2`).
 * A key is therefore one opaque string, never a path into a nested object: we keep the pairs in
 * order, exactly as sent, and offer helpers to read the bracket structure when a caller needs it.
 */

export type QueryPair = readonly [key: string, value: string];

/**
 * The longest request target (path and query, as sent) the service reads; past it, 414
 * URI_TOO_LONG (server/http/limits.ts). The app keeps the addresses it writes below it, with
 * room for a path and a key (`MAX_QUERY_LENGTH`), so that each can be opened again.
 */
export const MAX_URL_LENGTH = 8192;
/** The longest query the app puts in an address or a request of its own. */
export const MAX_QUERY_LENGTH = MAX_URL_LENGTH - 512;

/** Decodes one component: `+` is a space, and a malformed `%` escape is kept as written. */
function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Decode the well-formed escapes one by one so that one stray `%` does not garble the rest.
    return spaced.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * Parses a query string (with or without the leading `?`) into ordered pairs. Keys are decoded
 * too, so `marka_id%5B0%5D` and `marka_id[0]` are the same key. Empty segments are skipped; a
 * segment without `=` has the empty value.
 */
export function parseQueryString(query: string): QueryPair[] {
  const text = query.startsWith('?') ? query.slice(1) : query;
  const pairs: QueryPair[] = [];
  if (text === '') return pairs;
  for (const segment of text.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const rawKey = eq === -1 ? segment : segment.slice(0, eq);
    const rawValue = eq === -1 ? '' : segment.slice(eq + 1);
    pairs.push([decodeComponent(rawKey), decodeComponent(rawValue)]);
  }
  return pairs;
}

/**
 * Formats pairs as a query string (no leading `?`). Each key and value is percent-encoded with
 * `encodeURIComponent`: brackets become `%5B`/`%5D`, dots stay literal, as the API's own
 * `string` answers show (`year%5B0%5D.gte=2011`).
 */
export function formatQueryString(pairs: Iterable<QueryPair>): string {
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

export interface BracketKey {
  /** The part before the first `[`: `characteristic` in `characteristic[209][from]`. */
  readonly name: string;
  /** The bracketed segments in order: `['209', 'from']`. Empty for a plain key. */
  readonly path: readonly string[];
}

const BRACKET_KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const SEGMENT = /\[([^[\]]*)\]/g;

/**
 * Splits `name[a][b]` into its name and segments. Returns `null` for keys whose brackets are
 * unbalanced or nested (`a[b`, `a]`, `a[[b]]`, `[0]`), which no API parameter uses.
 */
export function parseBracketKey(key: string): BracketKey | null {
  const match = BRACKET_KEY.exec(key);
  if (!match) return null;
  const name = match[1] ?? '';
  const tail = match[2] ?? '';
  const path: string[] = [];
  for (const segment of tail.matchAll(SEGMENT)) path.push(segment[1] ?? '');
  return { name, path };
}

/** The inverse of `parseBracketKey`. */
export function formatBracketKey(name: string, path: readonly (string | number)[] = []): string {
  return name + path.map((segment) => `[${segment}]`).join('');
}

/** All values of one literal key, in order. */
export function getAll(pairs: readonly QueryPair[], key: string): string[] {
  const values: string[] = [];
  for (const [k, v] of pairs) if (k === key) values.push(v);
  return values;
}

/** The last value of one literal key, or undefined. */
export function getLast(pairs: readonly QueryPair[], key: string): string | undefined {
  for (let i = pairs.length - 1; i >= 0; i--) {
    const pair = pairs[i];
    if (pair && pair[0] === key) return pair[1];
  }
  return undefined;
}

/** Click ids that ad platforms and social sites add to any link they carry. */
const CLICK_IDS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_gl',
]);

/**
 * A parameter that is not the page's but the link's way here: campaign tags (`utm_*`) and the
 * click ids Facebook, Google and others append to every link they carry. Not a filter, and not
 * worth a notice: a search shared on Facebook arrives with `fbclid`, and its reader should see
 * the search, not a warning about a parameter they never wrote.
 */
export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || CLICK_IDS.has(name);
}
