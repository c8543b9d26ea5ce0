/** Every client route in one place: its router path and how to link to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  vehicles: { path: '/vehicles', getHref: (search = '') => `/vehicles${search}` },
  realty: { path: '/realty', getHref: (search = '') => `/realty${search}` },
  /** An advert's page (`id`: digits; anything else is the page's own "not found"). */
  vehicleAdvert: {
    path: '/vehicles/:id',
    getHref: (id: string | number) => `/vehicles/${encodeURIComponent(id)}`,
  },
  realtyAdvert: {
    path: '/realty/:id',
    getHref: (id: string | number) => `/realty/${encodeURIComponent(id)}`,
  },
  converter: { path: '/converter', getHref: (search = '') => `/converter${search}` },
  orders: { path: '/orders', getHref: (search = '') => `/orders${search}` },
  /**
   * Proxy mode's sign-in: `next` is the address to come back to (checked by the page before it
   * is followed), `role` what it needs, to say so.
   */
  signIn: {
    path: '/sign-in',
    getHref: (next?: string, role?: string) => {
      const params = new URLSearchParams();
      if (next && next !== '/') params.set('next', next);
      if (role) params.set('role', role);
      const search = params.toString();
      return search ? `/sign-in?${search}` : '/sign-in';
    },
  },
} as const;
