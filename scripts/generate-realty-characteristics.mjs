// Writes src/features/realty/realty-characteristics.ts from the reference files: the object
// kinds, operations and the characteristics each kind's public parameter table lists, their
// names and option names as Lingui message descriptors (English in the code, each language in
// its own catalog: the bundle carries only ids). Ukrainian names come from the reference
// files' `name_uk` where they give one, else from UK_NAMES below. Run again after the
// reference files change, then extract, then run it once more to fill the Ukrainian catalog:
//   node scripts/generate-realty-characteristics.mjs && npm run i18n:extract &&
//   node scripts/generate-realty-characteristics.mjs && npx prettier --write src/features/realty
import { readFileSync, writeFileSync } from 'node:fs';

const read = (name) =>
  JSON.parse(readFileSync(new URL(`../server/reference/${name}`, import.meta.url), 'utf8'));
const enums = read('dom-enums.json');
const characteristics = read('dom-characteristics.json').entries;
const sections = read('dom-search-params.json').sections;

/**
 * Ukrainian for the names the reference files give only in Russian and English, and for the
 * few whose `name_uk` is a table column's abbreviation ("кухня", "$") rather than a label.
 */
const UK_NAMES = {
  Apartments: 'Квартири',
  Houses: 'Будинки',
  Offices: 'Офіси',
  'Commercial real estate': 'Комерційна нерухомість',
  'Land plots': 'Земельні ділянки',
  Garages: 'Гаражі',
  Apartment: 'Квартира',
  Rooms: 'Кімнати',
  House: 'Будинок',
  'Part of a house': 'Частина будинку',
  'Country houses (dachas)': 'Дачі',
  'Office premises': 'Офісні приміщення',
  'Office buildings': 'Офісні будівлі',
  'Retail space': 'Торгові площі',
  Warehouses: 'Склади',
  'Production / industrial premises': 'Виробничі приміщення',
  Restaurants: 'Ресторани',
  'Property (facility)': "Об'єкт",
  Hotel: 'Готель',
  'Boarding houses': 'Пансіонати',
  'Multi-purpose premises': 'Приміщення вільного призначення',
  Business: 'Бізнес',
  'For development (building)': 'Під забудову',
  Commercial: 'Комерційні',
  Agricultural: 'Сільськогосподарські',
  Recreational: 'Рекреаційні',
  'Nature-reserve': 'Природоохоронні',
  'Garage box': 'Бокс',
  'Parking garage': 'Паркінг',
  'Garage cooperative': 'Кооператив',
  Garage: 'Гараж',
  'Parking lot': 'Стоянка',
  Sale: 'Продаж',
  'Long-term rent': 'Довгострокова оренда',
  'Daily rent': 'Подобова оренда',
  'Wall type': 'Тип стін',
  Brick: 'Цегла',
  'Number of rooms': 'Кількість кімнат',
  'Number of premises': 'Кількість приміщень',
  'Parking spaces': 'Кількість машиномісць',
  'Sleeping places': 'Спальних місць',
  'Total area': 'Загальна площа',
  'Living area': 'Житлова площа',
  'Usable area': 'Корисна площа',
  'Kitchen area': 'Площа кухні',
  'Plot area': 'Площа ділянки',
  'Plot area unit': 'Одиниця виміру площі ділянки',
  Floor: 'Поверх',
  'Number of floors (storeys) in the building': 'Поверховість будинку',
  'Residential floors': 'Житлових поверхів',
  'Price per month': 'Ціна за місяць',
  'Price per year': 'Ціна за рік',
  'Price per day': 'Ціна за добу',
  'Price per hour': 'Ціна за годину',
  'US dollar ($)': 'Долар США ($)',
  'Hryvnia (UAH)': 'Гривня (грн)',
  'Euro (€)': 'Євро (€)',
  'Price per (object / square metre)': "Ціна за (об'єкт / кв. м)",
  'per object': "за об'єкт",
  'Price per week': 'Ціна за тиждень',
  Prepayment: 'Передоплата',
  'Area approx. from': 'Площа орієнтовно від',
  'Area approx. to': 'Площа орієнтовно до',
  'For weekends': 'На вихідні',
  'With heating': 'З опаленням',
  Renovated: 'З ремонтом',
  Furnished: 'З меблями',
  'With jacuzzi': 'З джакузі',
  'With attic (mansard)': 'З мансардою',
  'With swimming pool': 'З басейном',
  'With garage': 'З гаражем',
  'With terrace': 'З терасою',
  'With bathhouse / sauna': 'З лазнею / сауною',
  'With garden': 'З садом',
  'With fireplace': 'З каміном',
  'With balcony': 'З балконом',
  'With basement': 'З підвалом',
  'With veranda': 'З верандою',
  'With gazebo': 'З альтанкою',
  'For holidays': 'На свята',
  'For New Year': 'На Новий рік',
  'With a co-tenant (room sharing)': 'З підселенням',
  'Studio kitchen': 'Кухня-студія',
  'Multi-level': 'Багаторівнева',
  Penthouse: 'Пентхаус',
  'With a land plot': 'З земельною ділянкою',
  'For a birthday': 'На день народження',
  'Shared rent': 'Спільна оренда',
  Gas: 'Газ',
  Electricity: 'Електрика',
  Water: 'Вода',
  Sewerage: 'Каналізація',
  'In a cottage community': 'У котеджному містечку',
  'Utility payments in winter': 'Комунальні платежі взимку',
  'Utility payments in summer': 'Комунальні платежі влітку',
};
/** The Ukrainian of each English name the file carries (filled below). */
const ukrainian = new Map();
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** An English name, noting its Ukrainian: our own, else the reference's `name_uk`. */
function named(english, nameUk) {
  const uk = UK_NAMES[english] ?? (nameUk ? capitalised(nameUk.trim()) : undefined);
  if (!uk) throw new Error(`No Ukrainian for "${english}": add it to UK_NAMES`);
  const known = ukrainian.get(english);
  if (known && known !== uk) throw new Error(`"${english}" has two Ukrainian names`);
  ukrainian.set(english, uk);
  return english;
}

