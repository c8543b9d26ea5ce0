/**
 * The title the server paints in a real-estate advert's frame is the one the app then renders
 * (server/http/realty-title.ts): compared with the app's own `realtyTitle`, its macros compiled
 * as the build compiles them, for every generated advert and a few made ones, in both languages.
 */
import { i18n, type Messages } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_IDS } from '../../src/api/contracts/language-query';
import { realtyInfoSchema, type RealtyInfo } from '../../src/api/contracts/realty-info';
import { realtyInfo } from '../routes/realty-info';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PAGE_LANGUAGES } from './page-shell';
import { realtyTitle, TITLED_TYPES } from './realty-title';

/**
 * The app's code, imported by a computed path: vitest compiles its macros and catalogs, while
 * the server's type check stays out of the app's browser code.
 */
const APP_TITLE = '../../src/features/realty/realty-advert.ts';
const APP_KINDS = '../../src/features/realty/realty-characteristics.ts';
const catalogFile = (language: string) => `../../src/locales/${language}/messages.po`;
let appTitle: (id: number, info: RealtyInfo | undefined) => string;
/** The property types of the app's search form (KINDS), by kind. */
let appKinds: readonly { id: number; types: readonly { id: number }[] }[];
const appCatalogs = new Map<string, Messages>();

/** The app's title of `info` in `language`, as its page heads it. */
function appTitleIn(language: string, info: RealtyInfo): string {
  i18n.loadAndActivate({ locale: language, messages: appCatalogs.get(language) ?? {} });
  return appTitle(info.realty_id ?? 0, info);
}

let server: TestServer;
beforeAll(async () => {
  ({ realtyTitle: appTitle } = (await import(/* @vite-ignore */ APP_TITLE)) as {
    realtyTitle: typeof appTitle;
  });
  ({ KINDS: appKinds } = (await import(/* @vite-ignore */ APP_KINDS)) as {
    KINDS: typeof appKinds;
  });
  for (const language of PAGE_LANGUAGES) {
    const { messages } = (await import(/* @vite-ignore */ catalogFile(language))) as {
      messages: Messages;
    };
    appCatalogs.set(language, messages);
  }
  server = await startTestServer({ seed: { vehicles: 50, realty: 3000, orders: 0 } });
});
afterAll(() => server.close());

