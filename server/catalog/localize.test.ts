import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '../../src/api/contracts/catalogs';
import { LANG_IDS } from '../../src/api/contracts/language-query';
import { catalog } from './catalog';
import {
  BODYSTYLES_EN,
  CATEGORIES_EN,
  COUNTRIES_EN,
  DRIVE_TYPES_EN,
  FUELS_EN,
  OPTIONS_EN,
} from './english-names';
import { localized, localizedName, NAME_SOURCES } from './localize';

type Source = keyof typeof NAME_SOURCES;

/** Every list the service names, with where its names come from. */
function everyList(): [string, readonly CatalogItem[], Source][] {
  const lists: [string, readonly CatalogItem[], Source][] = [
    ['categories', catalog.categories, 'categories'],
    ['car body styles', catalog.bodystyles(1), 'bodystyles'],
    ['moto body styles', catalog.bodystyles(2), 'bodystyles'],
    ['car gearboxes', catalog.gearboxes(1), 'gearboxes'],
    ['moto gearboxes', catalog.gearboxes(2), 'gearboxes'],
    ['car options', catalog.options(1), 'options'],
    ['car drive types', catalog.driverTypes(1), 'driveTypes'],
    ['moto drive types', catalog.driverTypes(2), 'driveTypes'],
    ['fuels', catalog.fuels, 'fuels'],
    ['colours', catalog.colors, 'colors'],
    ['countries', catalog.countries, 'countries'],
    ['regions', catalog.states, 'states'],
    ['realty regions', catalog.domStates, 'domStates'],
    ['Lviv districts', catalog.domDistricts(5), 'domDistricts'],
    ['Kyiv districts', catalog.domDistricts(10), 'domDistricts'],
  ];
  for (const { value } of catalog.states)
    lists.push([`cities of ${value}`, catalog.cities(value), 'cities']);
  for (const { value } of catalog.domStates)
    lists.push([`realty cities of ${value}`, catalog.domCities(value), 'domCities']);
  return lists;
}

const CYRILLIC = /[\u0400-\u04ff]/;

describe('English catalog names', () => {
  it('are English (no Cyrillic left) in every list, with the same ids in the same order', () => {
    for (const [label, list, source] of everyList()) {
      const english = localized(list, NAME_SOURCES[source], LANG_IDS.en);
      expect(
        english.map((item) => item.value),
        label,
      ).toEqual(list.map((item) => item.value));
      const left = english.filter((item) => CYRILLIC.test(item.name));
      expect(left, label).toEqual([]);
      for (const item of english)
        expect(localizedName(list, NAME_SOURCES[source], LANG_IDS.en, item.value), label).toBe(
          item.name,
        );
    }
  });

  it('name what QA found in Ukrainian', () => {
    const en = (list: readonly CatalogItem[], source: Source, id: number) =>
      localizedName(list, NAME_SOURCES[source], LANG_IDS.en, id);
    expect([449, 307, 448, 315].map((id) => en(catalog.bodystyles(1), 'bodystyles', id))).toEqual([
      'Microvan',
      'Liftback',
      'Fastback',
      'Roadster',
    ]);
    expect(en(catalog.categories, 'categories', 10)).toBe('Agricultural machinery');
    expect([1, 2, 3].map((id) => en(catalog.driverTypes(1), 'driveTypes', id))).toEqual([
      'All-wheel drive',
      'Front-wheel drive',
      'Rear-wheel drive',
    ]);
    expect([392, 840, 616].map((id) => en(catalog.countries, 'countries', id))).toEqual([
      'Japan',
      'United States',
      'Poland',
    ]);
    // Documented English names stay as the reference files give them.
    expect(en(catalog.countries, 'countries', 826)).toBe('England (UK)');
    expect(en(catalog.states, 'states', 10)).toBe('Kyiv region');
    // Places the files do not name: romanized (resolution No. 55 of 2010).
    const centre = (state: number) => en(catalog.cities(state), 'cities', state);
    expect([2, 24, 19, 7, 14].map(centre)).toEqual([
      'Zhytomyr',
      'Cherkasy',
      'Mykolaiv',
      'Kharkiv',
      'Zaporizhzhia',
    ]);
    expect(en(catalog.domCities(21), 'domCities', 21)).toBe('Simferopol');
    // City 9 is Rivne here, not the Kyiv a doubtful reference example calls it.
    expect(centre(9)).toBe('Rivne');
    expect(en(catalog.domCities(9), 'domCities', 9)).toBe('Rivne');
  });

  it('tables name only ids of the lists they translate, never inventing one', () => {
    const ids = (list: readonly CatalogItem[]) => new Set(list.map((item) => item.value));
    const tables: [Readonly<Record<number, string>>, Set<number>][] = [
      [FUELS_EN, ids(catalog.fuels)],
      [CATEGORIES_EN, ids(catalog.categories)],
      [BODYSTYLES_EN, ids(catalog.allBodystyles)],
      [DRIVE_TYPES_EN, ids(catalog.driverTypes(1))],
      [COUNTRIES_EN, ids(catalog.countries)],
      [OPTIONS_EN, ids(catalog.options(1))],
    ];
    for (const [table, known] of tables) {
      for (const [id, name] of Object.entries(table)) {
        expect(known.has(Number(id)), `${id} ${name}`).toBe(true);
        expect(name.trim(), id).toBe(name);
        expect(name, id).not.toMatch(CYRILLIC);
      }
    }
  });
});

describe('Ukrainian and Russian catalog names', () => {
  it('Ukrainian: the lists as they are', () => {
    for (const [label, list, source] of everyList())
      expect(localized(list, NAME_SOURCES[source], LANG_IDS.uk), label).toEqual(list);
  });

  it('Russian: the reference name, else the Ukrainian one (never a table or a romanization)', () => {
    const ru = (list: readonly CatalogItem[], source: Source, id: number) =>
      localizedName(list, NAME_SOURCES[source], LANG_IDS.ru, id);
    expect(ru(catalog.bodystyles(1), 'bodystyles', 449)).toBe('Мікровен');
    expect(ru(catalog.driverTypes(1), 'driveTypes', 1)).toBe('Повний');
    expect(ru(catalog.cities(2), 'cities', 2)).toBe('Житомир');
    expect(ru(catalog.countries, 'countries', 276)).toBe('Германия');
    expect(ru(catalog.states, 'states', 10)).toMatch(/^Киев/);
    // City 9 is Rivne: not the Киев of the doubtful example, so the name it has here.
    expect(ru(catalog.cities(9), 'cities', 9)).toBe('Рівне');
    expect(ru(catalog.domCities(9), 'domCities', 9)).toBe('Рівне');
  });

  it('brand names are the same in every language', () => {
    for (const langId of Object.values(LANG_IDS))
      expect(localized(catalog.marks(1), NAME_SOURCES.brands, langId)).toEqual(catalog.marks(1));
  });
});