const kinds = enums.category.entries.map((kind) => ({
  id: kind.id,
  name: named(kind.name_en),
  types: (enums.realty_type.by_category[String(kind.id)]?.entries ?? []).map((t) => ({
    id: t.id,
    name: named(t.name_en),
  })),
}));
const operations = enums.operation_type.entries
  .filter((o) => o.id !== 0)
  .map((o) => ({ id: o.id, name: named(o.name_en) }));

// Yes/no features: the documented checkboxes, and the features whose value the tables leave
// undocumented but which are plainly yes/no ("With a garage", "Renovated", "Gas"…).
const FEATURES = new Set([
  1477, 1478, 1479, 1480, 1481, 1482, 1483, 1484, 1485, 1486, 1487, 1488, 1489, 1490, 1491, 1492,
  1498, 1499, 1500, 1501, 1502, 1503, 1505, 1595, 1596, 1600, 1601, 1602, 1603, 1604,
]);
// Currency: the apartment tables name 246 but never give its values; the documented example
// and the other tables use 242 (239 $, 240 UAH, 241 €), so 242 is offered for every kind.
const CURRENCY = 242;
// The floor areas, in square metres: the reference gives the unit (`sufix`) of only some of
// them. A plot's (219) is in the unit 226 names.
const SQUARE_METRE_AREAS = [214, 215, 216, 217, 218];

// Year built (443): the source lists its options as they were added ("2015, Q4", "2013" …
// "Not specified", "2014", "Completion in 2015" …). A year select reads newest first, as on
// dom.ria and auto.ria: by year, and within one the building still to be completed, then the
// quarters from the fourth; a span of years by its last year; the table's default ("Not
// specified") last. A name of another shape stops the script rather than land anywhere.
const YEAR_BUILT = 443;
function whenBuilt(option) {
  const name = option.name_en.trim();
  const match = (pattern) => name.match(pattern)?.slice(1).map(Number);
  const [completion] = match(/^Completion in (\d{4})$/) ?? [];
  if (completion) return [completion, 5];
  const [year, quarter] = match(/^(\d{4}), Q([1-4])$/) ?? [];
  if (year) return [year, quarter];
  const [single] = match(/^(\d{4})$/) ?? [];
  if (single) return [single, 0];
  const [, last] = match(/^(\d{4})-(\d{4})$/) ?? [];
  if (last) return [last, 0];
  const [before] = match(/^Before (\d{4})$/) ?? [];
  if (before) return [before - 1, 0];
  throw new Error(`Year built: no year in "${option.name_en}"; say where it goes`);
}
function newestFirst(entry) {
  const unstated = (option) => option.name_ru.trim() === entry.default_value;
  const key = (option) => (unstated(option) ? [-Infinity, 0] : whenBuilt(option));
  return entry.options
    .map((option) => ({ option, key: key(option) }))
    .sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1] || a.option.id - b.option.id)
    .map(({ option }) => option);
}

const table = {};
for (const entry of characteristics) {
  let type = null;
  if (entry.kind === 'range') type = 'range';
  else if (entry.kind.startsWith('select') && entry.options?.length) type = 'select';
  else if (entry.kind.startsWith('checkbox') || FEATURES.has(entry.id)) type = 'flag';
  if (!type) continue;
  const name = entry.name_en
    .replace(/ \(houses\)$/, '')
    .replace(/^Total area \(house\)$/, 'Total area');
  table[entry.id] = {
    name: named(name, entry.name_uk),
    type,
    ...(type === 'select'
      ? {
          options: (entry.id === YEAR_BUILT ? newestFirst(entry) : entry.options).map((o) => [
            o.id,
            named(o.name_en, o.name_uk),
          ]),
        }
      : {}),
  };
}

