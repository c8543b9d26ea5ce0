import { describe, expect, it } from 'vitest';
import { emptyVehicleSearchQuery } from '../../api/contracts/vehicle-search-query';
import { carsPath, keptLists, misfits } from './category-fit';
import { toFormValues } from './vehicle-search-params';

const item = (value: number) => ({ name: String(value), value });

describe('misfits', () => {
  const values = toFormValues({
    ...emptyVehicleSearchQuery,
    bodystyle: [
      { index: 0, value: 3 },
      { index: 1, value: 35 },
    ],
    fuels: [{ index: 0, value: 1 }],
    drives: [{ index: 0, value: 1 }],
    makes: [{ index: 0, marka_id: 79, model_id: 2104 }],
  });

  it('are the ids the category’s catalogs lack; fuels belong to every category', () => {
    const gone = misfits(
      values,
      2,
      (path) =>
        ({
          '/auto/categories/2/bodystyles': [item(35)],
          '/auto/categories/2/marks': [item(9)],
          '/auto/categories/2/driverTypes': [item(1)],
        })[path],
    );
    expect(gone).toEqual([
      { kind: 'make', row: 0, make: 79, model: 2104 },
      { kind: 'bodystyles', id: 3 },
    ]);
    expect(keptLists(values, gone)).toEqual({ bodystyles: ['35'] });
  });

  it('keep a value whose catalog is not in (not loaded, or failed): nothing goes on a guess', () => {
    expect(misfits(values, 2, () => undefined)).toEqual([]);
  });
});

describe('carsPath', () => {
  it('names a category’s catalog of cars, and nothing for cars or shared catalogs', () => {
    expect(carsPath('/auto/categories/2/marks/79/models', 2)).toBe(
      '/auto/categories/1/marks/79/models',
    );
    expect(carsPath('/auto/categories/1/bodystyles', 1)).toBeUndefined();
    expect(carsPath('/auto/type', 2)).toBeUndefined();
  });
});
