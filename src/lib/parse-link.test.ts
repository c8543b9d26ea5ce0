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

  it('takes the spaces around "=" and "&" off names and values, not encoded ones', () => {
    expect(parseLink('brand.id[0] = 9 & year[0].gte=2010 &\tsize =%2020%20')).toEqual([
      ['brand.id[0]', '9'],
      ['year[0].gte', '2010'],
      ['size', ' 20 '],
    ]);
    // Inside a value a space stays, as a `+` does.
    expect(parseLink('search = Київ центр&price.USD.gte=1+000')).toEqual([
      ['search', 'Київ центр'],
      ['price.USD.gte', '1 000'],
    ]);
  });

  it('reads nothing from an address without a query, scheme or not', () => {
    expect(parseLink('auto.ria.com/search/')).toEqual([]);
    expect(parseLink('www.auto.ria.com/uk/search/#top')).toEqual([]);
    expect(parseLink('/search/')).toEqual([]);
    // A value may hold a slash.
    expect(parseLink('path=/search/')).toEqual([['path', '/search/']]);
  });

  it('keeps a pair without a name, for the form to refuse', () => {
    expect(parseLink('=5&a=1')).toEqual([
      ['', '5'],
      ['a', '1'],
    ]);
  });
});
