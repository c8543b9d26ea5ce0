import { currentLanguage } from './language';

/**
 * Every client route in one place: its router path (under `/:lang`) and how to link to it, in
 * the language being shown.
 */
const href = (path: string, search = '') => `/${currentLanguage()}${path}${search}`;

export const paths = {
  home: { path: '', getHref: () => href('/') },
  vehicles: { path: 'vehicles', getHref: (search = '') => href('/vehicles', search) },
  realty: { path: 'realty', getHref: (search = '') => href('/realty', search) },
  /** An advert's page (`id`: digits; anything else is the page's own "not found"). */
  vehicleAdvert: {
    path: 'vehicles/:id',
    getHref: (id: string | number) => href(`/vehicles/${encodeURIComponent(id)}`),
  },
  realtyAdvert: {
    path: 'realty/:id',
    getHref: (id: string | number) => href(`/realty/${encodeURIComponent(id)}`),
  },
  converter: { path: 'converter', getHref: (search = '') => href('/converter', search) },
  orders: { path: 'orders', getHref: (search = '') => href('/orders', search) },
  /**
   * Proxy mode's sign-in: `next` is the address to come back to (checked by the page before it
   * is followed), `role` what it needs, to say so.
   */
  signIn: {
    path: 'sign-in',
    getHref: (next?: string, role?: string) => {
      const params = new URLSearchParams();
      if (next && next !== '/') params.set('next', next);
      if (role) params.set('role', role);
      const search = params.toString();
      return href('/sign-in', search ? `?${search}` : '');
    },
  },
} as const;
