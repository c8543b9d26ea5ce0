import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's messages are written in English in the code (macros); Ukrainian is the first
 * language of the app and of its readers. `src/locales/<lang>/messages.po` holds each
 * language's catalog; `npm run i18n:extract` refreshes both from the code.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['uk', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', 'src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
