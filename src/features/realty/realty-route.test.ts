import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../api/contracts/query-codec';
import { realtyCodec } from './realty-route';

describe('realtyCodec', () => {
  it('leaves out a characteristic’s upper end below its lower one, with a notice', () => {
    const { query, issues } = realtyCodec.decode(
      parseQueryString(
        'category=1&characteristic[209][from]=5&characteristic[209][to]=2&characteristic[214][from]=30&characteristic[214][to]=60',
      ),
    );
    expect(query.characteristics).toEqual([
      { id: 209, from: 5, to: undefined },
      { id: 214, from: 30, to: 60 },
    ]);
    expect(issues).toEqual([
      {
        param: 'characteristic[209][to]',
        message:
          'characteristic[209][to] is below characteristic[209][from]; the upper bound was dropped.',
        rule: { kind: 'below', other: 'characteristic[209][from]' },
      },
    ]);
  });
});
