/**
 * Loads a language's `Intl` data for the page (./intl-data.ts): one format of each kind the
 * app makes, with the options that load data of their own (a currency, dates in UTC). Answers
 * whether it could.
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
    postMessage(true);
  } catch {
    postMessage(false);
  } finally {
    close();
  }
});
