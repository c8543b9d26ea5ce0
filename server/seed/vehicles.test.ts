/**
 * The generated adverts fit their models and carry what every public search filter reads
 * (issue 15; CONTRACT.md "Generated data").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../catalog/catalog';
import type { VehicleRecord } from '../store/store';
import { Random, Weighted } from './random';
import { generateVehicles, type VehicleRow } from './vehicles';

let rows: VehicleRow[];
const modelName = new Map(
  catalog.carMakes.flatMap((make) => make.models.map((model) => [model.id, model.name] as const)),
);
const name = (row: VehicleRow) => modelName.get(row.model_id) ?? '';
const cars = () => rows.filter((row) => row.category_id === 1);
const generate = (count: number) => {
  const owners = new Weighted(
    Array.from({ length: 100 }, (_, i) => [1000 + i, 1 / (i + 1)] as const),
  );
  return [
    ...generateVehicles(new Random('vehicles-test'), {
      count,
      firstId: 30_000_000,
      owners,
      dealers: new Set([1000, 1001, 1002, 1003, 1004]),
    }),
  ];
};

beforeAll(() => {
  rows = generate(20_000);
});

describe('generated adverts fit their model', () => {
  it('gives the same rows for the same seed', () => {
    expect(generate(2000)).toEqual(generate(2000));
  });

  it('gives electric cars no engine volume and no consumption, every other car both', () => {
    const electric = cars().filter((row) => row.fuel_id === 6);
    expect(electric.length).toBeGreaterThan(100);
    for (const row of electric) {
      expect(row.engine_cc).toBe(0);
      expect(row.fuel_combine_x10).toBe(0);
      expect(row.gearbox_id).toBe(2);
    }
    for (const row of cars().filter((r) => r.fuel_id !== 6)) {
      expect(row.engine_cc, name(row)).toBeGreaterThan(0);
      expect(row.fuel_combine_x10, name(row)).toBeGreaterThan(0);
    }
  });

  it('makes Teslas and Leafs electric, Volts range-extended, and no car uses a retired fuel', () => {
    for (const row of cars()) {
      if (row.marka_id === 2233 || name(row) === 'Leaf') expect(row.fuel_id).toBe(6);
      if (name(row) === 'Volt') expect(row.fuel_id).toBe(12);
      // LIVE-2026.md: 7 and 9 are retired.
      expect([7, 9]).not.toContain(row.fuel_id);
    }
  });

  it('gives each model its body: X5 an SUV, Sprinter a van, F-150 a pickup', () => {
    const bodies = (match: (row: VehicleRow) => boolean) =>
      new Set(
        cars()
          .filter(match)
          .map((row) => row.bodystyle_id),
      );
    expect(bodies((row) => row.marka_id === 9 && name(row) === 'X5')).toEqual(new Set([5]));
    expect(bodies((row) => name(row).startsWith('Sprinter'))).toEqual(new Set([8]));
    expect(bodies((row) => ['F-150', 'Tundra', 'RAM 1500'].includes(name(row)))).toEqual(
      new Set([9]),
    );
    expect(bodies((row) => row.marka_id === 84 && name(row) === 'Golf VII')).not.toContain(5);
    // BMW drives the rear wheels or all four.
    const bmwDrives = new Set(
      cars()
        .filter((row) => row.marka_id === 9)
        .map((row) => row.drive_id),
    );
    expect([...bmwDrives].sort()).toEqual([1, 3]);
  });

  it('keeps power, volume and years plausible for the model', () => {
    for (const row of cars().filter((r) => r.engine_cc > 0 && r.fuel_id !== 12)) {
      const perLitre = row.power_hp / (row.engine_cc / 1000);
      expect(perLitre, `${name(row)} ${row.engine_cc} cc ${row.power_hp} hp`).toBeGreaterThan(35);
      expect(perLitre, `${name(row)} ${row.engine_cc} cc ${row.power_hp} hp`).toBeLessThan(200);
      if (row.fuel_id === 2) expect(row.engine_cc).toBeGreaterThanOrEqual(1500);
    }
    for (const row of cars()) {
      if (name(row) === 'Golf II') expect(row.year).toBeGreaterThanOrEqual(1983);
      if (name(row) === 'Golf II') expect(row.year).toBeLessThanOrEqual(1992);
      if (name(row) === 'Model Y') expect(row.year).toBeGreaterThanOrEqual(2020);
    }
  });

  it('matches doors, seats and payload to the body', () => {
    for (const row of cars()) {
      if ([6, 7, 315].includes(row.bodystyle_id)) expect(row.doors).toBe(2);
      if (row.bodystyle_id === 3) expect(row.doors).toBe(4);
      if (row.bodystyle_id === 315) expect(row.seats).toBe(2);
      expect(row.seats).toBeGreaterThanOrEqual(2);
      const carriesLoad = row.bodystyle_id === 9 || /груз/.test(name(row));
      expect(row.payload_kg > 0, name(row)).toBe(carriesLoad);
      expect(row.axles).toBe(2);
      expect(row.wheel_formula_id).toBe(row.drive_id === 1 ? 2 : 1);
    }
  });
});

describe('generated adverts carry every public filter', () => {
  const share = (match: (row: VehicleRow) => boolean) => rows.filter(match).length / rows.length;

  it('spreads each filter over realistic shares', () => {
    expect(share((row) => row.damaged === 1)).toBeGreaterThan(0.05);
    expect(share((row) => row.damaged === 1)).toBeLessThan(0.25);
    expect(share((row) => row.sold === 1)).toBeGreaterThan(0.02);
    expect(share((row) => row.sold === 1)).toBeLessThan(0.1);
    expect(share((row) => row.vin_checked === 1)).toBeGreaterThan(0.3);
    expect(share((row) => row.imported_from === 840)).toBeGreaterThan(0.05);
    expect(share((row) => row.under_credit === 1)).toBeGreaterThan(0.005);
    expect(share((row) => row.confiscated === 1)).toBeGreaterThan(0);
    expect(share((row) => row.not_running === 1)).toBeGreaterThan(0.005);
    expect(share((row) => row.with_video === 1)).toBeGreaterThan(0.05);
    // Every colour and every car drive type is advertised.
    const colours = new Set(rows.map((row) => row.color_id));
    for (const colour of catalog.colors) expect(colours.has(colour.value)).toBe(true);
    for (const drive of [1, 2, 3])
      expect(share((row) => row.drive_id === drive)).toBeGreaterThan(0.05);
  });

  it("gives a seller one type: a dealer's adverts are all a company's", () => {
    for (const row of rows) expect(row.seller_type).toBe(row.user_id <= 1004 ? 2 : 1);
    expect(share((row) => row.seller_type === 2)).toBeGreaterThan(0.1);
  });

  it('gives every advert the columns the store reads', () => {
    const sample: Partial<Record<keyof VehicleRecord, unknown>> = rows[0]!;
    for (const key of ['seller_type', 'fuel_city_x10', 'vin_checked', 'sold'] as const)
      expect(sample[key]).toEqual(expect.any(Number));
  });
});
