/**
 * Loads the page language's `Intl` data on a worker thread (src/main.tsx starts it as the app
 * starts). ICU keeps a locale's data for the whole renderer process, not per thread, so the
 * app's formats (src/lib/format.ts, Lingui's plurals) are then made in a moment on the main
 * thread. Loaded there, the locale and the first number format each took 50–70 ms on a
 * mid-range phone (4x CPU): two long tasks in every page's start. One format of each kind the
 * app makes, with the options that load data of their own (a currency, dates in UTC).
 */
addEventListener('message', ({ data: language }: MessageEvent<string>) => {
  try {
    new Intl.Locale(language).maximize();
    new Intl.NumberFormat(language, { style: 'currency', currency: 'UAH' }).format(1);
    new Intl.PluralRules(language).select(1);
    new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(0);
    new Intl.Collator(language, { sensitivity: 'base', numeric: true }).compare('a', 'b');
  } finally {
    // Nothing else to do: the data stays loaded for the page.
    close();
  }
});
