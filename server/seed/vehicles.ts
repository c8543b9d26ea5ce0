/**
 * Generated vehicle adverts with the spreads of the real marketplace: makes weighted by how
 * often they are advertised, real models of each make whose body, engine, fuel, power, drive
 * and years fit the model (model-profiles.ts), prices that follow make, segment and age,
 * mileage that follows age, and what every public search filter reads (condition, seller,
 * import, consumption, video, VIN check, sold).
 */
import { catalog, type MakeWithModels } from '../catalog/catalog';
import { BODY, DRIVE, FUEL, profileOf, type ModelProfile } from './model-profiles';
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
  // The public table's other filters (schema version 2).
  seller_type: number;
  doors: number;
  seats: number;
  payload_kg: number;
  wheel_formula_id: number;
  axles: number;
  fuel_city_x10: number;
  fuel_route_x10: number;
  fuel_combine_x10: number;
  imported_from: number;
  damaged: number;
  under_credit: number;
  confiscated: number;
  not_running: number;
  with_video: number;
  vin_checked: number;
  sold: number;
}

/** The year the data is "now": fixed, so a seed gives the same data in any year. */
export const DATASET_YEAR = 2026;
export const DATASET_NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY = 86_400_000;

const LUXURY = new Set([59, 37, 38, 48, 9, 6, 2233, 31, 128, 11, 135, 98, 85]);
const BUDGET = new Set([18, 17, 190, 185, 15, 23, 71]);
/** Makes that sold hybrids early and widely. */
const HYBRID_MAKERS = new Set([79, 38, 28]);

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

/** Car colours as often as the used-car market shows them (ids of `/auto/colors`). */
const COLOUR_WEIGHTS = new Weighted<number>([
  [2, 22], // black
  [8, 20], // grey
  [15, 18], // white
  [3, 12], // blue
  [13, 8], // red
  [5, 5], // brown
  [1, 4], // beige
  [7, 4], // green
  [9, 1.5], // orange
  [16, 1], // yellow
  [12, 0.5], // violet
]);

/** Where imported cars come from (`matched_country`; 0 = bought in Ukraine). */
const IMPORTED_FROM = new Weighted<number>([
  [0, 55],
  [840, 16], // USA
  [276, 10], // Germany
  [616, 5], // Poland
  [440, 4], // Lithuania
  [528, 2], // Netherlands
  [56, 2], // Belgium
  [250, 1.5], // France
  [380, 1], // Italy
  [203, 1], // Czechia
  [124, 1], // Canada
  [408, 0.75], // Korea
  [392, 0.75], // Japan
]);

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
  /** Sellers who are companies (dealers, `sellerType` 2); everyone else is a private seller. */
  readonly dealers: ReadonlySet<number>;
}

/** The usual fuel of a combustion-engined car of this profile, make and year. */
function drawFuel(random: Random, profile: ModelProfile, make: MakeWithModels, year: number) {
  if (profile.fuels) return profile.fuels.draw(random);
  const fewDiesels = make.origin === 840 || make.origin === 392 ? 0.3 : 1;
  const diesel = profile.diesel * fewDiesels;
  const hybrids = HYBRID_MAKERS.has(make.id) ? 0.15 : 0.03;
  const weights: [number, number][] = [
    [FUEL.petrol, (1 - diesel) * 0.8],
    [FUEL.diesel, diesel],
    // Gas conversions are cheap to run and common on older petrol cars.
    [FUEL.lpgPetrol, (1 - diesel) * (year < 2014 ? 0.18 : 0.06)],
    [FUEL.gas, (1 - diesel) * 0.02],
    [FUEL.methanePetrol, (1 - diesel) * 0.01],
    [FUEL.hybrid, year >= 2005 ? hybrids : 0],
    [FUEL.mild, year >= 2018 && make.origin !== 840 ? 0.06 : 0],
    [FUEL.plugIn, year >= 2013 ? 0.015 : 0],
  ];
  return new Weighted(weights).draw(random);
}

