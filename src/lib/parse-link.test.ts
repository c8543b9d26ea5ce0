import { describe, expect, it } from 'vitest';
import { parseLink } from './parse-link';

describe('parseLink', () => {
  it('keeps only the query of a full URL, ignoring host, path and fragment', () => {
    expect(
      parseLink('https://auto.ria.com/search/?categories.main.id=1&brand.id[0]=9#results'),
    ).toEqual([
      ['categories.main.id', '1'],
      ['brand.id[0]', '9'],
    ]);
  });

  it('reads a bare query, with or without "?", and a path with a query', () => {
    const expected = [['a', '1']];
    expect(parseLink('a=1')).toEqual(expected);
    expect(parseLink('?a=1')).toEqual(expected);
    expect(parseLink('/search/?a=1')).toEqual(expected);
  });

  it('decodes encoded brackets and keeps repeated names and empty values in order', () => {
    expect(parseLink('brand.id%5B0%5D=9&district_id=1&district_id=2&size=&q')).toEqual([
      ['brand.id[0]', '9'],
      ['district_id', '1'],
      ['district_id', '2'],
      ['size', ''],
      ['q', ''],
    ]);
  });

  it('keeps a stray quote in a value, as the documented example has', () => {
    expect(parseLink('size=10"&countpage=100')).toEqual([
      ['size', '10"'],
      ['countpage', '100'],
    ]);
  });

  it('reads one pair per line, and nothing from a URL without a query', () => {
    expect(parseLink(' a=1 \n b=2\r\n')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(parseLink('https://auto.ria.com/search/')).toEqual([]);
    expect(parseLink('   ')).toEqual([]);
  });
});
