/**
 * A real-estate advert's title as its page heads it ("Квартира, 2 кімнати, 65 м²", "Ділянка під
 * забудову, 6 соток"), for the page's frame (page-shell.ts `AdvertShell`). The app composes it in
 * src/features/realty/realty-advert.ts `realtyTitle` with Lingui macros, compiled at build time,
 * which the server cannot run. The server forms the same messages from the same catalogs with
 * the same Lingui compiler and runtime (app-i18n.ts `appMessage`), so
 * the words are the app's to the letter. realty-title.test.ts checks it against the app's own
 * function for every generated advert and every type, in both languages.
 *
 * Where a word is missing (a type the reference lacks, a message not translated), there is no
 * title (null): the frame then shows nothing of the advert rather than a title the app would
 * change.
 */
import type { RealtyInfo } from '../../src/api/contracts/realty-info';
import { appMessage, appNumber } from './app-i18n';
import type { PageLanguage } from './page-shell';

/**
 * Each type's name in a title, in English: the messages of the app's `TITLE_NAMES`
 * (realty-advert.ts), one advert's ("Room", "Warehouse"), not the search catalog's ("Rooms").
 */
const TITLE_NAMES: Readonly<Record<number, string>> = {
  2: 'Apartment',
  3: 'Room',
  5: 'House',
  6: 'Part of a house',
  7: 'Country house',
  11: 'Office space',
  12: 'Office building',
  14: 'Retail premises',
  15: 'Warehouse',
  16: 'Production premises',
  17: 'Restaurant',
  18: 'Facility',
  19: 'Hotel',
  20: 'Boarding house',
  21: 'Multi-purpose premises',
  22: 'Business',
  25: 'Plot for building',
  26: 'Commercial plot',
  27: 'Agricultural plot',
  28: 'Recreational plot',
  29: 'Nature-reserve plot',
  31: 'Garage box',
  32: 'Parking garage',
  33: 'Garage in a cooperative',
  34: 'Garage',
  35: 'Parking lot',
};

/** The type ids a title names (realty-title.test.ts compares each with the app's). */
export const TITLED_TYPES: readonly number[] = Object.keys(TITLE_NAMES).map(Number);

/**
 * The app's messages for the rooms and the areas (realty-advert.ts `realtyTitle`,
 * `squareMetres`, `plotArea`).
 */
const ROOMS = '{rooms, plural, one {# room} other {# rooms}}';
const AREA = '{count} m²';
const SOTKAS = '{value, plural, one {# sotka} other {# sotkas}}';
const HECTARES = '{count} ha';

/** Land plots (the app's KINDS): their title's area is the plot's, in its unit. */
const LAND_PLOTS = 24;

/** What a title says: the type, the rooms, the area, and a land plot's area and unit. */
type TitleFacts = Pick<
  RealtyInfo,
  | 'realty_type_id'
  | 'realty_type_parent_id'
  | 'rooms_count'
  | 'total_square_meters'
  | 'characteristics_values'
>;

/** An area in square metres, as the app's `squareMetres`. */
const squareMetres = (language: PageLanguage, value: number) =>
  appMessage(language, AREA, { count: appNumber(language, value) });

/** A plot area in its unit (characteristic 226), as the app's `plotArea`. */
function plotArea(
  language: PageLanguage,
  value: number,
  values: RealtyInfo['characteristics_values'],
): string | null {
  const unit = values['226'];
  if (unit === 223) return appMessage(language, SOTKAS, { value });
  if (unit === 224) return appMessage(language, HECTARES, { count: appNumber(language, value) });
  if (unit === 225) return squareMetres(language, value);
  return appNumber(language, value);
}

/** A land plot's area ("6–8 sotkas" for a range), as the app's `realtyPlotArea`. */
function realtyPlotArea(
  language: PageLanguage,
  values: RealtyInfo['characteristics_values'],
): string | null | undefined {
  const from = values['1424'] ?? values['219'];
  if (from === undefined) return undefined;
  const to = values['1465'];
  if (to === undefined || to === from) return plotArea(language, from, values);
  const upTo = plotArea(language, to, values);
  return upTo === null ? null : `${appNumber(language, from)}–${upTo}`;
}

/**
 * The title of the advert `info` in `language`, as the app heads its page; null where the
 * server cannot form it exactly.
 */
export function realtyTitle(info: TitleFacts, language: PageLanguage): string | null {
  const type = TITLE_NAMES[info.realty_type_id];
  const name = type === undefined ? null : appMessage(language, type);
  const rooms = info.rooms_count;
  const total = info.total_square_meters;
  const area =
    total !== undefined
      ? squareMetres(language, total)
      : info.realty_type_parent_id === LAND_PLOTS
        ? realtyPlotArea(language, info.characteristics_values)
        : undefined;
  const parts = [
    name,
    rooms === undefined ? undefined : appMessage(language, ROOMS, { rooms }),
    area,
  ];
  if (parts.includes(null)) return null;
  return parts.filter(Boolean).join(', ');
}