/** Litres per 100 km on the mixed cycle, for an engine of this size and fuel. */
function combinedConsumption(litres: number, fuel: number, segment: string, random: Random) {
  const heavy = segment === 'suvLarge' || segment === 'pickup' || segment === 'van' ? 1.5 : 0;
  let rate = 3.3 + 2.3 * litres + heavy;
  if (fuel === FUEL.diesel) rate *= 0.8;
  if (fuel === FUEL.hybrid || fuel === FUEL.rangeExtender) rate *= 0.65;
  if (fuel === FUEL.plugIn) rate = 1.8 + 0.3 * litres;
  if (fuel === FUEL.mild) rate *= 0.92;
  if (fuel === FUEL.lpgPetrol || fuel === FUEL.gas) rate *= 1.15;
  return rate * random.normal(1, 0.06);
}

export function* generateVehicles(random: Random, options: VehicleGeneratorOptions) {
  const makes = new Weighted(catalog.carMakes.map((make) => [make, make.advertsSeen] as const));
  const carOptions = catalog.options(1).map((option, index) => ({
    id: option.value,
    // A fixed popularity per option: some (ABS, central locking) are nearly universal.
    popularity: 0.01 + 0.3 * Math.abs((Math.sin(index * 12.9898) * 43758.5453) % 1) ** 3,
  }));
  const motoBodies = catalog.bodystyles(2).filter((body) => body.parent_id !== undefined);
  const modelChoices = new Map(
    catalog.carMakes.map((make) => [
      make.id,
      new Weighted(
        make.models.map((model) => [model, profileOf(make.id, model.name).popularity] as const),
      ),
    ]),
  );
  const span = 180 * DAY;
  let id = options.firstId;

  for (let n = 0; n < options.count; n++) {
    id += random.int(1, 40);
    const addedAt = DATASET_NOW - span + Math.floor((span * (n + random.next())) / options.count);
    const moto = random.chance(0.03);
    const make = moto ? null : makes.draw(random);
    const model = moto ? random.pick(catalog.motoModels) : modelChoices.get(make!.id)!.draw(random);
    const profile = make ? profileOf(make.id, model.name) : null;
    const luxury = make !== null && LUXURY.has(make.id);
    const budget = make !== null && BUDGET.has(make.id);

    let age = Math.max(0, Math.min(36, Math.round(random.normal(11, 6))));
    const built = profile?.years;
    if (built && (DATASET_YEAR - age < built[0] || DATASET_YEAR - age > built[1])) {
      // Outside the model's years: any year it was built, newer ones likelier.
      const span = built[1] - built[0];
      age = DATASET_YEAR - (built[1] - Math.floor(span * random.next() ** 1.5));
    }
    const year = DATASET_YEAR - age;
    const fuel = moto ? FUEL.petrol : drawFuel(random, profile!, make!, year);
    const electric = fuel === FUEL.electric;
    const litres = moto
      ? random.pick([0.125, 0.25, 0.4, 0.6, 0.8, 1.0, 1.2, 1.6])
      : electric
        ? 0
        : fuel === FUEL.diesel
          ? random.pick(profile!.litres.map((l) => Math.max(l, 1.5)))
          : random.pick(profile!.litres);
    // Older engines give less power per litre; hybrids add their electric motor.
    const era = 0.75 + 0.25 * Math.min(1, Math.max(0, (year - 1985) / 35));
    // Turbocharged engines (most since 2010) give more per litre.
    const turbo = year >= 2010 || fuel === FUEL.diesel ? 1.2 : 1;
    const power =
      electric || fuel === FUEL.rangeExtender
        ? random.int(profile!.evHp[0], profile!.evHp[1])
        : moto
          ? Math.max(8, Math.round(litres * random.normal(95, 12)))
          : Math.max(
              40,
              Math.round(
                litres *
                  profile!.hpPerLitre *
                  (fuel === FUEL.diesel ? 0.9 : 1) *
                  turbo *
                  era *
                  random.normal(1, 0.08) +
                  (fuel === FUEL.hybrid || fuel === FUEL.plugIn ? 30 : 0),
              ),
            );

    const base = moto ? 9000 : (luxury ? 56000 : budget ? 13000 : 22000) * profile!.price;
    const depreciated =
      base * (electric ? 1.2 : 1) * 0.92 ** age * Math.exp(random.normal(0, 0.28));
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

    const makeName = moto ? 'BMW' : make!.name;
    const photos = random.chance(0.93) ? random.int(1, 40) : 0;
    const owner = options.owners.draw(random);
    const dealer = options.dealers.has(owner);
    const body = moto ? random.pick(motoBodies).value : profile!.bodies.draw(random);
    const drive = moto ? random.pick([4, 5, 6]) : profile!.drives.draw(random);
    const doors = moto
      ? 0
      : body === BODY.coupe || body === BODY.convertible || body === BODY.roadster
        ? 2
        : body === BODY.hatchback
          ? random.chance(0.25)
            ? 3
            : 5
          : body === BODY.pickup
            ? random.chance(0.85)
              ? 4
              : 2
            : body === BODY.sedan || body === BODY.limousine
              ? 4
              : 5;
    const usualSeats = moto ? 0 : profile!.seats.draw(random);
    const seats = moto
      ? random.chance(0.7)
        ? 2
        : 1
      : body === BODY.roadster || (body === BODY.pickup && doors === 2)
        ? 2
        : body === BODY.coupe || body === BODY.convertible
          ? Math.min(usualSeats, 4)
          : usualSeats;
    const payload =
      profile?.van === 'cargo' || profile?.van === 'mixed'
        ? 50 * random.int(profile.bodies.draw(random) === BODY.microvan ? 12 : 18, 30)
        : body === BODY.pickup
          ? 50 * random.int(14, 22)
          : 0;
    const combined = electric
      ? 0
      : combinedConsumption(litres, fuel, profile?.segment ?? '', random);
    const hybrid = fuel === FUEL.hybrid || fuel === FUEL.rangeExtender;
    const importedFrom = abroad
      ? random.pick([840, 840, 276, 616, 440])
      : year >= DATASET_YEAR - 1 && random.chance(0.6)
        ? 0
        : IMPORTED_FROM.draw(random);
    const damaged = random.chance(importedFrom === 840 ? 0.45 : age > 15 ? 0.13 : 0.08);

    const row: VehicleRow = {
      id,
      user_id: owner,
      category_id: moto ? 2 : 1,
      bodystyle_id: body,
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
      // Electric cars have one speed (listed as automatic); Japanese hybrids a CVT.
      gearbox_id: moto
        ? random.chance(0.9)
          ? 1
          : 2
        : electric
          ? 2
          : hybrid && HYBRID_MAKERS.has(make!.id)
            ? 5
            : random.chance(Math.min(0.85, 0.25 + (36 - age) / 40))
              ? random.pick([2, 2, 2, 3, 4, 5])
              : 1,
      drive_id: drive,
      color_id: COLOUR_WEIGHTS.draw(random),
      engine_cc: Math.round(litres * 1000),
      power_hp: power,
      mileage_kkm:
        age === 0
          ? random.int(0, 5)
          : Math.max(1, Math.round(age * random.normal(electric ? 12 : 17, 6))),
      photo_count: photos,
      option_ids: optionIds.trimEnd(),
      description: `${makeName} ${model.name}, ${year} р. ${random.pick(DESCRIPTION_OPENERS)} ${random.pick(DESCRIPTION_DETAILS)}`,
      add_date: formatDateTime(addedAt),
      seller_type: dealer ? 2 : 1,
      doors,
      seats,
      payload_kg: payload,
      // Cars have two axles: 4x4 with all-wheel drive, else 4x2. Motorcycles state neither.
      wheel_formula_id: moto ? 0 : drive === DRIVE.awd ? 2 : 1,
      axles: moto ? 0 : 2,
      fuel_city_x10: Math.round(combined * (hybrid ? 0.9 : 1.3) * 10),
      fuel_route_x10: Math.round(combined * (hybrid ? 1.05 : 0.8) * 10),
      fuel_combine_x10: Math.round(combined * 10),
      imported_from: importedFrom,
      damaged: damaged ? 1 : 0,
      under_credit: random.chance(year >= 2015 ? 0.05 : 0.01) ? 1 : 0,
      confiscated: random.chance(0.004) ? 1 : 0,
      not_running: random.chance(damaged ? 0.07 : 0.01) ? 1 : 0,
      with_video: random.chance(dealer ? 0.3 : 0.08) ? 1 : 0,
      vin_checked: random.chance(importedFrom === 840 ? 0.8 : dealer ? 0.7 : 0.35) ? 1 : 0,
      sold: random.chance(0.05) ? 1 : 0,
    };
    yield row;
  }
}

export function formatDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}
