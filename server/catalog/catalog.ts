/**
 * The catalogs the service answers and the generator draws from, read once from the reference
 * files (server/reference, a copy of the published facts). Where the live service lists an id
 * (auto-catalog-live.json) we take its entry; older documented lists fill in the rest.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { BodystyleGroups, ModelGroups } from '../../src/api/contracts/catalog-groups';
import type { CatalogItem } from '../../src/api/contracts/catalogs';
import { MOTO_BODYSTYLES_UK, MOTO_DRIVE_TYPES_UK, MOTO_GEARBOXES_UK } from './ukrainian-names';

const referenceDir = new URL('../reference/', import.meta.url);
function readReference(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, referenceDir), 'utf8'));
}

const item = z.object({
  name: z.string(),
  value: z.number().int(),
  parent_id: z.number().optional(),
});
const liveSchema = z.object({ paths: z.record(z.string(), z.array(item)) });
const named = z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() });

const live = liveSchema.parse(readReference('auto-catalog-live.json')).paths;
function livePath(path: string): CatalogItem[] {
  const list = live[path];
  if (!list) throw new Error(`auto-catalog-live.json has no ${path}`);
  return list;
}

const makesModels = z
  .object({
    makes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        adverts_seen: z.number().int(),
        models: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    ),
  })
  .parse(readReference('auto-makes-models.json')).makes;

const bodystyles = z
  .object({
    by_category: z.object({
      '2': z.object({
        items: z.array(
          z.object({
            id: z.number().int(),
            name_ru: z.string(),
            members: z.array(named.pick({ id: true, name_ru: true })).optional(),
          }),
        ),
      }),
    }),
  })
  .parse(readReference('auto-bodystyles.json'));

const byCategoryEntries = (file: string) =>
  z
    .object({ by_category: z.object({ '2': z.object({ entries: z.array(named) }) }) })
    .parse(readReference(file)).by_category['2'].entries;

const modelsReference = z
  .object({
    by_category_and_mark: z.object({
      '2:9': z.object({ entries: z.array(named) }),
      '1:9': z.object({
        items: z.array(
          z.object({
            type: z.string(),
            id: z.number().int().optional(),
            members: z.array(z.object({ id: z.number().int() })).optional(),
          }),
        ),
      }),
    }),
  })
  .parse(readReference('auto-models.json')).by_category_and_mark;
const motoModels = modelsReference['2:9'].entries;
/** BMW's model families as the documented grouped answer shows them (family id → members). */
const bmwFamilies = new Map(
  modelsReference['1:9'].items
    .filter((item) => item.type === 'group' && item.id !== undefined)
    .map((item) => [item.id!, new Set((item.members ?? []).map((member) => member.id))]),
);

const domStates = z
  .object({ entries: z.array(named.extend({ region_name_en: z.string() })) })
  .parse(readReference('dom-states.json')).entries;

const lvivCities = z
  .object({
    by_state: z.object({
      '5': z.object({ entries: z.array(z.object({ id: z.number().int(), name_uk: z.string() })) }),
    }),
  })
  .parse(readReference('dom-cities.json')).by_state['5'].entries;

const districtEntry = z.object({ id: z.number().int(), name_en: z.string() });
const districts = z
  .object({
    by_city: z.object({
      '5': z.object({
        groups: z.array(
          z.object({
            entries: z.array(districtEntry.extend({ name_uk: z.string(), type: z.number() })),
          }),
        ),
      }),
      '10': z.object({ entries: z.array(districtEntry) }),
    }),
  })
  .parse(readReference('dom-districts.json')).by_city;

/**
 * Regional centres share their region's id (Vinnytsia 1/1, Lviv 5/5, Kyiv 10/10 in the
 * documented examples). Only regions 1 and 5 have documented city lists, so every other region
 * offers its centre. Names in Ukrainian, like the live catalogs.
 */
