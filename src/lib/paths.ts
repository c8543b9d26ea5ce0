/** Every client route in one place: its router path and how to link to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
} as const;
