/**
 * Generated vehicle adverts with the spreads of the real marketplace: makes weighted by how
 * often they are advertised, real models of each make, prices that follow make and age, mileage
 * that follows age, and the regions, fuels, gearboxes, bodies and options of the catalogs.
 */
import { catalog } from '../catalog/catalog';
import type { Random } from './random';
import { Weighted } from './random';

export interface VehicleRow {
  id: number;
  user_id: number;
  category_id: number;
  bodystyle_id: number;
  marka_id: number;
  model_id: number;
  origin_country_id: number;
  year: number;
  price_usd: number;
  main_currency: number;
  auction_possible: number;
  real_exchange: number;
  exchange: number;
  exchange_marka_id: number;
  exchange_model_id: number;
  state_id: number;
  city_id: number;
  abroad: number;
  customs_cleared: number;
  fuel_id: number;
  gearbox_id: number;
  drive_id: number;
  color_id: number;
  engine_cc: number;
  power_hp: number;
  mileage_kkm: number;
  photo_count: number;
  option_ids: string;
  description: string;
  add_date: string;
}

/** The year the data is "now": fixed, so a seed gives the same data in any year. */
export const DATASET_YEAR = 2026;
export const DATASET_NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY = 86_400_000;

const LUXURY = new Set([59, 37, 38, 48, 9, 6, 2233, 31, 128, 11, 135, 98, 85]);
const BUDGET = new Set([18, 17, 190, 185, 15, 23, 71]);

const BODY_WEIGHTS = new Weighted<number>([
  [3, 30], // sedan
  [5, 28], // SUV / crossover
  [4, 15], // hatchback
  [2, 12], // wagon
  [8, 5], // minivan
  [307, 3], // liftback
  [6, 2], // coupe
  [9, 2], // pickup
  [7, 1], // convertible
  [449, 1], // microvan
  [448, 0.5], // fastback
  [315, 0.4], // roadster
  [252, 0.1], // limousine
]);

const FUEL_WEIGHTS = new Weighted<number>([
  [1, 42], // petrol
  [2, 28], // diesel
  [4, 14], // gas / petrol
  [5, 6], // hybrid
  [6, 3], // electric
  [3, 2], // gas
  [9, 2], // propane-butane
  [8, 1], // methane
  [7, 0.5], // other
]);

const REGION_WEIGHTS = new Weighted<number>(
  catalog.states.map((state): [number, number] => {
    const big: Record<number, number> = { 10: 22, 11: 8, 12: 8, 7: 7, 5: 7, 1: 5, 14: 4, 20: 4 };
    return [state.value, big[state.value] ?? 2.5];
  }),
);

const CITY_CHOICES = new Map(
  catalog.states.map((state) => {
    const cities = catalog.cities(state.value);
    // The regional centre (city id = region id) holds about half of a region's adverts.
    return [
      state.value,
      new Weighted(
        cities.map((city): [number, number] => [
          city.value,
          city.value === state.value ? Math.max(1, cities.length) : 1,
        ]),
      ),
    ] as const;
  }),
);

const ENGINE_LITRES = [1.0, 1.2, 1.4, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.5, 3.0, 3.5, 4.0, 4.4, 5.0];

const DESCRIPTION_OPENERS = [
  'Продаю свій автомобіль.',
  'Авто в хорошому технічному стані.',
  'Один власник, повна сервісна історія.',
  'Терміновий продаж, причина — переїзд.',
  'Машина без ДТП, оригінальний пробіг.',
  'Обслуговувався в офіційного дилера.',
];
const DESCRIPTION_DETAILS = [
  'Нова гума, свіжа заміна масла.',
  'Салон охайний, не прокурений.',
  'Два комплекти ключів.',
  'Можлива перевірка на СТО за ваш рахунок.',
  'Торг біля капота.',
  'Розгляну обмін з моєю доплатою.',
  'Всі документи в порядку.',
];

export interface VehicleGeneratorOptions {
  readonly count: number;
  readonly firstId: number;
  /** Owner of each advert: `null` = draw from the general seller pool. */
  readonly owners: Weighted<number>;
}

