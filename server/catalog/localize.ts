/**
 * Catalog names in the language asked (CONTRACT.md "Languages"). The lists themselves are the
 * live service's, in Ukrainian; the reference files give each id's Russian (`name_ru`) and
 * English (`name_en`) name. English answers carry English names throughout: where the reference
 * files give none, a reviewed table names the closed lists (english-names.ts), and places are
 * romanized from their Ukrainian names (romanize.ts). Russian keeps the Ukrainian name of an id
 * the files do not name. Makes and models are brand names, the same in every language.
 */
import { readFileSync } from 'node:fs';
import { LANG_IDS, type LangId } from '../../src/api/contracts/language-query';
import type { CatalogItem } from '../../src/api/contracts/catalogs';
import { nameOf } from './catalog';
import {
  BODYSTYLES_EN,
  CATEGORIES_EN,
  COUNTRIES_EN,
  DRIVE_TYPES_EN,
  FUELS_EN,
  OPTIONS_EN,
} from './english-names';
import { romanizeUkrainian } from './romanize';

const referenceDir = new URL('../reference/', import.meta.url);

type Names = { readonly ru: Map<number, string>; readonly en: Map<number, string> };

/** Every `{id, name_ru?, name_en?}` in a reference file, the first naming of an id kept. */
function namesIn(file: string): Names {
  const names: Names = { ru: new Map(), en: new Map() };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const entry = node as Record<string, unknown>;
    if (typeof entry.id === 'number') {
      for (const language of ['ru', 'en'] as const) {
        const name = entry[`name_${language}`];
        if (typeof name === 'string' && !names[language].has(entry.id)) {
          names[language].set(entry.id, name.trim());
        }
      }
    }
    Object.values(entry).forEach(walk);
  };
  walk(JSON.parse(readFileSync(new URL(file, referenceDir), 'utf8')));
  return names;
}

const cache = new Map<string, Names>();
function names(files: readonly string[]): Names {
  const key = files.join('+');
  let found = cache.get(key);
  if (!found) {
    const all = files.map(namesIn);
    found = {
      ru: new Map(all.flatMap((one) => [...one.ru]).reverse()),
      en: new Map(all.flatMap((one) => [...one.en]).reverse()),
    };
    cache.set(key, found);
  }
  return found;
}

/**
 * Where a catalog's other names come from: the reference `files` (`name_ru`, `name_en`); an
 * `english` table, which wins over their `name_en` (english-names.ts says where that matters);
 * and for `places`, the Ukrainian name romanized when neither gives English. `misnamed`: ids
 * whose names in the files are another place's.
 */
export type NameSource =
  | 'brands'
  | {
      readonly files: readonly string[];
      readonly english?: Readonly<Record<number, string>>;
      readonly places?: true;
      readonly misnamed?: readonly number[];
    };

/**
 * auto-cities.json names city 9 Kyiv (Киев) from one average-price example, and marks that
 * doubtful: Kyiv is city 10, and 9 is Rivne here, the centre of region 9 (catalog.ts). English
 * names it from its Ukrainian name, and Russian by it, as any place the files do not name.
 */
const MISNAMED_CITIES = [9];

/** Where each catalog's Russian and English names come from (catalogs and `/auto/info`). */
export const NAME_SOURCES = {
  categories: { files: ['auto-categories.json'], english: CATEGORIES_EN },
  bodystyles: { files: ['auto-bodystyles.json'], english: BODYSTYLES_EN },
  brands: 'brands',
  gearboxes: { files: ['auto-gearboxes.json'] },
  options: { files: ['auto-options.json'], english: OPTIONS_EN },
  driveTypes: { files: ['auto-drive-types.json'], english: DRIVE_TYPES_EN },
  states: { files: ['auto-states.json'], places: true },
  cities: {
    files: ['auto-cities.json', 'dom-cities.json'],
    places: true,
    misnamed: MISNAMED_CITIES,
  },
  fuels: { files: ['auto-fuels.json'], english: FUELS_EN },
  colors: { files: ['auto-colors.json'] },
  countries: { files: ['auto-countries.json'], english: COUNTRIES_EN },
  domStates: { files: ['dom-states.json', 'auto-states.json'], places: true },
  domCities: {
    files: ['dom-cities.json', 'auto-cities.json'],
    places: true,
    misnamed: MISNAMED_CITIES,
  },
  domDistricts: { files: ['dom-districts.json'], places: true },
} as const satisfies Record<string, NameSource>;

/**
 * An id's name in the language asked, given its Ukrainian name; undefined when that is the
 * name (Ukrainian, brands, and Russian names the reference files do not give).
 */
function lookup(
  source: NameSource,
  langId: LangId,
): (id: number, ukrainian: string) => string | undefined {
  if (langId === LANG_IDS.uk || source === 'brands') return () => undefined;
  const { ru, en } = names(source.files);
  const misnamed = (id: number) => source.misnamed?.includes(id) ?? false;
  if (langId === LANG_IDS.ru) return (id) => (misnamed(id) ? undefined : ru.get(id));
  return (id, ukrainian) =>
    source.english?.[id] ??
    (misnamed(id) ? undefined : en.get(id)) ??
    (source.places ? romanizeUkrainian(ukrainian) : undefined);
}

/** The list with each name in the language asked (Ukrainian: as it is). */
export function localized(
  list: readonly CatalogItem[],
  source: NameSource,
  langId: LangId,
): CatalogItem[] {
  const nameIn = lookup(source, langId);
  return list.map((entry) => ({ ...entry, name: nameIn(entry.value, entry.name) ?? entry.name }));
}

/** One id's name in the language asked (as `localized` names it in the list). */
export function localizedName(
  list: readonly CatalogItem[],
  source: NameSource,
  langId: LangId,
  id: number,
): string {
  const ukrainian = nameOf(list, id);
  return lookup(source, langId)(id, ukrainian) ?? ukrainian;
}

/**
 * An id's name in the language asked, given its Ukrainian name from elsewhere: the live
 * service's answer, which the proxy passes on (server/proxy/english-answers.ts). The same
 * lookup as `localized`, whose list is ours.
 */
export function localizedFrom(
  source: NameSource,
  langId: LangId,
  id: number,
  ukrainian: string,
): string {
  return lookup(source, langId)(id, ukrainian) ?? ukrainian;
}
