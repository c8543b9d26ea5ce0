import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../../scripts/bundle-budget.mjs';
import {
  acceptedLanguage,
  pageAddressInLanguage,
  canonicalPagePath,
  routeOf,
} from './page-address';

/** The app's routes, as the server declares them (server/http/app-page.ts). */
const ROUTES = Object.keys(ROUTE_MODULES);

describe('the reader’s language, as the app picks it for an address without one', () => {
  it('is the first of the app’s languages the browser asks for, by weight', () => {
    expect(acceptedLanguage('en-US,en;q=0.9')).toBe('en');
    expect(acceptedLanguage('uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('uk');
    // A language the app does not have is passed over, not read as Ukrainian.
    expect(acceptedLanguage('de-DE,de;q=0.9,en;q=0.8,uk;q=0.7')).toBe('en');
    expect(acceptedLanguage('en;q=0.5, UK;q=0.8')).toBe('uk');
    expect(acceptedLanguage('uk;q=0, en;q=0.1')).toBe('en');
  });

  it('is Ukrainian when the browser names none of the app’s', () => {
    expect(acceptedLanguage(undefined)).toBe('uk');
    expect(acceptedLanguage('')).toBe('uk');
    expect(acceptedLanguage('fr-FR,fr;q=0.9,*;q=0.5')).toBe('uk');
  });
});

describe('the address the app moves an address without a language to', () => {
  it('keeps a page’s name behind the reader’s language', () => {
    expect(pageAddressInLanguage('/', 'en')).toEqual({ language: 'en', pathname: '/en/' });
    expect(pageAddressInLanguage('/vehicles', 'uk')).toEqual({
      language: 'uk',
      pathname: '/uk/vehicles',
    });
    expect(pageAddressInLanguage('/nope/such', 'en').pathname).toBe('/en/nope/such');
  });

  it('reads a language tag first as that language, or drops one the app does not have', () => {
    expect(pageAddressInLanguage('/en-GB/vehicles', 'uk')).toEqual({
      language: 'en',
      pathname: '/en/vehicles',
    });
    expect(pageAddressInLanguage('/UK/realty/5', 'en').pathname).toBe('/uk/realty/5');
    expect(pageAddressInLanguage('/fr/vehicles', 'en').pathname).toBe('/en/vehicles');
  });
});

describe('the route an address under a language shows', () => {
  it('is matched as react-router matches it: any case, trailing slashes aside', () => {
    expect(routeOf('/uk/', ROUTES)).toBe('/');
    expect(routeOf('/uk', ROUTES)).toBe('/');
    expect(routeOf('/en/vehicles', ROUTES)).toBe('/vehicles');
    expect(routeOf('/en/Vehicles/', ROUTES)).toBe('/vehicles');
    expect(routeOf('/en/vehicles/123', ROUTES)).toBe('/vehicles/:id');
    // Not digits: the advert route's, which says "not found" itself.
    expect(routeOf('/en/realty/abc', ROUTES)).toBe('/realty/:id');
    expect(routeOf('/en/sign-in', ROUTES)).toBe('/sign-in');
  });

  it('is none for an address that is none of the app’s pages', () => {
    for (const path of ['/en/nope', '/uk/orders/123', '/en/vehicles/1/photos', '/uk//vehicles']) {
      expect(routeOf(path, ROUTES), path).toBeUndefined();
    }
  });
});

describe('the one spelling of a page’s address', () => {
  it('has single slashes, and no trailing one but the start page’s', () => {
    expect(canonicalPagePath('//uk/vehicles', ROUTES)).toBe('/uk/vehicles');
    expect(canonicalPagePath('//en', ROUTES)).toBe('/en/');
    expect(canonicalPagePath('/en//', ROUTES)).toBe('/en/');
    expect(canonicalPagePath('/uk/vehicles//', ROUTES)).toBe('/uk/vehicles');
    expect(canonicalPagePath('/uk//vehicles///123', ROUTES)).toBe('/uk/vehicles/123');
    expect(canonicalPagePath('//', ROUTES)).toBe('/');
    expect(canonicalPagePath('//vehicles', ROUTES)).toBe('/vehicles');
    expect(canonicalPagePath('/en//nope', ROUTES)).toBe('/en/nope');
  });

  it('spells a route’s own parts in their case, and keeps ids and the query as they are', () => {
    expect(canonicalPagePath('/en/Vehicles', ROUTES)).toBe('/en/vehicles');
    expect(canonicalPagePath('/en/VEHICLES/123/?Marka_id[0]=79', ROUTES)).toBe(
      '/en/vehicles/123?Marka_id[0]=79',
    );
    expect(canonicalPagePath('/uk/Sign-In?next=%2Fuk%2Forders', ROUTES)).toBe(
      '/uk/sign-in?next=%2Fuk%2Forders',
    );
    // What is no route's is the app's "not found": no spelling of it is another's.
    expect(canonicalPagePath('/en/Nope', ROUTES)).toBeUndefined();
    // An address without a language is the app's to move: its case is left alone.
    expect(canonicalPagePath('/Vehicles', ROUTES)).toBeUndefined();
  });

  it('is none for an address spelt so already, or that the app reads as it is', () => {
    for (const url of [
      '/',
      '/uk',
      '/uk/',
      '/en/vehicles?marka_id[0]=79',
      // A single trailing slash: the same page to the server and the app.
      '/uk/vehicles/',
      '/en/vehicles/123/',
      '/en/nope',
      '/fr/vehicles',
      'http://example.com//uk/vehicles',
    ]) {
      expect(canonicalPagePath(url, ROUTES), url).toBeUndefined();
    }
  });

  it('never leads to another host', () => {
    for (const url of [
      '//evil.example/uk/vehicles',
      '///evil.example',
      '//\\evil.example',
      '/\\/evil.example//',
      '//%2F%2Fevil.example',
      '//evil.example?//x',
    ]) {
      const location = canonicalPagePath(url, ROUTES);
      expect(location, url).toMatch(/^\/(?![/\\])/);
      // As a browser reads it against this origin.
      expect(new URL(location!, 'http://shop.test').host, url).toBe('shop.test');
    }
    expect(canonicalPagePath('//\\evil.example', ROUTES)).toBe('/%5Cevil.example');
  });
});