export function* generateVehicles(random: Random, options: VehicleGeneratorOptions) {
  const makes = new Weighted(catalog.carMakes.map((make) => [make, make.advertsSeen] as const));
  const carOptions = catalog.options(1).map((option, index) => ({
    id: option.value,
    // A fixed popularity per option: some (ABS, central locking) are nearly universal.
    popularity: 0.01 + 0.3 * Math.abs((Math.sin(index * 12.9898) * 43758.5453) % 1) ** 3,
  }));
  const motoBodies = catalog.bodystyles(2).filter((body) => body.parent_id !== undefined);
  const span = 180 * DAY;
  let id = options.firstId;

  for (let n = 0; n < options.count; n++) {
    id += random.int(1, 40);
    const addedAt = DATASET_NOW - span + Math.floor((span * (n + random.next())) / options.count);
    const moto = random.chance(0.03);
    const make = moto ? null : makes.draw(random);
    const luxury = make !== null && LUXURY.has(make.id);
    const budget = make !== null && BUDGET.has(make.id);

    const age = Math.max(0, Math.min(36, Math.round(random.normal(11, 6))));
    const year = DATASET_YEAR - age;
    const electric = make?.id === 2233 || (!moto && FUEL_WEIGHTS.draw(random) === 6);
    const fuel = moto ? 1 : electric ? 6 : FUEL_WEIGHTS.draw(random);
    const litres = moto
      ? random.pick([0.125, 0.25, 0.4, 0.6, 0.8, 1.0, 1.2, 1.6])
      : electric
        ? 0
        : ENGINE_LITRES[
            Math.min(
              ENGINE_LITRES.length - 1,
              Math.max(0, Math.round(random.normal(luxury ? 8 : budget ? 3 : 5, 2.5))),
            )
          ]!;
    const power = electric
      ? random.int(150, 500)
      : Math.max(8, Math.round(litres * random.normal(moto ? 95 : 78, 12) + (luxury ? 40 : 0)));

    const base = moto ? 9000 : luxury ? 56000 : budget ? 13000 : 22000;
    const depreciated = base * 0.92 ** age * Math.exp(random.normal(0, 0.28));
    const priceUsd = Math.max(400, Math.round(depreciated / 50) * 50);

    const state = REGION_WEIGHTS.draw(random);
    const abroad = random.chance(0.03);
    const exchange = random.chance(0.18);
    const exchangeMake = exchange && random.chance(0.4) ? makes.draw(random) : null;
    const exchangeModel =
      exchangeMake && random.chance(0.5) ? random.pick(exchangeMake.models).id : 0;

    let optionIds = '';
    if (!moto) {
      const modern = Math.min(1.4, 0.5 + (36 - age) / 30);
      for (const option of carOptions) {
        if (random.next() < option.popularity * modern) optionIds += `${option.id} `;
      }
    }

    const model = moto ? random.pick(catalog.motoModels) : random.pick(make!.models);
    const makeName = moto ? 'BMW' : make!.name;
    const photos = random.chance(0.93) ? random.int(1, 40) : 0;

    const row: VehicleRow = {
      id,
      user_id: options.owners.draw(random),
      category_id: moto ? 2 : 1,
      bodystyle_id: moto ? random.pick(motoBodies).value : BODY_WEIGHTS.draw(random),
      marka_id: moto ? 9 : make!.id,
      model_id: model.id,
      origin_country_id: moto ? 276 : make!.origin,
      year,
      price_usd: priceUsd,
      main_currency: random.chance(0.85) ? 1 : random.chance(0.5) ? 2 : 3,
      auction_possible: random.chance(0.35) ? 1 : 0,
      real_exchange: random.chance(0.04) ? 1 : 0,
      exchange: exchange ? 1 : 0,
      exchange_marka_id: exchangeMake?.id ?? 0,
      exchange_model_id: exchangeModel,
      state_id: state,
      city_id: CITY_CHOICES.get(state)!.draw(random),
      abroad: abroad ? 1 : 0,
      customs_cleared: random.chance(abroad ? 0.3 : 0.96) ? 1 : 0,
      fuel_id: fuel,
      gearbox_id: moto
        ? random.chance(0.9)
          ? 1
          : 2
        : random.chance(Math.min(0.85, 0.25 + (36 - age) / 40))
          ? random.pick([2, 2, 2, 3, 4, 5])
          : 1,
      drive_id: moto ? random.pick([4, 5, 6]) : random.pick([1, 2, 2, 2, 3]),
      color_id: random.pick(catalog.colors).value,
      engine_cc: Math.round(litres * 1000),
      power_hp: power,
      mileage_kkm:
        age === 0 ? random.int(0, 5) : Math.max(1, Math.round(age * random.normal(17, 6))),
      photo_count: photos,
      option_ids: optionIds.trimEnd(),
      description: `${makeName} ${model.name}, ${year} р. ${random.pick(DESCRIPTION_OPENERS)} ${random.pick(DESCRIPTION_DETAILS)}`,
      add_date: formatDateTime(addedAt),
    };
    yield row;
  }
}

export function formatDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}
