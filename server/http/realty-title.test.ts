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
import { realtyTitle } from './realty-title';

/**
 * The app's code, imported by a computed path: vitest compiles its macros and catalogs, while
 * the server's type check stays out of the app's browser code.
 */
const APP_TITLE = '../../src/features/realty/realty-advert.ts';
const catalogFile = (language: string) => `../../src/locales/${language}/messages.po`;
let appTitle: (id: number, info: RealtyInfo | undefined) => string;
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
    const infos = ids.map(({ id }) =>
      realtyInfoSchema.parse(realtyInfo(server.store.realtyAdvert(id)!, '', LANG_IDS.uk)),
    );
    for (const language of PAGE_LANGUAGES) {
      for (const info of infos) {
        const title = realtyTitle(info, language);
        expect(title, `${language} ${info.realty_id}`).toBe(appTitleIn(language, info));
        if (info.rooms_count !== undefined) rooms.add(info.rooms_count);
      }
    }
    // Ukrainian's plural forms each came up: one (1, 21), few (2–4), many (5–20).
    expect([...rooms]).toEqual(expect.arrayContaining([1, 2, 5]));
  });

  it('matches where the data rarely goes: every plural form, decimals, thousands, no area', () => {
    const [first] = server.db
      .prepare<[], { id: number }>('SELECT id FROM realty WHERE deleted_at IS NULL LIMIT 1')
      .all();
    const base = realtyInfoSchema.parse(
      realtyInfo(server.store.realtyAdvert(first!.id)!, '', LANG_IDS.uk),
    );
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
    expect(realtyTitle({ realty_type_id: 2, rooms_count: 2, total_square_meters: 93 }, 'uk')).toBe(
      'Квартира, 2 кімнати, 93\u00a0м²',
    );
    expect(realtyTitle({ realty_type_id: 2, rooms_count: 5, total_square_meters: 93 }, 'en')).toBe(
      'Apartment, 5 rooms, 93 m²',
    );
  });

  it('is none for a type the app names from the advert itself', () => {
    // The app falls back to the advert's own word ("Property type 999"): not guessed here.
    expect(realtyTitle({ realty_type_id: 999, rooms_count: 2 }, 'uk')).toBeNull();
  });
});
