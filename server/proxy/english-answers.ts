/**
 * English through the proxy (CONTRACT.md "Languages"). The live service knows no English, so
 * the proxy asks it in Ukrainian (`langId` 3 goes up as 4) and names the answer's catalog items
 * as the embedded service names them (server/catalog/localize.ts): a reviewed table, the
 * reference files' `name_en`, and places romanized from the upstream's Ukrainian name; an id
 * none of them names keeps the upstream's name. This happens on the way out, per request: the
 * cache keeps the upstream's Ukrainian answer, which Ukrainian visitors share.
 */
import type { QueryPair } from '../../src/api/contracts/query-codec';
import { LANG_IDS, languageQuery, type LangId } from '../../src/api/contracts/language-query';
import { catalog } from '../catalog/catalog';
import { localizedFrom, NAME_SOURCES } from '../catalog/localize';
import type { OperationId } from '../http/endpoint';
import type { catalogHandlers } from '../routes/catalogs';

type Source = keyof typeof NAME_SOURCES;

/** The catalog operations: the embedded service's catalog handlers (server/routes/catalogs.ts). */
export type CatalogOperationId = keyof ReturnType<typeof catalogHandlers>;

/**
 * Where each catalog path's names come from: the NAME_SOURCES entry its handler in
 * server/routes/catalogs.ts names it by (a test holds the two together, answer by answer).
 * Makes and models are brand names, the same in every language.
 */
export const CATALOG_NAME_SOURCES: Readonly<Record<CatalogOperationId, Source>> = {
  categories: 'categories',
  bodystyles: 'bodystyles',
  bodystyleGroups: 'bodystyles',
  allBodystyles: 'bodystyles',
  marks: 'brands',
  models: 'brands',
  modelGroups: 'brands',
  allModels: 'brands',
  gearboxes: 'gearboxes',
  options: 'options',
  autoOptions: 'options',
  driverTypes: 'driveTypes',
  states: 'states',
  cities: 'cities',
  fuels: 'fuels',
  colors: 'colors',
  countries: 'countries',
  domStates: 'domStates',
  domCities: 'domCities',
  domDistricts: 'domDistricts',
};

type Json = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name and the id it names, renamed when both are there (else left as it is). */
function rename(source: Source, langId: LangId, id: unknown, name: unknown): unknown {
  const number = typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || typeof name !== 'string') {
    return name;
  }
  return localizedFrom(NAME_SOURCES[source], langId, number, name);
}

/** A catalog item (`{name, value}`, a group's with its `parentId`), other members kept. */
function item(source: Source, langId: LangId, entry: unknown): unknown {
  if (!isObject(entry) || typeof entry.name !== 'string') return entry;
  return { ...entry, name: rename(source, langId, entry.value, entry.name) };
}

/** A catalog's list, or a grouped one's groups (`/_group`: arrays of items). */
function catalogIn(source: Source, langId: LangId, body: unknown): unknown {
  if (source === 'brands' || !Array.isArray(body)) return body;
  return body.map((entry: unknown) =>
    Array.isArray(entry)
      ? entry.map((member: unknown) => item(source, langId, member))
      : item(source, langId, entry),
  );
}

/** A member of `object`, set only when it is there. */
function withMember(object: Json, key: string, value: unknown): Json {
  return key in object ? { ...object, [key]: value } : object;
}

/** `fuelName` as the live service writes it: "Дизель, 2 л.", or the fuel alone ("Електро"). */
const FUEL_WITH_LITRES = /^(.+), (\d+(?:[.,]\d+)?) л\.$/;

/**
 * The colour ids by their Ukrainian names in the live list (auto-catalog-live.json), for
 * `/auto/info`'s `color`, which carries no id: a name the list holds twice is left out.
 */
const COLOR_IDS: ReadonlyMap<string, number> = (() => {
  const ids = new Map<string, number | null>();
  for (const { name, value } of catalog.colors) ids.set(name, ids.has(name) ? null : value);
  return new Map([...ids].flatMap(([name, id]) => (id === null ? [] : [[name, id] as const])));
})();

