/* eslint-disable no-duplicate-imports -- each ambient module imports for itself */
/** A catalog imported through @lingui/vite-plugin: its messages, compiled. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Each language's catalog parts, each loaded on demand (scripts/vite-lingui-scopes.ts). */
declare module 'virtual:message-catalogs' {
  import type { Messages } from '@lingui/core';
  export const catalogs: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ messages: Messages }>>> | undefined>
  >;
}
