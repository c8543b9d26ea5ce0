/**
 * The Redactor on its own: every spelling of the key an upstream text could hold (any case,
 * %-escaped whole or in part, JSON-escaped), any `api_key=` value, and a JSON value nested too
 * deeply to walk.
 */
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, NestedTooDeeply, REDACTED, redactor } from './redact';

const KEY = 'Srv-Key/7d41 c9e0';
const redact = redactor(KEY);
const text = (value: string) => redact.text(value);
const json = (value: unknown) => redact.json(value);

describe('Redactor.text', () => {
  it.each([
    ['as sent', KEY],
    ['upper case', KEY.toUpperCase()],
    ['lower case', KEY.toLowerCase()],
    ['%-escaped', encodeURIComponent(KEY)],
    ['%-escaped, lower-case hex', encodeURIComponent(KEY).toLowerCase()],
    ['every character %-escaped', [...KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
    ['some characters %-escaped', 'S%72v-K%45y%2F7d41%20c9e0'],
    ['with + for the space', 'srv-key%2f7d41+C9E0'],
    ['JSON-escaped as PHP does', 'Srv-Key\\/7d41\\u0020c9e0'],
  ])('replaces the key %s', (_, spelling) => {
    expect(text(`before ${spelling} after`)).toBe(`before ${REDACTED} after`);
  });

  it('blanks the value of any api_key= in the text, whatever key it holds', () => {
    expect(text('/auto/search?api_key=d%e%m%o%-%k%e%y&page=2')).toBe(
      `/auto/search?api_key=${REDACTED}&page=2`,
    );
    expect(text('GET /x?API_KEY=another-key#top')).toBe(`GET /x?API_KEY=${REDACTED}#top`);
    expect(text('api.key=abc api%5Fkey%3Dabc api_key[]=abc')).toBe(
      `api.key=${REDACTED} api%5Fkey%3D${REDACTED} api_key[]=${REDACTED}`,
    );
  });

  it('leaves other text alone', () => {
    const plain = 'Toyota Camry 2012, 150 000 km; page=2&countpage=10 — api keys are secret';
    expect(text(plain)).toBe(plain);
    expect(text('api_key=')).toBe('api_key=');
  });
});

describe('Redactor.json', () => {
  it('scrubs strings and member names at any documented depth', () => {
    expect(json({ a: [KEY.toUpperCase(), { [KEY]: 1, q: `api_key=${KEY}` }], n: 2 })).toEqual({
      a: [REDACTED, { [REDACTED]: 1, q: `api_key=${REDACTED}` }],
      n: 2,
    });
  });

  it('refuses a value nested deeper than it walks, without exhausting the stack', () => {
    const nested = (depth: number): unknown =>
      JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(() => json(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => json(nested(MAX_JSON_DEPTH + 1))).toThrow(NestedTooDeeply);
    expect(() => json({ a: nested(100_000) })).toThrow(NestedTooDeeply);
  });
});
