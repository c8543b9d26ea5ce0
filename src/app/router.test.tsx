import { afterEach, describe, expect, it } from 'vitest';
import { preferredLanguage, storeLanguage } from '../lib/language';
import { languageLoader } from './router';

/** Where the app sends an address, as its language route's loader answers (null: it stays). */
async function goesTo(address: string): Promise<string | null> {
  const url = new URL(address, 'http://localhost');
  const lang = url.pathname.split('/')[1];
  const answer = await languageLoader({
    params: lang ? { lang } : {},
    request: new Request(url),
    context: {},
  } as Parameters<typeof languageLoader>[0]);
  return answer instanceof Response ? answer.headers.get('Location') : null;
}

afterEach(() => localStorage.removeItem('marketplace-search.language'));

describe('languageLoader', () => {
  it('keeps an address in one of the languages', async () => {
    expect(await goesTo('/uk/vehicles?marka_id[0]=79')).toBeNull();
    expect(await goesTo('/en/vehicles/30401641')).toBeNull();
  });

  it('puts an address without a language in the reader’s, the page and query kept', async () => {
    const language = preferredLanguage();
    expect(await goesTo('/')).toBe(`/${language}/`);
    expect(await goesTo('/vehicles?marka_id[0]=79')).toBe(`/${language}/vehicles?marka_id[0]=79`);
    expect(await goesTo('/sign-in?next=/orders')).toBe(`/${language}/sign-in?next=/orders`);
  });

  it('drops a language the app does not have, not reading it as a page', async () => {
    storeLanguage('uk');
    expect(await goesTo('/fr/vehicles?marka_id[0]=79')).toBe('/uk/vehicles?marka_id[0]=79');
    expect(await goesTo('/de/realty/123#photos')).toBe('/uk/realty/123#photos');
    expect(await goesTo('/fr')).toBe('/uk/');
    expect(await goesTo('/pt-BR/converter')).toBe('/uk/converter');
    storeLanguage('en');
    expect(await goesTo('/fr/vehicles')).toBe('/en/vehicles');
  });

  it('reads a tag of one of its languages as that language', async () => {
    storeLanguage('uk');
    expect(await goesTo('/en-GB/vehicles?category_id=1')).toBe('/en/vehicles?category_id=1');
    expect(await goesTo('/EN/orders')).toBe('/en/orders');
    expect(await goesTo('/uk-UA/')).toBe('/uk/');
  });
});