const applies = {};
for (const section of sections) {
  const title = section.section_en.toLowerCase();
  const ops = title.endsWith('sale/rent')
    ? ['sale', 'rent']
    : title.endsWith('sale')
      ? ['sale']
      : ['rent'];
  for (const op of ops) {
    const key = `${section.category}:${op}`;
    const ids = new Set(applies[key] ?? [CURRENCY]);
    for (const param of section.params)
      if (param.characteristic_id && table[param.characteristic_id])
        ids.add(param.characteristic_id);
    applies[key] = [...ids].sort((a, b) => a - b);
  }
}

// Two characteristics with one name, one in the sale tables and one in the rent tables (the
// utility payments: 1607/1608 for sale, 1609/1610 for rent), both show when no operation is
// chosen: each is named with its operation, so that the filters and their chips tell them apart.
const OPERATION_SUFFIX = { sale: ['for sale', 'продаж'], rent: ['for rent', 'оренда'] };
const renamed = new Map();
for (const category of new Set(Object.keys(applies).map((key) => key.split(':')[0]))) {
  const shown = new Map(); // a name → the ids a kind's filters show with it, when no operation is
  for (const op of ['sale', 'rent']) {
    for (const id of applies[`${category}:${op}`] ?? []) {
      const name = table[id].name;
      shown.set(name, new Map([...(shown.get(name) ?? []), [id, op]]));
    }
  }
  for (const [name, ids] of shown) {
    if (ids.size < 2) continue;
    for (const [id, op] of ids) {
      const both =
        applies[`${category}:sale`]?.includes(id) && applies[`${category}:rent`]?.includes(id);
      if (both) throw new Error(`"${name}" (${id}) is in both of kind ${category}'s tables`);
      const [english, uk] = OPERATION_SUFFIX[op];
      renamed.set(id, [`${name} (${english})`, `${ukrainian.get(name)} (${uk})`]);
    }
  }
}
for (const [id, [english, uk]] of renamed) table[id].name = named(english, uk);

// Names become `msg` descriptors: {"__msg":"Wall type"} → msg`Wall type`; names without a
// word ("2013", "1990-2000") stay as they are, the same in every language.
const MESSAGE = '__msg';
const withMessages = (value) =>
  JSON.parse(JSON.stringify(value), (key, item) =>
    (key === 'name' || key === '1') && typeof item === 'string' && /\p{L}/u.test(item)
      ? { [MESSAGE]: item }
      : item,
  );
const source = (value) =>
  JSON.stringify(withMessages(value)).replace(
    /\{"__msg":("(?:[^"\\]|\\.)*")\}/g,
    (_match, text) => `msg\`${JSON.parse(text)}\``,
  );

const out = `// Generated by scripts/generate-realty-characteristics.mjs from server/reference/dom-*.json.
// Do not edit by hand: change the script and run it again.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface RealtyKind {
  readonly id: number;
  readonly name: MessageDescriptor;
  readonly types: readonly { readonly id: number; readonly name: MessageDescriptor }[];
}

export interface Characteristic {
  readonly name: MessageDescriptor;
  /** range: [from]/[to]; select: one documented option; flag: the id itself as the value. */
  readonly type: 'range' | 'select' | 'flag';
  /** Option names: a message, or (a year, a span of years) the same in every language. */
  readonly options?: readonly (readonly [id: number, name: MessageDescriptor | string])[];
}

export const KINDS: readonly RealtyKind[] = ${source(kinds)};

export const OPERATIONS: readonly { readonly id: number; readonly name: MessageDescriptor }[] = ${source(operations)};

/** The areas stated in square metres: total (a flat's 214, a house's 215), living, usable, kitchen. */
export const SQUARE_METRE_AREAS: ReadonlySet<number> = new Set(${JSON.stringify(SQUARE_METRE_AREAS)});

export const CHARACTERISTICS: Readonly<Record<number, Characteristic>> = ${source(table)};

/** The characteristics each kind's public table lists, by \`<category>:sale\` and \`<category>:rent\`. */
export const APPLIES: Readonly<Record<string, readonly number[]>> = ${JSON.stringify(applies)};
`;
writeFileSync(new URL('../src/features/realty/realty-characteristics.ts', import.meta.url), out);
console.log(
  `${Object.keys(table).length} characteristics, ${Object.keys(applies).length} kind tables`,
);

// The Ukrainian catalog: fill each of these names that extraction left untranslated.
const catalogFile = new URL('../src/locales/uk/messages.po', import.meta.url);
const po = readFileSync(catalogFile, 'utf8');
let filled = 0;
const poText = (text) => text.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
const updated = po.replace(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr ""$/gm, (entry, id) => {
  const english = id.replaceAll('\\"', '"').replaceAll('\\\\', '\\');
  const uk = ukrainian.get(english);
  if (!uk) return entry;
  filled++;
  return `msgid "${id}"\nmsgstr "${poText(uk)}"`;
});
if (filled) writeFileSync(catalogFile, updated);
console.log(`${filled} Ukrainian names filled in src/locales/uk/messages.po`);
