import { getLast, formatQueryString } from '../../src/api/contracts/query-codec';
import {
  effectivePageSize,
  encodeVehicleSearch,
} from '../../src/api/contracts/vehicle-search-query';
import type { AutoInfo, VehicleSearchBody } from '../../src/api/contracts/vehicles';
import type { LiveSearchBody } from '../../src/api/contracts/vehicle-search-live';
import { LANG_IDS, type LangId } from '../../src/api/contracts/language-query';
import { catalog } from '../catalog/catalog';
import { localizedName, NAME_SOURCES } from '../catalog/localize';
import { priceIn } from '../domain/currency';
import { failures } from '../http/api-error';
import type { Handlers } from '../http/endpoint';
import { modificationName } from '../domain/modification';
import { DATASET_NOW, formatDateTime } from '../seed/vehicles';
import type { VehicleRecord } from '../store/store';
import type { Routes } from './routes';
import { originOf, vehiclePhotoData } from './photos';
import { searchParamsEcho } from './search-echo';

export type SearchForm = 'array' | 'live';

export function vehicleHandlers({ store, searchForm }: Routes) {
  return {
    searchVehicles: ({ query, pairs }) => {
      const { count, ids } = store.vehicles.search(query);
      const size = effectivePageSize(query.countpage);
      const page = query.page ?? 0;
      const pageAsGiven = getLast(pairs, 'page');
      const body: VehicleSearchBody = {
        additional_params: {
          lang_id: searchForm === 'live' ? '4' : 2,
          // Documented: the page comes back as the string it was sent as ("page": "1").
          page: pageAsGiven ? pageAsGiven : 0,
          view_type_id: 0,
          target: 'search',
          section: 'auto',
          catalog_name: '',
          elastica: true,
          nodejs: true,
        },
        result: {
          search_result: {
            ids: ids.map(String),
            count,
            last_id: 0,
            ...(searchForm === 'live' ? {} : { qs: { fields: ['_id'], size, from: page * size } }),
          },
        },
      };
      if (searchForm === 'array') return [body];
      // The live service's form (live/search.json): a bare object with extra members.
      const answer: LiveSearchBody = {
        ...body,
        result: {
          ...body.result,
          search_result_common: {
            count,
            last_id: 0,
            data: ids.map((id) => ({ id: String(id), type: 'UsedAuto' })),
          },
          additional: {
            query_string: [formatQueryString(encodeVehicleSearch(query)), 'lang_id=4&langId=4']
              .filter(Boolean)
              .join('&'),
            search_params: searchParamsEcho(query),
            user_auto_positions: [],
          },
        },
      };
      return answer;
    },

    vehicleInfo: ({ query, request }) => {
      const advert = store.vehicle(query.auto_id);
      if (!advert) {
        throw failures.notFound(`/auto/info?auto_id=${query.auto_id} (no live advert has this id)`);
      }
      return autoInfo(advert, originOf(request), query.langId);
    },

    deleteVehicle: ({ query, key }) => {
      if (query.user_id !== key.user_id) {
        throw failures.keyUnauthorized(
          'This api_key may only delete adverts of its own account: user_id must be the key owner.',
        );
      }
      return { num_rows: store.deleteVehicle(query.user_id, query.auto_id), last_insert_id: 0 };
    },
  } satisfies Handlers;
}

