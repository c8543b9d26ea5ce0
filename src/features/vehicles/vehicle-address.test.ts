import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../api/contracts/query-codec';
import { decodeVehicleSearch, encodeVehicleSearch } from '../../api/contracts/vehicle-search-query';
import { decodeVehicleAddress } from './vehicle-address';

describe('decodeVehicleAddress', () => {
  const read = (text: string) => decodeVehicleAddress(parseQueryString(text));

  it('leaves out a link’s upper end below its lower one: a make row’s years, the price, mileage', () => {
    const { query, issues } = read(
      'marka_id[0]=79&s_yers[0]=2010&po_yers[0]=2015&marka_id[1]=84&s_yers[1]=2015&po_yers[1]=2010&price_ot=500&price_do=100&raceFrom=90&raceTo=90',
    );
    expect(encodeVehicleSearch(query)).toEqual(
      encodeVehicleSearch(
        decodeVehicleSearch(
          parseQueryString(
            'marka_id[0]=79&s_yers[0]=2010&po_yers[0]=2015&marka_id[1]=84&s_yers[1]=2015&price_ot=500&raceFrom=90&raceTo=90',
          ),
        ).query,
      ),
    );
    expect(issues.map((issue) => [issue.param, issue.rule])).toEqual([
      ['po_yers[1]', { kind: 'below', other: 's_yers[1]' }],
      ['price_do', { kind: 'below', other: 'price_ot' }],
    ]);
  });

  it('checks every range the search has', () => {
    for (const [from, to] of [
      ['engineVolumeFrom', 'engineVolumeTo'],
      ['powerFrom', 'powerTo'],
      ['fuelRateFrom', 'fuelRateTo'],
    ]) {
      const { query, issues } = read(`${from}=2&${to}=1`);
      expect(encodeVehicleSearch(query)).toEqual([[from, '2']]);
      expect(issues).toHaveLength(1);
    }
  });
});

describe('a page size past the largest', () => {
  it('is read as the largest, 100, with a notice saying what the page takes', () => {
    const { query, issues } = decodeVehicleAddress(
      parseQueryString('marka_id[0]=79&countpage=1000'),
    );
    expect(query.countpage).toBe(100);
    expect(issues.map((issue) => [issue.param, issue.rule])).toEqual([
      ['countpage', { kind: 'capped', max: 100 }],
    ]);
    expect(decodeVehicleAddress(parseQueryString('countpage=100')).issues).toEqual([]);
  });
});