/**
 * `/auto/info`: the names it takes from catalogs, by the ids beside them (the body style by
 * `autoData.bodyId`, fuel, gearbox and drive by theirs, the city and region by `stateData`'s
 * `cityId`, `stateId`); the colour, which has none, by its name in the colours' list (a name
 * the list does not hold stays). The words around the names (`race`'s "тис. км",
 * `modificationName`'s "к.с.", a dealer's) stay as the upstream writes them.
 */
function autoInfoIn(langId: LangId, body: unknown): unknown {
  if (!isObject(body)) return body;
  let info = body;
  const data = isObject(body.autoData) ? body.autoData : undefined;
  const place = isObject(body.stateData) ? body.stateData : undefined;
  if (data) {
    const fuel = typeof data.fuelName === 'string' ? FUEL_WITH_LITRES.exec(data.fuelName) : null;
    const fuelName = fuel
      ? `${String(rename('fuels', langId, data.fuelId, fuel[1]))}, ${fuel[2]} l`
      : typeof data.fuelName === 'string' && /\d/.test(data.fuelName)
        ? data.fuelName
        : rename('fuels', langId, data.fuelId, data.fuelName);
    let autoData = withMember(data, 'fuelName', fuelName);
    autoData = withMember(
      autoData,
      'gearboxName',
      rename('gearboxes', langId, data.gearBoxId, data.gearboxName),
    );
    autoData = withMember(
      autoData,
      'driveName',
      rename('driveTypes', langId, data.driveId, data.driveName),
    );
    info = withMember(
      info,
      'subCategoryName',
      rename('bodystyles', langId, data.bodyId, body.subCategoryName),
    );
    info = { ...info, autoData };
  }
  if (place) {
    const city = (name: unknown) => rename('cities', langId, place.cityId, name);
    let stateData = withMember(place, 'name', city(place.name));
    stateData = withMember(
      stateData,
      'regionName',
      rename('states', langId, place.stateId, place.regionName),
    );
    info = withMember({ ...info, stateData }, 'locationCityName', city(body.locationCityName));
  }
  const color = isObject(body.color) ? body.color : undefined;
  if (color && typeof color.name === 'string') {
    const id = COLOR_IDS.get(color.name);
    if (id !== undefined) {
      info = { ...info, color: { ...color, name: rename('colors', langId, id, color.name) } };
    }
  }
  return info;
}

/** `/dom/info/:id`: its place names, by the ids beside them. */
function realtyInfoIn(langId: LangId, body: unknown): unknown {
  if (!isObject(body)) return body;
  let info = withMember(
    body,
    'state_name',
    rename('domStates', langId, body.state_id, body.state_name),
  );
  info = withMember(info, 'city_name', rename('domCities', langId, body.city_id, body.city_name));
  return withMember(
    info,
    'district_name',
    rename('domDistricts', langId, body.district_id, body.district_name),
  );
}

const isCatalog = (id: OperationId): id is CatalogOperationId =>
  Object.hasOwn(CATALOG_NAME_SOURCES, id);

/**
 * A 200 answer of `operation` as the visitor asked it (`pairs`, as sent): in English, when they
 * asked for it, its names renamed; else the answer as it is. Never changes `body`: it may be a
 * cached answer or one that other visitors share.
 */
export function inLanguageAsked(
  operation: OperationId,
  pairs: readonly QueryPair[],
  body: unknown,
): unknown {
  const named = operation === 'vehicleInfo' || operation === 'realtyInfo' || isCatalog(operation);
  if (!named) return body;
  const { langId } = languageQuery.decode(pairs).query;
  if (langId !== LANG_IDS.en) return body;
  if (operation === 'vehicleInfo') return autoInfoIn(langId, body);
  if (operation === 'realtyInfo') return realtyInfoIn(langId, body);
  return isCatalog(operation) ? catalogIn(CATALOG_NAME_SOURCES[operation], langId, body) : body;
}
