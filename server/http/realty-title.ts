/**
 * A real-estate advert's title as its page heads it ("Квартира, 2 кімнати, 65 м²"), for the
 * page's frame (page-shell.ts `AdvertShell`). The app composes it in
 * src/features/realty/realty-advert.ts `realtyTitle` with Lingui macros, compiled at build time,
 * which the server cannot run. The server forms the same messages from the same catalogs with
 * the same Lingui compiler and runtime (app-i18n.ts `appMessage`), so
 * the words are the app's to the letter. realty-title.test.ts checks it against the app's own
 * function for every generated advert, in both languages.
 *
 * Where a word is missing (a type the reference lacks, a message not translated), there is no
 * title (null): the frame then shows nothing of the advert rather than a title the app would
 * change.
 */
import type { RealtyInfo } from '../../src/api/contracts/realty-info';
import { REALTY_TYPES } from '../routes/realty-info';
import { appMessage, appNumber } from './app-i18n';
import type { PageLanguage } from './page-shell';

/**
 * Each type's English name: the message the app's KINDS table holds for it (the reference's
 * `name_en`, as scripts/generate-realty-characteristics.mjs writes the table).
 */
const typeName = (id: number) => REALTY_TYPES.get(id)?.name_en;

/** The app's messages for the rooms and the area (realty-advert.ts `realtyTitle`, `squareMetres`). */
const ROOMS = '{rooms, plural, one {# room} other {# rooms}}';
const AREA = '{count} m²';

/**
 * The title of the advert `info` in `language`, as the app heads its page; null where the
 * server cannot form it exactly.
 */
export function realtyTitle(
  info: Pick<RealtyInfo, 'realty_type_id' | 'rooms_count' | 'total_square_meters'>,
  language: PageLanguage,
): string | null {
  const type = typeName(info.realty_type_id);
  const name = type === undefined ? null : appMessage(language, type);
  const rooms = info.rooms_count;
  const area = info.total_square_meters;
  const parts = [
    name,
    rooms === undefined ? undefined : appMessage(language, ROOMS, { rooms }),
    area === undefined
      ? undefined
      : appMessage(language, AREA, { count: appNumber(language, area) }),
  ];
  if (parts.includes(null)) return null;
  return parts.filter(Boolean).join(', ');
}
