/**
 * English through the proxy (CONTRACT.md "Languages"): the upstream is asked in Ukrainian (the
 * live service knows no English), and the proxy's answer carries the names the embedded service
 * gives in English. The upstream here is the embedded service itself, which would answer
 * English if asked for 3: every test checks it was asked for 4.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSchema } from '../../src/api/contracts/catalogs';
import { realtyInfoSchema } from '../../src/api/contracts/realty-info';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import { autoInfoSchema, vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { catalogHandlers } from '../routes/catalogs';
import { ALLOW_LIST, fillPath } from './allow-list';
import { CATALOG_NAME_SOURCES, inLanguageAsked } from './english-answers';
import { startProxy, startUpstream, type ProxyUnderTest, type Upstream } from './proxy-test-kit';

let upstream: Upstream;
let proxy: ProxyUnderTest;

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startProxy(upstream.base);
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

/** The proxy's last call to the upstream for `path` (its key first; a direct call's is last). */
const sentFor = (path: string) =>
  upstream
    .received()
    .filter((target) => target.startsWith(`/api${path}?api_key=`))
    .at(-1) ?? '';

function expectAskedInUkrainian(path: string) {
  const sent = sentFor(path);
  expect(sent, path).toMatch(/[?&](langId|lang_id)=4(&|$)/);
  expect(sent, path).not.toMatch(/(langId|lang_id)=3/);
}

const CATALOG_PATHS = ALLOW_LIST.filter(({ operation }) => operation.route.tag === 'Catalogs');

/** Ids for the catalog paths' segments: cars, Toyota, Kyiv (a city with districts). */
const PARAMS = { category: '1', mark: '79', state: '2', city: '10' };

describe('catalogs in English through the proxy', () => {
  it('knows where every forwarded catalog path’s names come from, and only those', () => {
    expect(Object.keys(CATALOG_NAME_SOURCES).sort()).toEqual(
      CATALOG_PATHS.map(({ operation }) => operation.id).sort(),
    );
    expect(Object.keys(CATALOG_NAME_SOURCES).sort()).toEqual(Object.keys(catalogHandlers()).sort());
  });

  it.each(CATALOG_PATHS.map(({ path, operation }) => [operation.id, path] as const))(
    '%s: names each item as the embedded service names it in English, asking upstream in Ukrainian',
    async (_id, pattern) => {
      const path = fillPath(pattern, PARAMS);
      const english = await proxy.call(`/api${path}?langId=3`);
      expect(english.status, path).toBe(200);
      expectAskedInUkrainian(path);
      // What the embedded service itself answers in English (server/routes/catalogs.ts).
      const embedded = await upstream.direct(`${path}?langId=3`);
      expect(english.body, path).toEqual(embedded.body);
      expect(english.body, path).not.toEqual([]);
    },
  );

  it('gives body styles, drive types and places their English names (the older lang_id too)', async () => {
    const nameOf = async (path: string, id: number) =>
      catalogSchema.parse((await proxy.call(`/api${path}`)).body).find((item) => item.value === id)
        ?.name;
    expect(await nameOf('/auto/categories/1/bodystyles?langId=3', 449)).toBe('Microvan');
    expect(await nameOf('/auto/categories/1/driverTypes?lang_id=3', 1)).toBe('All-wheel drive');
    expect(await nameOf('/auto/states/2/cities?langId=3', 2)).toBe('Zhytomyr');
    expect(await nameOf('/dom/cities/2?langId=3', 2)).toBe('Zhytomyr');
    expectAskedInUkrainian('/dom/cities/2');
    // Ukrainian and Russian go as they came.
    expect(await nameOf('/auto/categories/1/bodystyles', 449)).toBe('Мікровен');
    expect(await nameOf('/auto/categories/1/driverTypes?langId=2', 1)).toBe(
      catalogSchema
        .parse((await upstream.direct('/auto/categories/1/driverTypes?langId=2')).body)
        .find((item) => item.value === 1)?.name,
    );
  });

  it('keeps the upstream’s Ukrainian answer in the cache, shared, and renames it per request', async () => {
    const path = '/auto/categories/1/bodystyles';
    const calls = upstream.calls();
    const english = await proxy.call(`/api${path}?langId=3`);
    const ukrainian = await proxy.call(`/api${path}?langId=4`);
    const again = await proxy.call(`/api${path}?langId=3`);
    // One upstream call at most (another test may have cached it already).
    expect(upstream.calls() - calls).toBeLessThanOrEqual(1);
    expect(ukrainian.headers.get('x-proxy-cache')).toBe('hit');
    expect(again.headers.get('x-proxy-cache')).toBe('hit');
    const name449 = (body: unknown) =>
      catalogSchema.parse(body).find((item) => item.value === 449)?.name;
    expect(name449(english.body)).toBe('Microvan');
    expect(name449(ukrainian.body)).toBe('Мікровен');
    expect(name449(again.body)).toBe('Microvan');
    expect(ukrainian.body).toEqual((await upstream.direct(`${path}?langId=4`)).body);
  });
});

