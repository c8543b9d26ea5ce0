import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const ORIGIN = 'https://search.example';

describe('the sign-in page’s return address', () => {
  it('keeps a path of the app, with its query and fragment', () => {
    expect(safeReturnPath('/orders', ORIGIN)).toBe('/orders');
    expect(safeReturnPath('/orders?status=1&q=Kyiv#top', ORIGIN)).toBe(
      '/orders?status=1&q=Kyiv#top',
    );
    expect(safeReturnPath('/vehicles?marka_id[0]=79', ORIGIN)).toBe('/vehicles?marka_id[0]=79');
  });

  it('goes home for anything that could leave the app', () => {
    for (const next of [
      null,
      undefined,
      '',
      'orders',
      'https://evil.example/orders',
      '//evil.example/orders',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /orders',
      '/api/ria/basket/orders/',
      '/api',
      '/sign-in?next=/orders',
      // Dot segments that resolve to a network path, or to the API.
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
      '/x/..//evil.example/a',
      '/..//api/x',
    ]) {
      expect(safeReturnPath(next, ORIGIN), String(next)).toBe('/');
    }
  });

  it('goes to the home it is given: the sign-in page’s language', () => {
    expect(safeReturnPath(null, ORIGIN, '/uk/')).toBe('/uk/');
    expect(safeReturnPath('/..//evil.example', ORIGIN, '/uk/')).toBe('/uk/');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/a/../orders', ORIGIN)).toBe('/orders');
    expect(safeReturnPath('/../../orders', ORIGIN)).toBe('/orders');
  });
});
