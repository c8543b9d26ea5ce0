/**
 * Catalog names in the language asked (CONTRACT.md "Languages"). The lists themselves are the
 * live service's, in Ukrainian; the reference files give each id's Russian (`name_ru`) and
 * English (`name_en`) name. An id they do not name keeps its Ukrainian name, as do makes and
 * models (brand names are the same in every language).
 */
import { readFileSync } from 'node:fs';
import { LANG_IDS, type LangId } from '../../src/api/contracts/language-query';
import type { CatalogItem } from '../../src/api/contracts/catalogs';
import { nameOf } from './catalog';

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
 * The 2026 fuels (ids 5, 10–12 are hybrids by kind since the split) named in English here:
 * the reference file's English list predates the split.
 */
const FUELS_EN: Readonly<Record<number, string>> = {
  1: 'Petrol',
  2: 'Diesel',
  3: 'Gas',
  4: 'LPG / Petrol',
  5: 'Hybrid (HEV)',
  6: 'Electric',
  8: 'CNG / Petrol',
  10: 'Hybrid (PHEV)',
  11: 'Hybrid (MHEV)',
  12: 'Hybrid (REEV)',
};

export type NameSource = readonly string[] | 'fuels' | 'brands';

/** Where each catalog's Russian and English names come from (catalogs and `/auto/info`). */
export const NAME_SOURCES = {
  categories: ['auto-categories.json'],
  bodystyles: ['auto-bodystyles.json'],
  brands: 'brands',
  gearboxes: ['auto-gearboxes.json'],
  options: ['auto-options.json'],
  driveTypes: ['auto-drive-types.json'],
  states: ['auto-states.json'],
  cities: ['auto-cities.json', 'dom-cities.json'],
  fuels: 'fuels',
  colors: ['auto-colors.json'],
  countries: ['auto-countries.json'],
  domStates: ['dom-states.json', 'auto-states.json'],
  domCities: ['dom-cities.json', 'auto-cities.json'],
  domDistricts: ['dom-districts.json'],
} as const satisfies Record<string, NameSource>;

/** An id's name in the language asked, when the reference files give one (else undefined). */
function lookup(source: NameSource, langId: LangId): (id: number) => string | undefined {
  if (langId === LANG_IDS.uk || source === 'brands') return () => undefined;
  const language = langId === LANG_IDS.ru ? 'ru' : 'en';
  if (source === 'fuels') {
    return (id) => (language === 'en' ? FUELS_EN[id] : names(['auto-fuels.json']).ru.get(id));
  }
  return (id) => names(source)[language].get(id);
}

/** The list with each name in the language asked (Ukrainian: as it is). */
export function localized(
  list: readonly CatalogItem[],
  source: NameSource,
  langId: LangId,
): CatalogItem[] {
  const nameIn = lookup(source, langId);
  return list.map((entry) => ({ ...entry, name: nameIn(entry.value) ?? entry.name }));
}

/** One id's name in the language asked: its Ukrainian name when no other is known. */
export function localizedName(
  list: readonly CatalogItem[],
  source: NameSource,
  langId: LangId,
  id: number,
): string {
  return lookup(source, langId)(id) ?? nameOf(list, id);
}
