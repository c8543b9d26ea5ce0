import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-codec';
import { issue } from './query-values';
import { requiredIds } from './route';
import { deleteVehicle, vehicleInfo } from './vehicle-routes';
import { decodeVehicleSearch } from './vehicle-search-query';

const decode = (query: string) => deleteVehicle.query.decode(parseQueryString(query));

describe('requiredIds', () => {
  it('reads each id given once, in any order, and writes them back', () => {
    expect(decode('auto_id=30003949&api_key=k&user_id=5820722')).toEqual({
      query: { user_id: 5820722, auto_id: 30003949 },
      issues: [],
    });
    expect(deleteVehicle.query.encode({ user_id: 5820722, auto_id: 30003949 })).toEqual([
      ['user_id', '5820722'],
      ['auto_id', '30003949'],
    ]);
  });

  // CONTRACT.md "Every endpoint": a parameter read once and given twice is refused, never one
  // of its values acted on (the audit's delete of the second of two adverts).
  it.each([
    ['user_id=5820722&auto_id=30003949&auto_id=30005957', 'auto_id'],
    ['user_id=5820722&auto_id=30003949&auto_id=30003949', 'auto_id'],
    ['user_id=5820722&auto_id=&auto_id=30003949', 'auto_id'],
    ['user_id=5820722&user_id=5820722&auto_id=30003949', 'user_id'],
    ['user_id=1&auto_id=2&user_id=3', 'user_id'],
  ])('refuses %s, naming %s, as the searches refuse a repeated scalar', (query, param) => {
    const { query: read, issues } = decode(query);
    expect(issues).toEqual([issue.repeated(param)]);
    expect(issues[0]?.message).toBe(`${param} is given more than once; give it once.`);
    expect(read).not.toHaveProperty(param);
  });

  it('words a repeated id as the vehicle search words a repeated page', () => {
    const search = decodeVehicleSearch(parseQueryString('page=1&page=2')).issues;
    const ids = decode('user_id=1&auto_id=2&auto_id=3').issues;
    expect(ids[0]?.message.replace('auto_id', 'page')).toBe(search[0]?.message);
    expect(ids[0]?.rule).toEqual(search[0]?.rule);
  });

  it('names every id given twice, and still refuses a missing or malformed one', () => {
    expect(decode('user_id=1&user_id=1&auto_id=2&auto_id=2').issues.map((i) => i.param)).toEqual([
      'user_id',
      'auto_id',
    ]);
    expect(decode('user_id=1').issues).toEqual([
      { param: 'auto_id', message: 'auto_id is required.', rule: { kind: 'required' } },
    ]);
    expect(decode('user_id=me&auto_id=2').issues).toEqual([issue.notInteger('user_id')]);
  });

  it('refuses a repeated auto_id on /auto/info, with the language read as before', () => {
    expect(vehicleInfo.query.decode(parseQueryString('auto_id=7&langId=2'))).toEqual({
      query: { auto_id: 7, langId: 2 },
      issues: [],
    });
    const { issues } = vehicleInfo.query.decode(parseQueryString('auto_id=7&auto_id=8'));
    expect(issues).toEqual([issue.repeated('auto_id')]);
  });

  it("reads back what the app's own encoder writes, for any ids", () => {
    const codec = requiredIds('user_id', 'auto_id');
    for (const ids of [
      { user_id: 0, auto_id: 0 },
      { user_id: 5820722, auto_id: 2_147_483_647 },
    ]) {
      expect(codec.decode(codec.encode(ids))).toEqual({ query: ids, issues: [] });
    }
    const info = vehicleInfo.query.encode({ auto_id: 30003949, langId: 3 });
    expect(vehicleInfo.query.decode(info).issues).toEqual([]);
  });
});
