/**
 * The language of catalog names (CONTRACT.md "Languages"): `langId` (or the older `lang_id`),
 * RIA's numbering: 4 Ukrainian (the default), 2 Russian, and ours for English, 3, which the
 * live service does not know: the proxy sends 4 in its place and names the Ukrainian answer in
 * English on the way out (server/proxy/english-answers.ts).
 */
import type { QueryPair } from './query-codec';
import { issue } from './query-values';
import type { QueryCodec } from './route';

export const LANG_IDS = { uk: 4, ru: 2, en: 3 } as const;
export type LangId = (typeof LANG_IDS)[keyof typeof LANG_IDS];
const KNOWN = new Set<number>(Object.values(LANG_IDS));

export interface LanguageQuery {
  readonly langId: LangId;
}

const DIFFER = (first: string, second: string) =>
  `${second} and ${first} name one parameter, and they differ here; give one.`;

/* @__NO_SIDE_EFFECTS__ */
function languageCodec(): QueryCodec<LanguageQuery> {
  return {
    decode: (pairs) => {
      // Read once, as every once-only parameter (CONTRACT.md "Every endpoint"): an empty value
      // is absent, and a name given twice is refused, not read in the first one's place. Both
      // names may come together, as the live service echoes them (`lang_id=4&langId=4`), when
      // they agree.
      let raw: { key: string; value: string } | undefined;
      const seen = new Set<string>();
      for (const [key, value] of pairs) {
        if ((key !== 'langId' && key !== 'lang_id') || value === '') continue;
        const refused = seen.has(key)
          ? issue.repeated(key)
          : raw && raw.value !== value
            ? { ...issue.repeated(key), message: DIFFER(raw.key, key) }
            : undefined;
        if (refused) return { query: { langId: LANG_IDS.uk }, issues: [refused] };
        seen.add(key);
        raw ??= { key, value };
      }
      if (!raw) return { query: { langId: LANG_IDS.uk }, issues: [] };
      const value = Number(raw.value);
      if (/^\d{1,2}$/.test(raw.value) && KNOWN.has(value)) {
        return { query: { langId: value as LangId }, issues: [] };
      }
      return {
        query: { langId: LANG_IDS.uk },
        issues: [
          {
            param: raw.key,
            message: `${raw.key} must be 4 (Ukrainian), 2 (Russian) or 3 (English).`,
            rule: { kind: 'one-of', allowed: [4, 2, 3] },
          },
        ],
      };
    },
    encode: ({ langId }): QueryPair[] =>
      langId === LANG_IDS.uk ? [] : [['langId', String(langId)]],
    legacy: { langId: { '3': '4' }, lang_id: { '3': '4' } },
  };
}

export const languageQuery = languageCodec();

/**
 * Another operation's query with the language added (`/auto/info`: its names in the language
 * asked, CONTRACT.md "Languages"): both decode from the same pairs, their issues together.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withLanguageQuery<Q>(codec: QueryCodec<Q>): QueryCodec<Q & LanguageQuery> {
  return {
    decode: (pairs) => {
      const own = codec.decode(pairs);
      const language = languageQuery.decode(pairs);
      return {
        query: { ...own.query, ...language.query },
        issues: [...own.issues, ...language.issues],
      };
    },
    encode: (query) => [...codec.encode(query), ...languageQuery.encode(query)],
    legacy: { ...codec.legacy, ...languageQuery.legacy },
  };
}