const REGIONAL_CENTRES: Readonly<Record<number, string>> = {
  1: 'Вінниця',
  2: 'Житомир',
  3: 'Тернопіль',
  4: 'Хмельницький',
  5: 'Львів',
  6: 'Чернігів',
  7: 'Харків',
  8: 'Суми',
  9: 'Рівне',
  10: 'Київ',
  11: 'Дніпро',
  12: 'Одеса',
  13: 'Донецьк',
  14: 'Запоріжжя',
  15: 'Івано-Франківськ',
  16: 'Кропивницький',
  17: 'Луганськ',
  18: 'Луцьк',
  19: 'Миколаїв',
  20: 'Полтава',
  21: 'Сімферополь',
  22: 'Ужгород',
  23: 'Херсон',
  24: 'Черкаси',
  25: 'Чернівці',
};

/** Kyiv's documented districts, named in Ukrainian like Lviv's. */
const KYIV_DISTRICTS: Readonly<Record<number, string>> = {
  15184: 'Голосіївський',
  15187: 'Оболонський',
  15189: 'Печерський',
  15188: 'Подільський',
};

/**
 * Country of origin (ids from the live countries catalog) of each make the generator uses.
 * The reference files give it for a few makes only (new-car marks: Acura 392, Audi 276); the
 * others are the makes' well-known home countries.
 */
export const MAKE_ORIGIN: Readonly<Record<number, number>> = {
  98: 392, // Acura, Japan
  3: 380, // Alfa Romeo, Italy
  6: 276, // Audi, Germany
  9: 276, // BMW
  110: 840, // Buick, USA
  11: 840, // Cadillac
  190: 158, // Chery, China (158 in the live catalog)
  13: 840, // Chevrolet
  14: 840, // Chrysler
  15: 250, // Citroen, France
  17: 642, // Dacia, Romania
  18: 408, // Daewoo, Korea (408 in the live catalog)
  118: 840, // Dodge
  23: 380, // Fiat
  24: 840, // Ford
  185: 158, // Geely
  28: 392, // Honda
  29: 408, // Hyundai
  128: 392, // Infiniti
  31: 826, // Jaguar, England
  32: 840, // Jeep
  33: 408, // Kia
  37: 826, // Land Rover
  38: 392, // Lexus
  135: 840, // Lincoln
  147: 826, // MINI
  47: 392, // Mazda
  48: 276, // Mercedes-Benz
  52: 392, // Mitsubishi
  55: 392, // Nissan
  56: 276, // Opel
  58: 250, // Peugeot
  59: 276, // Porsche
  62: 250, // Renault
  67: 724, // SEAT, Spain
  70: 203, // Skoda, Czechia
  71: 276, // Smart
  73: 408, // SsangYong
  75: 392, // Subaru
  76: 392, // Suzuki
  2233: 840, // Tesla
  79: 392, // Toyota
  84: 276, // Volkswagen
  85: 752, // Volvo, Sweden
};

/**
 * Fuels as the live service lists them in 2026 (LIVE-2026.md "Catalogs"): hybrids split by kind,
 * gas with petrol named by gas, and 7 (other) and 9 (propane-butane) retired. The 2023 capture
 * in auto-catalog-live.json predates this.
 */
const LIVE_FUELS: readonly CatalogItem[] = [
  { name: 'Бензин', value: 1 },
  { name: 'Дизель', value: 2 },
  { name: 'Газ', value: 3 },
  { name: 'Газ пропан-бутан / Бензин', value: 4 },
  { name: 'Гібрид (HEV)', value: 5 },
  { name: 'Електро', value: 6 },
  { name: 'Газ метан / Бензин', value: 8 },
  { name: 'Гібрид (PHEV)', value: 10 },
  { name: 'Гібрид (MHEV)', value: 11 },
  { name: 'Гібрид (REEV)', value: 12 },
];

export interface MakeWithModels {
  readonly id: number;
  readonly name: string;
  readonly advertsSeen: number;
  readonly origin: number;
  readonly models: readonly { readonly id: number; readonly name: string }[];
}

