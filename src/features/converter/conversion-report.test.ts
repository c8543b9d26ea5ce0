/**
 * The converter page's account of the service's answers, read against the reference service's
 * own answers (conversion-report.fixtures.ts): the reasons, counts and search the page gives
 * must be true of what the service did.
 */
import '../../test/english';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../api/contracts/query-codec';
import type { Direction } from '../../api/converter-queries';
import {
  changeText,
  conversionReport,
  isApiName,
  oncePerKey,
  otherDirection,
  searchPairs,
  whyNotConverted,
} from './conversion-report';
import { REFERENCE_ANSWERS } from './conversion-report.fixtures';

/** The reference service's answer for `query`, as the page gets it. */
function convert(direction: Direction, query: string) {
  const input = parseQueryString(query);
  const answer = REFERENCE_ANSWERS[`${direction} ${query}`];
  if (!answer) throw new Error(`No reference answer for ${direction} ${query}`);
  return { input, answer };
}

/** Each unconverted name with the page's reason for it. */
function reasons(direction: Direction, query: string): Record<string, string> {
  const { input, answer } = convert(direction, query);
  return Object.fromEntries(
    Object.keys(answer.unrecognized).map((name) => [
      name,
      whyNotConverted(direction, input, answer, name),
    ]),
  );
}

describe('why a parameter was not converted', () => {
  it('tells an API name sent as website names from a name nobody knows', () => {
    expect(reasons('new_to_old', 'marka_id[0]=9&foo=1')).toEqual({
      'marka_id[0]':
        'Already an API name: it needs no conversion, and can go to the search as it is.',
      foo: 'Not a website search parameter the service knows; the search would ignore it.',
    });
  });

  it('says when an API name is also what a website name converts to', () => {
    // The documented example: size converts to countpage, and countpage comes back.
    expect(reasons('new_to_old', 'size=10&countpage=100').countpage).toBe(
      'Already an API name, but the converted parameters give it too: the search takes it once, so the converted value is the one searched with.',
    );
  });

  it('gives a price bound in another currency as such, not as an unknown name', () => {
    expect(reasons('new_to_old', 'price.EUR.gte=100&price.USD.lte=200')).toEqual({
      'price.USD.lte':
        'The API search has one currency for its price bounds, here EUR: a bound in USD cannot be said there. Give every bound in one currency.',
    });
    expect(reasons('new_to_old', 'price.UAH.gte=100&price.currency=2')['price.UAH.gte']).toMatch(
      /here EUR: a bound in UAH/,
    );
  });

  it('tells a known website name whose value has no API form', () => {
    expect(reasons('new_to_old', 'damage.not=0&sort[0].order=relevance')).toEqual({
      'damage.not':
        'A website parameter the service knows, but this value has no API form; it can convert only 1.',
      'sort[0].order':
        'A website parameter the service knows, but this value has no API form; it can convert only price.asc, price.desc, year.desc, year.asc, dates.created.desc, dates.created.asc, mileage.desc, mileage.asc.',
    });
  });

  it('tells an API name whose value or currency the website cannot say', () => {
    expect(reasons('old_to_new', 'currency=4&price_ot=100&damage=1&order_by=0')).toEqual({
      price_ot:
        'The website names price bounds by currency, and knows USD (1), EUR (2) and UAH (3) only; this search’s currency is 4.',
      damage: 'The website has this parameter, but no form for this value; it can say only 0.',
      order_by:
        'The website has this parameter, but no form for this value; it can say only 1, 2, 3, 5, 6, 7, 8, 12, 13.',
    });
  });

  it('tells an older name given beside its own, and mileage the search refuses', () => {
    expect(reasons('old_to_new', 'body_id=3&bodystyle[0]=5')).toEqual({
      'bodystyle[0]':
        'The search reads it as the same parameter as body_id, given before it, and takes one of them: leave one out.',
    });
    expect(reasons('old_to_new', 'raceInt=1&raceInt=2&raceInt=3').raceInt).toMatch(
      /^The search would not read it: it /,
    );
  });

  it('tells a misspelt API name', () => {
    expect(reasons('old_to_new', 'marka_id=9&brand.id[0]=9')).toEqual({
      marka_id:
        'Not an API vehicle search parameter; check its spelling and index, like marka_id[0].',
      'brand.id[0]':
        'Not an API vehicle search parameter; check its spelling and index, like marka_id[0].',
    });
  });

  it('knows the API names the search reads, any row or option', () => {
    for (const name of ['marka_id[0]', 'countpage', 'auto_options[3]', 'fuelRatesType', 'body_id'])
      expect(isApiName(name), name).toBe(true);
    for (const name of ['marka_id', 'brand.id[0]', 'foo'])
      expect(isApiName(name), name).toBe(false);
  });
});

