/**
 * An advert's `autoData.modificationName`, as the live service writes it: the engine, the
 * gearbox, the power in brackets and the drive, in the maker's own words ("320d Steptronic
 * (190 к.с.) xDrive", "2.0 TDI (150 к.с.)"). LIVE-2026.md: engine power appears only here.
 */
import { FUEL } from '../seed/model-profiles';

export interface EngineFacts {
  readonly categoryId: number;
  readonly makeId: number;
  readonly modelName: string;
  readonly year: number;
  readonly fuelId: number;
  /** Engine volume in cc; 0 for electric cars. */
  readonly engineCc: number;
  readonly powerHp: number;
  readonly gearboxId: number;
  readonly driveId: number;
}

const VW_GROUP = new Set([84, 6, 70, 67]);

/** The maker's name for a diesel and a petrol engine of that year. */
function engineWord(make: number, diesel: boolean, year: number): string {
  if (VW_GROUP.has(make))
    return diesel ? 'TDI' : make === 6 ? 'TFSI' : year >= 2006 ? 'TSI' : 'MPI';
  switch (make) {
    case 79:
    case 38:
      return diesel ? 'D-4D' : 'VVT-i';
    case 29:
    case 33:
      return diesel ? 'CRDi' : year >= 2011 ? 'GDI' : 'MPi';
    case 24:
      return diesel ? 'TDCi' : year >= 2012 ? 'EcoBoost' : 'Duratec';
    case 62:
    case 17:
    case 55:
      return diesel ? 'dCi' : year >= 2012 ? 'TCe' : '';
    case 58:
    case 15:
      return diesel ? (year >= 2014 ? 'BlueHDi' : 'HDi') : year >= 2014 ? 'PureTech' : 'VTi';
    case 56:
      return diesel ? 'CDTI' : 'Ecotec';
    case 13:
      return diesel ? 'VCDi' : '';
    case 47:
      return diesel
        ? year >= 2012
          ? 'Skyactiv-D'
          : 'MZR-CD'
        : year >= 2012
          ? 'Skyactiv-G'
          : 'MZR';
    case 28:
      return diesel ? 'i-DTEC' : 'i-VTEC';
    case 52:
      return diesel ? 'DI-D' : 'MIVEC';
    default:
      return diesel ? 'D' : '';
  }
}

function gearWord(make: number, gearbox: number): string {
  switch (gearbox) {
    case 1:
      return 'MT';
    case 2:
      return make === 9 ? 'Steptronic' : 'AT';
    case 3:
      return 'Tiptronic';
    case 4:
      return VW_GROUP.has(make) ? 'DSG' : 'AMT';
    case 5:
      return 'CVT';
    default:
      return '';
  }
}

const AWD_WORDS: Readonly<Record<number, string>> = {
  84: '4Motion',
  6: 'quattro',
  70: '4x4',
  9: 'xDrive',
  48: '4MATIC',
  85: 'AWD',
};

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** `horsepower`: the unit's abbreviation in the language asked (Ukrainian "к.с." by default). */
export function modificationName(facts: EngineFacts, horsepower = 'к.с.'): string {
  const power = `(${facts.powerHp} ${horsepower})`;
  const litres = (facts.engineCc / 1000).toFixed(1);
  if (facts.categoryId !== 1) return join(String(facts.engineCc), power);
  const awd = facts.driveId === 1 && facts.makeId !== 75 ? (AWD_WORDS[facts.makeId] ?? 'AWD') : '';
  const gear = gearWord(facts.makeId, facts.gearboxId);
  if (facts.fuelId === FUEL.electric) {
    const battery =
      facts.powerHp < 150 ? 40 : facts.powerHp < 250 ? 64 : facts.powerHp < 400 ? 75 : 100;
    return join(`${battery} kWh`, power, awd);
  }
  if (facts.fuelId === FUEL.rangeExtender) return join(`${litres} REx`, power, awd);
  const diesel = facts.fuelId === FUEL.diesel;
  const electrified =
    facts.fuelId === FUEL.hybrid
      ? 'Hybrid'
      : facts.fuelId === FUEL.plugIn
        ? 'Plug-in Hybrid'
        : facts.fuelId === FUEL.mild
          ? 'MHEV'
          : '';
  // BMW's numbered models carry the engine in the name: 320 + d.
  if (facts.makeId === 9 && /^\d{3}$/.test(facts.modelName)) {
    return join(`${facts.modelName}${diesel ? 'd' : 'i'}`, electrified, gear, power, awd);
  }
  if (facts.makeId === 9 && /^X\d$/.test(facts.modelName)) {
    const size = Math.round(facts.engineCc / 100);
    return join(`${facts.modelName} xDrive${size}${diesel ? 'd' : 'i'}`, electrified, gear, power);
  }
  if (facts.makeId === 48 && /\d{3}$/.test(facts.modelName)) {
    return join(facts.modelName, diesel ? 'CDI' : '', electrified, gear, power, awd);
  }
  const engine =
    facts.makeId === 85 ? (diesel ? 'D4' : 'T5') : engineWord(facts.makeId, diesel, facts.year);
  return join(litres, engine, electrified, gear, power, awd);
}