const byName = (a: CatalogItem, b: CatalogItem) => a.name.localeCompare(b.name, 'uk');
const toItem = (entry: { id: number; name_ru?: string; name?: string }, name?: string) => ({
  name: name ?? entry.name ?? entry.name_ru ?? String(entry.id),
  value: entry.id,
});

/** An entry of a list the files name in Russian only, by its name in a Ukrainian table. */
function inUkrainian(table: Readonly<Record<number, string>>) {
  return (entry: { id: number; name_ru?: string }) => {
    const name = table[entry.id];
    // A new id in the files must be named there too, not shown in Russian by default.
    if (name === undefined)
      throw new Error(`No Ukrainian name for id ${entry.id} (ukrainian-names.ts)`);
    return toItem(entry, name);
  };
}
const motoBodystyle = inUkrainian(MOTO_BODYSTYLES_UK);

function unionById(...lists: CatalogItem[][]): CatalogItem[] {
  const seen = new Map<number, CatalogItem>();
  for (const list of lists)
    for (const entry of list) if (!seen.has(entry.value)) seen.set(entry.value, entry);
  return [...seen.values()];
}

const carModels = new Map<number, CatalogItem[]>();
for (const make of makesModels) {
  const livePathName = `/auto/categories/1/marks/${make.id}/models`;
  const fromLive = live[livePathName] ?? [];
  carModels.set(
    make.id,
    unionById(
      fromLive,
      make.models.map((m) => toItem(m)),
    ).sort(byName),
  );
}
for (const [path, list] of Object.entries(live)) {
  const match = /^\/auto\/categories\/1\/marks\/(\d+)\/models$/.exec(path);
  if (match && !carModels.has(Number(match[1]))) carModels.set(Number(match[1]), list);
}

const motoBodystyles: CatalogItem[] = bodystyles.by_category['2'].items.flatMap((entry) => [
  motoBodystyle(entry),
  ...(entry.members ?? []).map((member) => ({ ...motoBodystyle(member), parent_id: entry.id })),
]);
const motoBodystyleGroups: BodystyleGroups = bodystyles.by_category['2'].items.map((entry) => [
  { ...motoBodystyle(entry), parentId: 0 },
  ...(entry.members ?? []).map((member) => ({ ...motoBodystyle(member), parentId: entry.id })),
]);

const autoStates = livePath('/auto/states');
const stateIds = new Set(autoStates.map((s) => s.value));

function citiesOf(state: number): CatalogItem[] {
  if (state === 1) return livePath('/auto/states/1/cities');
  if (state === 5) return lvivCities.map((city) => toItem(city, city.name_uk)).sort(byName);
  const centre = REGIONAL_CENTRES[state];
  return centre ? [{ name: centre, value: state }] : [];
}

const lvivDistricts = districts['5'].groups
  .flatMap((group) => group.entries)
  .map((entry) => toItem(entry, entry.name_uk));
const kyivDistricts = districts['10'].entries.map((entry) =>
  toItem(entry, KYIV_DISTRICTS[entry.id] ?? entry.name_en),
);

let carMakes: Map<number, number> | undefined;

/** The make a car model belongs to, by the catalog; undefined for a model it does not list. */
export function carMakeOfModel(model: number): number | undefined {
  carMakes ??= new Map(
    [...carModels].flatMap(([make, models]) => models.map((m) => [m.value, make] as const)),
  );
  return carMakes.get(model);
}

/** Built on first use, then kept: the lists never change. */
const built: { bodystyles?: CatalogItem[]; models?: CatalogItem[] } = {};