describe('how the input came across', () => {
  const report = (direction: Direction, query: string) => {
    const { input, answer } = convert(direction, query);
    return conversionReport(direction, input, answer);
  };

  it('counts the input given, and says what the conversion added', () => {
    const made = report('new_to_old', 'brand.id[0]=9&price.EUR.gte=100');
    expect(made).toMatchObject({ given: 2, converted: 2, notConverted: 0, dropped: [] });
    expect(made.added.map((change) => changeText(change, true))).toEqual([
      'model_id[0]=0: “all models” of the make in brand.id[0], which has no model (the API’s documented form).',
      'currency=2: the currency of price.EUR.gte, which the API gives apart from the bounds.',
    ]);
    // A model given: nothing added.
    expect(report('new_to_old', 'brand.id[0]=9&model.id[0]=3').added).toEqual([]);
  });

  it('says what old_to_new leaves out, and counts it apart', () => {
    const made = report('old_to_new', 'marka_id[0]=9&model_id[0]=0&raceInt=&category_id=1');
    expect(made).toMatchObject({ given: 4, converted: 2, notConverted: 0 });
    expect(made.dropped.map((change) => changeText(change, false))).toEqual([
      'model_id[0]=0: “all models”, which the website says by giving the make without a model.',
      'raceInt is empty: the search reads an empty value as not given.',
    ]);
  });

  it('counts a repeated name once, and raceInt twice as the one range it is', () => {
    expect(report('old_to_new', 'marka_id[0]=9&marka_id[0]=84')).toMatchObject({
      given: 1,
      converted: 1,
    });
    expect(report('old_to_new', 'raceInt=10&raceInt=90')).toMatchObject({
      given: 1,
      converted: 1,
      dropped: [],
    });
    expect(report('old_to_new', 'body_id=3&bodystyle[0]=5')).toMatchObject({
      given: 2,
      converted: 1,
      notConverted: 1,
    });
  });
});

describe('Search with these', () => {
  const search = (direction: Direction, query: string) => {
    const { input, answer } = convert(direction, query);
    return searchPairs(direction, input, answer);
  };

  it('searches with the last value of a repeated name, as the conversion did', () => {
    expect(search('old_to_new', 'marka_id[0]=9&marka_id[0]=84&category_id=1')).toEqual([
      ['marka_id[0]', '84'],
      ['category_id', '1'],
    ]);
    // Two names the search reads as one: the first, as the conversion keeps it.
    expect(search('old_to_new', 'body_id=3&bodystyle[0]=5')).toEqual([['body_id', '3']]);
    // raceInt twice is a range.
    expect(oncePerKey(parseQueryString('raceInt=10&raceInt=90'))).toEqual([
      ['raceInt', '10'],
      ['raceInt', '90'],
    ]);
  });

  it('keeps the API names given among website names, but not twice', () => {
    expect(search('new_to_old', 'brand.id[0]=9&bodystyle[0]=3&foo=1')).toEqual([
      ['marka_id[0]', '9'],
      ['model_id[0]', '0'],
      ['bodystyle[0]', '3'],
    ]);
    expect(search('new_to_old', 'size=10&countpage=100')).toEqual([['countpage', '10']]);
  });
});

describe('offering the other direction', () => {
  const offer = (direction: Direction, query: string) => {
    const { input, answer } = convert(direction, query);
    return otherDirection(direction, input, conversionReport(direction, input, answer));
  };

  it('offers API → website for API names sent as website names, and back', () => {
    expect(offer('new_to_old', 'marka_id[0]=9&s_yers[0]=2011')).toBe('old_to_new');
    expect(offer('old_to_new', 'brand.id[0]=9&year[0].gte=2011')).toBe('new_to_old');
  });

  it('offers nothing when some came across, or nothing is the other side’s', () => {
    expect(offer('new_to_old', 'brand.id[0]=9&bodystyle[0]=3')).toBeUndefined();
    expect(offer('new_to_old', 'foo=1')).toBeUndefined();
  });
});