describe('a real-estate advert’s title in its frame', () => {
  it('is the app’s title for every generated advert, in Ukrainian and in English', () => {
    const ids = server.db
      .prepare<[], { id: number }>('SELECT id FROM realty WHERE deleted_at IS NULL ORDER BY id')
      .all();
    expect(ids.length).toBeGreaterThan(1000);
    const rooms = new Set<number>();
    const plots = new Set<number>();
    const infos = ids.map(({ id }) =>
      realtyInfoSchema.parse(realtyInfo(server.store.realtyAdvert(id)!, '', LANG_IDS.uk)),
    );
    for (const language of PAGE_LANGUAGES) {
      for (const info of infos) {
        const title = realtyTitle(info, language);
        expect(title, `${language} ${info.realty_id}`).toBe(appTitleIn(language, info));
        if (info.rooms_count !== undefined) rooms.add(info.rooms_count);
        if (info.realty_type_parent_id === 24) plots.add(info.realty_type_id);
      }
    }
    // Land plots, whose titles give the plot's area, came up too.
    expect(plots.size).toBeGreaterThan(0);
    // Ukrainian's plural forms each came up: one (1, 21), few (2–4), many (5–20).
    expect([...rooms]).toEqual(expect.arrayContaining([1, 2, 5]));
  });

  it('matches where the data rarely goes: every plural form, decimals, thousands, no area', () => {
    const base = anyAdvert();
    const made: RealtyInfo[] = [0, 1, 2, 4, 5, 11, 21, 22, 25, 101].map((rooms, i) => ({
      ...base,
      realty_type_id: [2, 3, 5, 7, 11, 14, 18, 25, 31, 35][i]!,
      rooms_count: rooms,
      total_square_meters: [65, 1.5, 1234.25, 0, 12345, 40.75, 100000, 7, 21, 3][i],
    }));
    // Neither rooms nor area stated (a plot, a garage): the type alone.
    made.push({ ...base, rooms_count: undefined, total_square_meters: undefined });
    for (const info of made) {
      for (const language of PAGE_LANGUAGES) {
        expect(realtyTitle(info, language)).toBe(appTitleIn(language, info));
      }
    }
    const flat = { ...base, realty_type_id: 2, realty_type_parent_id: 1, total_square_meters: 93 };
    expect(realtyTitle({ ...flat, rooms_count: 2 }, 'uk')).toBe('Квартира, 2 кімнати, 93\u00a0м²');
    expect(realtyTitle({ ...flat, rooms_count: 5 }, 'en')).toBe('Apartment, 5 rooms, 93 m²');
  });

  it('names every type of the app’s search as one advert of it, in both languages', () => {
    const base = anyAdvert();
    const types = appKinds.flatMap((kind) =>
      kind.types.map((type) => ({
        ...base,
        realty_type_parent_id: kind.id,
        realty_type_id: type.id,
      })),
    );
    expect(types.map((info) => info.realty_type_id).sort((a, b) => a - b)).toEqual(
      [...TITLED_TYPES].sort((a, b) => a - b),
    );
    for (const info of types) {
      for (const language of PAGE_LANGUAGES) {
        const title = realtyTitle(info, language);
        expect(title, `${language} ${info.realty_type_id}`).not.toBeNull();
        expect(title, `${language} ${info.realty_type_id}`).toBe(appTitleIn(language, info));
      }
    }
    // One advert's, not the search catalog's "Rooms", "Warehouses", "Restaurants".
    const titleOf = (type: number, language: 'uk' | 'en', rooms?: number) =>
      realtyTitle(
        { ...base, realty_type_id: type, rooms_count: rooms, total_square_meters: 46 },
        language,
      );
    expect(titleOf(3, 'uk', 1)).toBe('Кімната, 1 кімната, 46\u00a0м²');
    expect(titleOf(3, 'en', 1)).toBe('Room, 1 room, 46 m²');
    expect(titleOf(7, 'uk', 5)).toBe('Дача, 5 кімнат, 46\u00a0м²');
    expect(titleOf(15, 'uk')).toBe('Склад, 46\u00a0м²');
    expect(titleOf(15, 'en')).toBe('Warehouse, 46 m²');
    expect(titleOf(17, 'uk')).toBe('Ресторан, 46\u00a0м²');
    expect(titleOf(17, 'en')).toBe('Restaurant, 46 m²');
  });

  it('gives a land plot’s title its object and its area in the plot’s unit', () => {
    const plot = (type: number, values: Record<string, number>): RealtyInfo => ({
      ...anyAdvert(),
      realty_type_parent_id: 24,
      realty_type_id: type,
      rooms_count: undefined,
      total_square_meters: undefined,
      characteristics_values: values,
    });
    const plots = [
      plot(25, { '219': 6, '1424': 6, '1465': 6, '226': 223 }),
      plot(26, { '1424': 1, '226': 223 }),
      plot(27, { '1424': 21, '226': 223 }),
      plot(28, { '1424': 6, '1465': 8, '226': 223 }),
      plot(29, { '219': 2.5, '226': 224 }),
      plot(25, { '1424': 1200, '1465': 1500, '226': 225 }),
      plot(26, { '219': 7 }),
      plot(27, {}),
    ];
    for (const info of plots) {
      for (const language of PAGE_LANGUAGES) {
        expect(realtyTitle(info, language)).toBe(appTitleIn(language, info));
      }
    }
    expect(realtyTitle(plots[0]!, 'uk')).toBe('Ділянка під забудову, 6 соток');
    expect(realtyTitle(plots[0]!, 'en')).toBe('Plot for building, 6 sotkas');
    expect(realtyTitle(plots[1]!, 'en')).toBe('Commercial plot, 1 sotka');
    expect(realtyTitle(plots[3]!, 'en')).toBe('Recreational plot, 6–8 sotkas');
    expect(realtyTitle(plots[4]!, 'uk')).toBe('Природоохоронна ділянка, 2,5\u00a0га');
    expect(realtyTitle(plots[4]!, 'en')).toBe('Nature-reserve plot, 2.5 ha');
    expect(realtyTitle(plots[7]!, 'en')).toBe('Agricultural plot');
  });

  it('is none for a type the app names from the advert itself', () => {
    // The app falls back to the advert's own word ("Property type 999"): not guessed here.
    expect(realtyTitle({ ...anyAdvert(), realty_type_id: 999, rooms_count: 2 }, 'uk')).toBeNull();
  });
});

/** A generated advert's details, to make others from. */
function anyAdvert(): RealtyInfo {
  const [first] = server.db
    .prepare<[], { id: number }>('SELECT id FROM realty WHERE deleted_at IS NULL LIMIT 1')
    .all();
  return realtyInfoSchema.parse(realtyInfo(server.store.realtyAdvert(first!.id)!, '', LANG_IDS.uk));
}
