/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module cannot import at the top of its file */
/** A catalog imported through @lingui/vite-plugin: its messages, compiled. */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

// A part of a catalog (scripts/vite-lingui-scopes.ts): the messages of every page, or one's.
declare module '*.po?scope=core' {
  export const messages: import('@lingui/core').Messages;
}
declare module '*.po?scope=vehicles' {
  export const messages: import('@lingui/core').Messages;
}
declare module '*.po?scope=realty' {
  export const messages: import('@lingui/core').Messages;
}
declare module '*.po?scope=orders' {
  export const messages: import('@lingui/core').Messages;
}
declare module '*.po?scope=converter' {
  export const messages: import('@lingui/core').Messages;
}
declare module '*.po?scope=sign-in' {
  export const messages: import('@lingui/core').Messages;
}
