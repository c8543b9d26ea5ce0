/**
 * The server's key must never reach a browser or a log: an upstream answer may echo the query it
 * was given (the live search answer has `additional.query_string`), an error message may quote
 * it. Everything the proxy passes on goes through a Redactor first.
 */

export const REDACTED = '[redacted]';

export interface Redactor {
  /** The text with every spelling of the key (plain, %-encoded, JSON-escaped) replaced. */
  text(value: string): string;
  /** A parsed JSON value with the key removed from every string and member name. */
  json(value: unknown): unknown;
}

export function redactor(secret: string): Redactor {
  const spellings = [
    ...new Set([
      secret,
      encodeURIComponent(secret),
      encodeURIComponent(secret).replaceAll('%20', '+'),
      JSON.stringify(secret).slice(1, -1),
    ]),
  ]
    .filter((spelling) => spelling !== '')
    .sort((a, b) => b.length - a.length);

  const text = (value: string): string => {
    let out = value;
    for (const spelling of spellings) {
      if (out.includes(spelling)) out = out.replaceAll(spelling, REDACTED);
    }
    return out;
  };

  const json = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value !== null && typeof value === 'object') {
      // fromEntries defines own members, so a `__proto__` member stays data, never a prototype.
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, member]) => [
          text(name),
          json(member),
        ]),
      );
    }
    return value;
  };

  return { text, json };
}
