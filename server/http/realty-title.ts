/**
 * A real-estate advert's title as its page heads it ("Квартира, 2 кімнати, 65 м²"), for the
 * page's frame (page-shell.ts `AdvertShell`). The app composes it in
 * src/features/realty/realty-advert.ts `realtyTitle` with Lingui macros, compiled at build time,
 * which the server cannot run. The server forms the same messages (their English `msgid`s), from
 * the same catalogs, compiled by the same Lingui compiler (@lingui/message-utils, as the build's
 * catalog plugin) and formatted by the same Lingui runtime (plural rules and `#` from `Intl`), so
 * the words are the app's to the letter. realty-title.test.ts checks it against the app's own
 * function for every generated advert, in both languages.
 *
 * Where a word is missing (a type the reference lacks, a message not translated), there is no
 * title (null): the frame then shows nothing of the advert rather than a title the app would
 * change.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { RealtyInfo } from '../../src/api/contracts/realty-info';
import { REALTY_TYPES } from '../routes/realty-info';
import { appCatalog, type PageLanguage } from './page-shell';

/**
 * Each type's English name: the message the app's KINDS table holds for it (the reference's
 * `name_en`, as scripts/generate-realty-characteristics.mjs writes the table).
 */
const typeName = (id: number) => REALTY_TYPES.get(id)?.name_en;

/** The app's messages for the rooms and the area (realty-advert.ts `realtyTitle`, `squareMetres`). */
const ROOMS = '{rooms, plural, one {# room} other {# rooms}}';
const AREA = '{count} m²';

const instances = new Map<PageLanguage, { i18n: I18n; has: (id: string) => boolean }>();

/** Lingui in `language` with the title's messages of the app's catalog, compiled. */
function lingui(language: PageLanguage) {
  let instance = instances.get(language);
  if (!instance) {
    const messages = appCatalog(language);
    const wanted = [
      ROOMS,
      AREA,
      ...[...REALTY_TYPES.values()].flatMap((type) => type.name_en ?? []),
    ].filter((id) => messages.has(id));
    const compiled = Object.fromEntries(
      wanted.map((id) => [id, compileMessageOrThrow(messages.get(id) ?? id)]),
    );
    const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
    const known = new Set(wanted);
    instance = { i18n, has: (id) => known.has(id) };
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The title of the advert `info` in `language`, as the app heads its page; null where the
 * server cannot form it exactly.
 */
export function realtyTitle(
  info: Pick<RealtyInfo, 'realty_type_id' | 'rooms_count' | 'total_square_meters'>,
  language: PageLanguage,
): string | null {
  const { i18n, has } = lingui(language);
  const type = typeName(info.realty_type_id);
  if (type === undefined || !has(type) || !has(ROOMS) || !has(AREA)) return null;
  const rooms = info.rooms_count;
  const area = info.total_square_meters;
  return [
    i18n._(type),
    rooms === undefined ? undefined : i18n._(ROOMS, { rooms }),
    // src/lib/format.ts `formatCount`: the language's plain number format.
    area === undefined
      ? undefined
      : i18n._(AREA, { count: new Intl.NumberFormat(language).format(area) }),
  ]
    .filter(Boolean)
    .join(', ');
}