export const catalog = {
  categories: livePath('/auto/categories'),
  bodystyles(category: number): CatalogItem[] {
    if (category === 1) return livePath('/auto/categories/1/bodystyles');
    if (category === 2) return motoBodystyles;
    return [];
  },
  marks(category: number): CatalogItem[] {
    return live[`/auto/categories/${category}/marks`] ?? [];
  },
  models(category: number, mark: number): CatalogItem[] {
    if (category === 1) return carModels.get(mark) ?? [];
    if (category === 2 && mark === 9) return motoModels.map((m) => toItem(m)).sort(byName);
    return [];
  },
  /**
   * The same models with families grouped (LIVE-2026.md): a family is an array, its own entry
   * first, then its members in list order. Only BMW's families are documented; other makes'
   * models are all single.
   */
  modelGroups(category: number, mark: number): ModelGroups {
    const models = catalog.models(category, mark).map(({ name, value }) => ({ name, value }));
    const families = category === 1 && mark === 9 ? bmwFamilies : new Map<number, Set<number>>();
    const member = new Set([...families.values()].flatMap((ids) => [...ids]));
    return models
      .filter((model) => !member.has(model.value) || families.has(model.value))
      .map((model) => {
        const ids = families.get(model.value);
        if (!ids) return model;
        return [model, ...models.filter((other) => ids.has(other.value))];
      });
  },
  /** Body styles in groups (LIVE-2026.md); car body styles are not grouped, each stands alone. */
  bodystyleGroups(category: number): BodystyleGroups {
    if (category === 2) return motoBodystyleGroups;
    return catalog.bodystyles(category).map(({ name, value }) => [{ name, value, parentId: 0 }]);
  },
  /** `/auto/bodystyles`: the body styles of every category. */
  get allBodystyles(): CatalogItem[] {
    return (built.bodystyles ??= unionById(catalog.bodystyles(1), catalog.bodystyles(2)));
  },
  /** `/auto/models`: the models of every make, `{name, value}`. */
  get allModels(): CatalogItem[] {
    built.models ??= unionById(...carModels.values(), catalog.models(2, 9)).map(
      ({ name, value }) => ({ name, value }),
    );
    return built.models;
  },
  states: autoStates,
  cities(state: number): CatalogItem[] {
    return stateIds.has(state) ? citiesOf(state) : [];
  },
  gearboxes(category: number): CatalogItem[] {
    if (category === 1) return livePath('/auto/categories/1/gearboxes');
    if (category === 2) {
      return byCategoryEntries('auto-gearboxes.json').map(inUkrainian(MOTO_GEARBOXES_UK));
    }
    return [];
  },
  fuels: LIVE_FUELS as CatalogItem[],
  options(category: number): CatalogItem[] {
    return category === 1 ? livePath('/auto/categories/1/options') : [];
  },
  driverTypes(category: number): CatalogItem[] {
    if (category === 1) return livePath('/auto/categories/1/driverTypes');
    if (category === 2) {
      return byCategoryEntries('auto-drive-types.json').map(inUkrainian(MOTO_DRIVE_TYPES_UK));
    }
    return [];
  },
  colors: livePath('/auto/colors'),
  countries: livePath('/auto/countries'),
  /** Real-estate regions: the vehicle list plus Crimea, which DOM.RIA still lists. */
  domStates: unionById(
    autoStates,
    domStates.map((s) => ({ name: s.id === 21 ? 'АР Крим' : s.name_ru, value: s.id })),
  ),
  domCities(state: number): CatalogItem[] {
    return domStates.some((s) => s.id === state) ? citiesOf(state) : [];
  },
  domDistricts(city: number): CatalogItem[] {
    if (city === 5) return lvivDistricts;
    if (city === 10) return kyivDistricts;
    return [];
  },
  /** The 44 common car makes with their models and how common they are. */
  carMakes: makesModels.map((make): MakeWithModels => ({
    id: make.id,
    name: make.name,
    advertsSeen: make.adverts_seen,
    origin: MAKE_ORIGIN[make.id] ?? 0,
    models: make.models,
  })),
  motoModels: motoModels.map((m) => ({ id: m.id, name: m.name_en })),
} as const;

export type Catalog = typeof catalog;

/** A name lookup for one catalog list; unknown ids read as their number. */
export function nameOf(list: readonly CatalogItem[], id: number): string {
  return list.find((entry) => entry.value === id)?.name ?? String(id);
}
