import { describe, expect, it } from 'vitest';
import { modificationName, type EngineFacts } from './modification';

const car = (facts: Partial<EngineFacts>): EngineFacts => ({
  categoryId: 1,
  makeId: 84,
  modelName: 'Passat B8',
  year: 2017,
  fuelId: 2,
  engineCc: 2000,
  powerHp: 150,
  gearboxId: 1,
  driveId: 2,
  ...facts,
});

describe('modificationName (LIVE-2026.md: power appears only in its text)', () => {
  it('writes the live examples', () => {
    // live/info.json: BMW 3 Series, "320d Steptronic (190 к.с.) xDrive".
    expect(
      modificationName(
        car({ makeId: 9, modelName: '320', powerHp: 190, gearboxId: 2, driveId: 1 }),
      ),
    ).toBe('320d Steptronic (190 к.с.) xDrive');
    // LIVE-2026.md: "2.0 TDI (150 к.с.)" (with the gearbox, as the live service adds it).
    expect(modificationName(car({}))).toBe('2.0 TDI MT (150 к.с.)');
  });

  it('names no engine volume for an electric car, and the power for every kind', () => {
    const electric = modificationName(
      car({
        makeId: 2233,
        modelName: 'Model 3',
        fuelId: 6,
        engineCc: 0,
        powerHp: 351,
        gearboxId: 2,
        driveId: 1,
      }),
    );
    expect(electric).toBe('75 kWh (351 к.с.) AWD');
    expect(electric).not.toMatch(/\d\.\d/);
    for (const fuelId of [1, 2, 3, 4, 5, 8, 10, 11, 12]) {
      expect(modificationName(car({ fuelId, powerHp: 123 }))).toContain('(123 к.с.)');
    }
    expect(modificationName(car({ categoryId: 2, engineCc: 1200, powerHp: 125 }))).toBe(
      '1200 (125 к.с.)',
    );
  });

  it("uses the maker's words for engine, gearbox and drive", () => {
    expect(
      modificationName(car({ makeId: 48, modelName: 'E 220', gearboxId: 2, driveId: 1 })),
    ).toBe('E 220 CDI AT (150 к.с.) 4MATIC');
    expect(
      modificationName(
        car({ makeId: 79, modelName: 'Prius', fuelId: 5, engineCc: 1800, gearboxId: 5 }),
      ),
    ).toBe('1.8 VVT-i Hybrid CVT (150 к.с.)');
    expect(
      modificationName(car({ makeId: 6, modelName: 'A4', fuelId: 1, gearboxId: 4, driveId: 1 })),
    ).toBe('2.0 TFSI DSG (150 к.с.) quattro');
  });
});