describe('advert details in English through the proxy', () => {
  it('names the body, fuel, gearbox, drive, city and region of /auto/info as embedded English does', async () => {
    const found = await upstream.direct('/auto/search?countpage=6');
    const ids = vehicleSearchArrayFormSchema.parse(found.body)[0].result.search_result.ids;
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const english = await proxy.call(`/api/auto/info?auto_id=${id}&langId=3`);
      expect(english.status).toBe(200);
      expectAskedInUkrainian('/auto/info');
      const proxied = autoInfoSchema.parse(english.body);
      const embedded = autoInfoSchema.parse(
        (await upstream.direct(`/auto/info?auto_id=${id}&langId=3`)).body,
      );
      const named = (info: typeof proxied) => ({
        body: info.subCategoryName,
        fuel: info.autoData.fuelName,
        gearbox: info.autoData.gearboxName,
        drive: info.autoData.driveName,
        city: info.stateData.name,
        located: info.locationCityName,
        region: info.stateData.regionName,
        colour: info.color?.name,
      });
      expect(named(proxied), String(id)).toEqual(named(embedded));
      expect(proxied.stateData.regionName).toMatch(/^[\x20-\x7e’]+$/);
    }
  });

  it('names the region, city and district of /dom/info as embedded English does', async () => {
    const found = realtySearchResponseSchema.parse(
      (await upstream.direct('/dom/search?state_id=10&city_id=10')).body,
    );
    const ids = found.items.slice(0, 6);
    expect(ids.length).toBeGreaterThan(0);
    let districts = 0;
    for (const id of ids) {
      const english = await proxy.call(`/api/dom/info/${id}?langId=3`);
      expect(english.status).toBe(200);
      expectAskedInUkrainian(`/dom/info/${id}`);
      const proxied = realtyInfoSchema.parse(english.body);
      const embedded = realtyInfoSchema.parse(
        (await upstream.direct(`/dom/info/${id}?langId=3`)).body,
      );
      const places = (info: typeof proxied) => [
        info.state_name,
        info.city_name,
        info.district_name,
      ];
      expect(places(proxied), String(id)).toEqual(places(embedded));
      expect(proxied.city_name).toBe('Kyiv');
      if (proxied.district_name) districts++;
    }
    expect(districts).toBeGreaterThan(0);
  });
});

describe('the renaming itself', () => {
  const english = [['langId', '3']] as const;

  it('keeps the upstream’s name of an id nothing names, but romanizes a place’s', () => {
    expect(inLanguageAsked('bodystyles', english, [{ name: 'Новинка', value: 99_999 }])).toEqual([
      { name: 'Новинка', value: 99_999 },
    ]);
    expect(inLanguageAsked('cities', english, [{ name: 'Житомир', value: 99_999 }])).toEqual([
      { name: 'Zhytomyr', value: 99_999 },
    ]);
    // Groups keep their members' other fields.
    expect(
      inLanguageAsked('bodystyleGroups', english, [
        [{ name: 'Мікровен', value: 449, parentId: 0 }],
      ]),
    ).toEqual([[{ name: 'Microvan', value: 449, parentId: 0 }]]);
  });

  it('leaves Ukrainian, Russian, brand names, other operations and odd shapes alone', () => {
    const list = [{ name: 'Житомир', value: 2 }];
    expect(inLanguageAsked('cities', [], list)).toBe(list);
    expect(inLanguageAsked('cities', [['langId', '2']], list)).toBe(list);
    expect(inLanguageAsked('marks', english, list)).toBe(list);
    expect(inLanguageAsked('searchVehicles', english, list)).toBe(list);
    expect(inLanguageAsked('cities', english, { error: 'x' })).toEqual({ error: 'x' });
    expect(inLanguageAsked('cities', english, [{ value: 2 }, 'x'])).toEqual([{ value: 2 }, 'x']);
  });

  it('names the live answer’s /auto/info (live/info.json) in English, never changing it', () => {
    const live = JSON.parse(
      readFileSync(new URL('../reference/live/info.json', import.meta.url), 'utf8'),
    ) as unknown;
    const before = JSON.stringify(live);
    const info = autoInfoSchema.parse(
      inLanguageAsked('vehicleInfo', [['auto_id', '1'], ...english], live),
    );
    expect(JSON.stringify(live)).toBe(before);
    expect({
      body: info.subCategoryName,
      fuel: info.autoData.fuelName,
      gearbox: info.autoData.gearboxName,
      drive: info.autoData.driveName,
      city: info.stateData.name,
      region: info.stateData.regionName,
      colour: info.color?.name,
    }).toEqual({
      body: 'Sedan',
      fuel: 'Diesel, 2 l',
      gearbox: 'Automatic',
      drive: 'All-wheel drive',
      city: 'Odesa',
      region: 'Odesa region',
      colour: 'Black',
    });
    // A member the live answer does not send is not added.
    expect(info.locationCityName).toBeUndefined();
  });
});
