import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodystyleGroupsSchema } from '../../src/api/contracts/catalog-groups';
import { catalogSchema } from '../../src/api/contracts/catalogs';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import { realtyInfoSchema } from '../../src/api/contracts/realty-info';
import { autoInfoSchema, vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: { vehicles: 50, realty: 10, orders: 2 } });
});
afterAll(() => server.close());

async function names(path: string): Promise<Map<number, string>> {
  const answer = await server.call(path);
  expect(answer.status).toBe(200);
  return new Map(catalogSchema.parse(answer.body).map((item) => [item.value, item.name]));
}

describe('catalog names in the language asked', () => {
  it('answers Ukrainian by default and with langId=4, English with 3, Russian with 2', async () => {
    expect((await names('/auto/type')).get(2)).toBe('Дизель');
    expect((await names('/auto/type?langId=4')).get(2)).toBe('Дизель');
    expect((await names('/auto/type?langId=3')).get(2)).toBe('Diesel');
    expect((await names('/auto/type?lang_id=2')).get(1)).toBe('Бензин');
    expect((await names('/auto/states?langId=3')).get(10)).toMatch(/^Kyiv/);
    expect((await names('/auto/categories/1/gearboxes?langId=3')).get(1)).toMatch(/Manual/i);
  });

  it('keeps the same ids in every language, and brand names as they are', async () => {
    const uk = await names('/auto/colors');
    const en = await names('/auto/colors?langId=3');
    expect([...en.keys()]).toEqual([...uk.keys()]);
    expect(await names('/auto/categories/1/marks?langId=3')).toEqual(
      await names('/auto/categories/1/marks'),
    );
  });

  it('refuses a language it does not know, naming the parameter', async () => {
    const answer = await server.call('/auto/colors?langId=7');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'INVALID_PARAMETER', param: 'langId' } });
  });

  it('names the motorcycle lists in Ukrainian by default, in Russian with 2', async () => {
    expect((await names('/auto/categories/2/gearboxes')).get(1)).toBe('Ручна / Механіка');
    expect((await names('/auto/categories/2/gearboxes?langId=2')).get(1)).toBe('Ручная / Механика');
    expect((await names('/auto/categories/2/driverTypes')).get(5)).toBe('Ремінь');
    expect((await names('/auto/categories/2/driverTypes?langId=3')).get(5)).toBe('Belt drive');
    const bodystyles = await names('/auto/categories/2/bodystyles');
    expect([bodystyles.get(58), bodystyles.get(46)]).toEqual(['Мопеди', 'Снігохід']);
    expect((await names('/auto/categories/2/bodystyles?lang_id=2')).get(58)).toBe('Мопеды');
    const groups = bodystyleGroupsSchema.parse(
      (await server.call('/auto/categories/2/bodystyles/_group')).body,
    );
    expect(groups[0]?.[0]?.name).toBe('Мопеди');
  });

  it('reads the language once: a second one (or its alias) is refused, an empty one is absent', async () => {
    const twice = (param: string) => `${param} is given more than once; give it once.`;
    const differ = (param: string, other: string) =>
      `${param} and ${other} name one parameter, and they differ here; give one.`;
    for (const [query, param, message] of [
      ['langId=3&langId=3', 'langId', twice('langId')],
      ['langId=abc&langId=3', 'langId', twice('langId')],
      ['lang_id=3&langId=3&lang_id=3', 'lang_id', twice('lang_id')],
      ['langId=3&lang_id=2', 'lang_id', differ('lang_id', 'langId')],
      ['lang_id=2&langId=3', 'langId', differ('langId', 'lang_id')],
    ]) {
      const answer = await server.call(`/auto/colors?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'INVALID_PARAMETER', param, message } });
    }
    // Both names that agree, as the live service echoes them.
    expect((await names('/auto/type?lang_id=3&langId=3')).get(2)).toBe('Diesel');
    expect(await names('/auto/type?langId=3&lang_id=')).toEqual(await names('/auto/type?langId=3'));
    expect((await names('/auto/type?lang_id=&langId=3')).get(2)).toBe('Diesel');
  });

  it('names grouped body styles as the plain list does, and refuses what it refuses', async () => {
    for (const language of ['', '?langId=4', '?langId=3', '?lang_id=2']) {
      for (const category of [1, 2]) {
        const groups = await server.call(
          `/auto/categories/${category}/bodystyles/_group${language}`,
        );
        expect(groups.status).toBe(200);
        const grouped = bodystyleGroupsSchema.parse(groups.body).flat();
        const plain = await names(`/auto/categories/${category}/bodystyles${language}`);
        expect(grouped.length, language).toBeGreaterThan(0);
        for (const item of grouped)
          expect(item.name, `${category}${language}`).toBe(plain.get(item.value));
      }
    }
    expect(
      bodystyleGroupsSchema.parse(
        (await server.call('/auto/categories/2/bodystyles/_group?langId=3')).body,
      )[0]?.[0],
    ).toEqual({ name: 'Mopeds', value: 58, parentId: 0 });
    for (const path of [
      '/auto/categories/2/bodystyles/_group?langId=7',
      '/auto/categories/1/marks/9/models/_group?langId=7',
      '/auto/categories/1/marks/9/models?langId=7',
    ]) {
      const answer = await server.call(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'INVALID_PARAMETER', param: 'langId' } });
    }
    // Model names are brand names: the same groups in every language.
    const models = (await server.call('/auto/categories/1/marks/9/models/_group')).body;
    expect((await server.call('/auto/categories/1/marks/9/models/_group?langId=3')).body).toEqual(
      models,
    );
  });
});

describe('/auto/info names in the language asked', () => {
  async function someAdvert(query: string): Promise<number> {
    const found = await server.call(`/auto/search?countpage=1&${query}`);
    const id = vehicleSearchArrayFormSchema.parse(found.body)[0]?.result.search_result.ids[0];
    expect(id).toBeDefined();
    return Number(id);
  }
  async function info(id: number, language = '') {
    const answer = await server.call(`/auto/info?auto_id=${id}${language}`);
    expect(answer.status).toBe(200);
    return autoInfoSchema.parse(answer.body);
  }

  it('names the body, fuel, gearbox, drive and place as the catalogs do, Ukrainian by default', async () => {
    const id = await someAdvert('category_id=1&type[0]=2');
    const row = server.store.vehicle(id)!;
    const [uk, ukAsked, en] = [
      await info(id),
      await info(id, '&langId=4'),
      await info(id, '&langId=3'),
    ];
    expect(ukAsked).toEqual(uk);
    const catalogName = async (path: string, value: number) => (await names(path)).get(value);

    expect(uk.autoData.fuelName).toMatch(/^Дизель, [\d.]+ л\.$/);
    expect(en.autoData.fuelName).toMatch(/^Diesel, [\d.]+ l$/);
    expect(en.subCategoryName).toBe(
      await catalogName(`/auto/categories/1/bodystyles?langId=3`, row.bodystyle_id),
    );
    expect(uk.subCategoryName).toBe(
      await catalogName(`/auto/categories/1/bodystyles`, row.bodystyle_id),
    );
    expect(en.subCategoryName).not.toBe(uk.subCategoryName);
    expect(en.autoData.gearboxName).toBe(
      await catalogName(`/auto/categories/1/gearboxes?langId=3`, row.gearbox_id),
    );
    expect(en.autoData.driveName).toBe(
      await catalogName(`/auto/categories/1/driverTypes?langId=3`, row.drive_id),
    );
    expect(en.stateData.regionName).toBe(await catalogName('/auto/states?langId=3', row.state_id));
    expect(en.stateData.regionName).toMatch(/^[A-Za-z]/);
    expect(en.locationCityName).toBe(
      await catalogName(`/auto/states/${row.state_id}/cities?langId=3`, row.city_id),
    );
    expect(en.autoData.modificationName).toMatch(/\(\d+ hp\)/);
    expect(uk.autoData.modificationName).toMatch(/\(\d+ к\.с\.\)/);
  });

  it('keeps brand names, prices and ids in every language; Russian with lang_id=2', async () => {
    const id = await someAdvert('category_id=1');
    const [uk, en, ru] = [
      await info(id),
      await info(id, '&langId=3'),
      await info(id, '&lang_id=2'),
    ];
    expect([en.markName, en.modelName, en.USD, en.autoData.autoId]).toEqual([
      uk.markName,
      uk.modelName,
      uk.USD,
      uk.autoData.autoId,
    ]);
    expect(ru.stateData.regionName).toBe(
      (await names('/auto/states?langId=2')).get(ru.stateData.stateId),
    );
  });

  it('refuses a language it does not know, naming the parameter', async () => {
    const id = await someAdvert('');
    const answer = await server.call(`/auto/info?auto_id=${id}&langId=1`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'INVALID_PARAMETER', param: 'langId' } });
  });
});

describe('/dom/info names in the language asked', () => {
  async function info(id: number, language = '') {
    const answer = await server.call(`/dom/info/${id}${language}`);
    expect(answer.status).toBe(200);
    return realtyInfoSchema.parse(answer.body);
  }

  it('names the place as the catalogs do, and the kind and type in English with langId=3', async () => {
    const found = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?category=1&realty_type=2&operation_type=1')).body,
    );
    const id = found.items[0]!;
    const [uk, en] = [await info(id), await info(id, '?langId=3')];
    expect(await info(id, '?langId=4')).toEqual(uk);
    expect(uk.state_name).toBe((await names('/dom/states')).get(uk.state_id));
    expect(en.state_name).toBe((await names('/dom/states?langId=3')).get(uk.state_id));
    expect(en.state_name).toMatch(/^[A-Za-z]/);
    expect(en.city_name).toBe((await names(`/dom/cities/${uk.state_id}?langId=3`)).get(uk.city_id));
    expect([uk.realty_type_name, en.realty_type_name]).toEqual(['Квартира', 'Apartment']);
    expect(en.realty_type_parent_name).toBe('Apartments');
    // The seller's description is not translated.
    expect(en.description).toBe(uk.description);
  });
});
