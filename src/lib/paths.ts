/** Every client route in one place: its router path and how to link to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  vehicles: { path: '/vehicles', getHref: (search = '') => `/vehicles${search}` },
  realty: { path: '/realty', getHref: (search = '') => `/realty${search}` },
  converter: { path: '/converter', getHref: (search = '') => `/converter${search}` },
  orders: { path: '/orders', getHref: (search = '') => `/orders${search}` },
} as const;
