import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSchema } from '../../src/api/contracts/catalogs';
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
});
