/**
 * The server's key must never reach a browser or a log: an upstream answer may echo the query it
 * was given (the live search answer has `additional.query_string`), an error message may quote
 * it. Everything the proxy passes on goes through a Redactor first.
 */

export const REDACTED = '[redacted]';

/**
 * How deep an upstream answer may nest: the documented ones nest less than ten deep. Deeper, the
 * scrub (and every reader after it) would exhaust the stack, so such an answer is refused.
 */
export const MAX_JSON_DEPTH = 64;

/** Thrown by Redactor.json for a value nested deeper than MAX_JSON_DEPTH. */
export class NestedTooDeeply extends Error {
  constructor() {
    super(`A JSON value nested more than ${MAX_JSON_DEPTH} deep.`);
  }
}

export interface Redactor {
  /**
   * The text with every spelling of the key replaced (any case, any character %-escaped or
   * JSON-escaped), and the value of any `api_key=` blanked, whoever's key it is.
   */
  text(value: string): string;
  /**
   * A parsed JSON value with text() applied to every string and member name; NestedTooDeeply
   * past MAX_JSON_DEPTH.
   */
  json(value: unknown): unknown;
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** Every way one character of the key can be written: as itself, %-escaped or JSON-escaped. */
function characterPattern(char: string): string {
  const spellings = new Set([escapeRegExp(char)]);
  // Percent-escaped, byte by byte, in either case (the `i` flag takes %2f and %2F alike).
  for (const cased of new Set([char, char.toLowerCase(), char.toUpperCase()])) {
    spellings.add(
      [...Buffer.from(cased, 'utf8')]
        .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
        .join(''),
    );
  }
  if (char === ' ') spellings.add('\\+');
  const json = JSON.stringify(char).slice(1, -1);
  if (json !== char) spellings.add(escapeRegExp(json));
  // PHP's json_encode writes '/' as '\/'.
  if (char === '/') spellings.add('\\\\/');
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x10000) spellings.add(`\\\\u${code.toString(16).padStart(4, '0')}`);
  return `(?:${[...spellings].join('|')})`;
}

/**
 * `api_key=VALUE` (or `api.key`, `api key`, `api_key[]`, and their %-escaped forms, `=` as
 * `%3D` too), in any case: an upstream that echoes a request could quote a key other than ours
 * in a spelling no list foresees; no key of any kind is worth passing on.
 */
const KEY_PARAMETER =
  /(api(?:[_. +-]|%5f|%2e|%20|%2d)key(?:\[\]|%5b%5d)?\s*(?:=|%3d))[^&#\s"'<>]+/gi;

export function redactor(secret: string): Redactor {
  const spelled =
    secret === '' ? null : new RegExp([...secret].map(characterPattern).join(''), 'gi');

  const text = (value: string): string => {
    const scrubbed = spelled === null ? value : value.replace(spelled, REDACTED);
    return scrubbed.replace(KEY_PARAMETER, `$1${REDACTED}`);
  };

  const json = (value: unknown, depth = 0): unknown => {
    if (typeof value === 'string') return text(value);
    if (value === null || typeof value !== 'object') return value;
    if (depth >= MAX_JSON_DEPTH) throw new NestedTooDeeply();
    if (Array.isArray(value)) return value.map((item: unknown) => json(item, depth + 1));
    // fromEntries defines own members, so a `__proto__` member stays data, never a prototype.
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, member]) => [
        text(name),
        json(member, depth + 1),
      ]),
    );
  };

  return { text, json: (value) => json(value) };
}
