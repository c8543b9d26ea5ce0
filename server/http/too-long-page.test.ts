import { describe, expect, it } from 'vitest';
import { checkRequestTarget, MAX_QUERY_PARAMETERS } from './limits';
import { tooLongPage } from './too-long-page';

/** The page's paragraph of why, spaces as a reader sees them. */
const why = (html: string) => /<h1>.*<\/h1>\s*<p>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/\s/g, ' ');

/** A converter address with `count` input parameters, the address's own `direction` besides. */
const withParameters = (language: string, count: number) =>
  `/${language}/converter?direction=new_to_old&${Array.from({ length: count }, (_, i) => `a=${i}`).join('&')}`;

describe('tooLongPage', () => {
  it('names the length when the address is too long', () => {
    const url = `/en/converter?direction=new_to_old&q=${'x'.repeat(8200)}`;
    expect(checkRequestTarget(url)?.body.error.code).toBe('URI_TOO_LONG');
    expect(why(tooLongPage(url))).toBe(
      `This address is ${url.length.toLocaleString('en')} characters long, and the server reads at most 8,192. That happens to a link with too many filters.`,
    );
  });

  it('names the parameter limit when the address has too many parameters, not its length', () => {
    const url = withParameters('en', 1100);
    expect(url.length).toBeLessThan(8192);
    expect(checkRequestTarget(url)?.body.error.code).toBe('TOO_MANY_PARAMETERS');
    expect(why(tooLongPage(url))).toBe(
      'This address has 1,101 parameters, and the server reads at most 1,000. That happens to a link with too many filters.',
    );
  });

  it('says the Ukrainian counts in their plural forms', () => {
    const length = (n: number) => `/uk/converter?q=${'x'.repeat(n - '/uk/converter?q='.length)}`;
    expect(why(tooLongPage(length(8201)))).toMatch(/^Ця адреса має 8 201 символ, /);
    expect(why(tooLongPage(length(8194)))).toMatch(/^Ця адреса має 8 194 символи, /);
    expect(why(tooLongPage(length(8212)))).toMatch(/^Ця адреса має 8 212 символів, /);
    expect(why(tooLongPage(length(8200)))).toBe(
      'Ця адреса має 8 200 символів, а сервер читає щонайбільше 8 192. Так буває з посиланням, у якому забагато фільтрів.',
    );
    expect(why(tooLongPage(withParameters('uk', 1100)))).toMatch(
      /^Ця адреса має 1 101 параметр, а сервер читає щонайбільше 1 000\./,
    );
    expect(why(tooLongPage(withParameters('uk', 1103)))).toMatch(/^Ця адреса має 1 104 параметри,/);
    expect(why(tooLongPage(withParameters('uk', 1110)))).toMatch(
      /^Ця адреса має 1 111 параметрів,/,
    );
  });
});

describe('the parameter limit the converter form keeps to', () => {
  it('is 999 input parameters: with the address’s `direction` or the request’s `api_key`, 1,000', () => {
    // MAX_INPUT_PARAMETERS of src/features/converter/converter-search-params.ts, and its
    // message, say 999: change them with MAX_QUERY_PARAMETERS (the app never imports server/).
    expect(MAX_QUERY_PARAMETERS).toBe(1000);
    expect(checkRequestTarget(withParameters('en', 999))).toBeUndefined();
    expect(checkRequestTarget(withParameters('en', 1000))?.status).toBe(400);
  });
});