function slug(text: string, separator = '_'): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^${separator}|${separator}$`, 'g'), '');
}

const DAY = 86_400_000;

/** The words `/auto/info` writes around its names, by language (ours for English). */
const WORDS: Readonly<
  Record<
    LangId,
    { thousandKm: string; litres: string; horsepower: string; dealer: string; company: string }
  >
> = {
  [LANG_IDS.uk]: {
    thousandKm: 'тис. км',
    litres: 'л.',
    horsepower: 'к.с.',
    dealer: 'Автосалон',
    company: 'Компания',
  },
  [LANG_IDS.ru]: {
    thousandKm: 'тыс. км',
    litres: 'л.',
    horsepower: 'л.с.',
    dealer: 'Автосалон',
    company: 'Компания',
  },
  [LANG_IDS.en]: {
    thousandKm: 'thousand km',
    litres: 'l',
    horsepower: 'hp',
    dealer: 'Car dealer',
    company: 'Company',
  },
};

/**
 * The advert as the live service answers `/auto/info` (live/info.json; the older documented
 * example, auto-info-example.json, places `locationCityName`, `autoData.withVideo` and
 * `checkedVin.isChecked`). Only members whose place those answers show are sent: the body's
 * name is top-level `subCategoryName`, power is only in `autoData.modificationName`, and the
 * condition flags sit in `autoInfoBar`. Names are in the language asked, as the catalogs name
 * them (Ukrainian by default, as the live service gives them; CONTRACT.md "Languages"), and so
 * are the few words around them (units, the dealer's name).
 */
export function autoInfo(advert: VehicleRecord, photoOrigin: string, langId: LangId = LANG_IDS.uk) {
  const words = WORDS[langId];
  const name = (
    list: Parameters<typeof localizedName>[0],
    source: keyof typeof NAME_SOURCES,
    id: number,
  ) => localizedName(list, NAME_SOURCES[source], langId, id);
  // Brand names, the same in every language (and in the slugs of the advert's address).
  const markName = name(catalog.marks(advert.category_id), 'brands', advert.marka_id);
  const modelName = name(
    catalog.models(advert.category_id, advert.marka_id),
    'brands',
    advert.model_id,
  );
  const cityName = name(catalog.cities(advert.state_id), 'cities', advert.city_id);
  const regionName = name(catalog.states, 'states', advert.state_id);
  const fuelName = name(catalog.fuels, 'fuels', advert.fuel_id);
  const litres = advert.engine_cc / 1000;
  const currencies = { 1: 'USD', 2: 'EUR', 3: 'UAH' } as const;
  const dealer = advert.seller_type === 2;
  const added = Date.parse(`${advert.add_date.replace(' ', 'T')}Z`);
  // Sold adverts carry when they sold: up to a few weeks after they were added, and before the
  // dataset's clock.
  const soldDate = advert.sold
    ? formatDateTime(added + Math.min(((advert.id % 29) + 1) * DAY, (DATASET_NOW - added) / 2))
    : '';
  const info = {
    userId: advert.user_id,
    markId: advert.marka_id,
    markName,
    markNameEng: slug(markName, '-'),
    modelId: advert.model_id,
    modelName,
    modelNameEng: slug(modelName, '-'),
    title: `${markName} ${modelName}`,
    subCategoryName: name(
      catalog.bodystyles(advert.category_id),
      'bodystyles',
      advert.bodystyle_id,
    ),
    USD: advert.price_usd,
    UAH: priceIn(advert.price_usd, 'UAH'),
    EUR: priceIn(advert.price_usd, 'EUR'),
    auctionPossible: advert.auction_possible === 1,
    exchangePossible: advert.exchange === 1,
    realtyExchange: advert.real_exchange === 1,
    addDate: advert.add_date,
    soldDate,
    locationCityName: cityName,
    linkToView: `/auto_${slug(markName)}_${slug(modelName)}_${advert.id}.html`,
    checkedVin: { isShow: false, isChecked: advert.vin_checked === 1 },
    dealer: dealer
      ? {
          id: advert.user_id,
          name: `${words.dealer} ${advert.user_id}`,
          type: words.company,
          typeId: 2,
        }
      : { id: 0, name: '', type: '', typeId: 0 },
    autoInfoBar: {
      abroad: advert.abroad === 1,
      confiscatedCar: advert.confiscated === 1,
      custom: advert.customs_cleared === 0,
      damage: advert.damaged === 1,
      onRepairParts: advert.not_running === 1,
      underCredit: advert.under_credit === 1,
    },
    autoData: {
      autoId: advert.id,
      categoryId: advert.category_id,
      year: advert.year,
      race: `${advert.mileage_kkm} ${words.thousandKm}`,
      raceInt: advert.mileage_kkm,
      fuelId: advert.fuel_id,
      // Electric cars have no engine volume (LIVE-2026.md): "Електро", not "Електро, 0 л.".
      fuelName: litres > 0 ? `${fuelName}, ${litres} ${words.litres}` : fuelName,
      gearBoxId: advert.gearbox_id,
      gearboxName: name(catalog.gearboxes(advert.category_id), 'gearboxes', advert.gearbox_id),
      driveId: advert.drive_id,
      driveName: name(catalog.driverTypes(advert.category_id), 'driveTypes', advert.drive_id),
      bodyId: advert.bodystyle_id,
      modificationName: modificationName(
        {
          categoryId: advert.category_id,
          makeId: advert.marka_id,
          modelName,
          year: advert.year,
          fuelId: advert.fuel_id,
          engineCc: advert.engine_cc,
          powerHp: advert.power_hp,
          gearboxId: advert.gearbox_id,
          driveId: advert.drive_id,
        },
        words.horsepower,
      ),
      statusId: 0,
      withVideo: advert.with_video === 1,
      isSold: advert.sold === 1,
      description: advert.description,
      mainCurrency: currencies[advert.main_currency as 1 | 2 | 3] ?? 'USD',
    },
    stateData: { name: cityName, regionName, stateId: advert.state_id, cityId: advert.city_id },
    color: { name: name(catalog.colors, 'colors', advert.color_id) },
    photoData: vehiclePhotoData(advert, photoOrigin),
  };
  // The members the app reads keep their contract types; the rest are extras, as live sends.
  return info satisfies AutoInfo;
}
