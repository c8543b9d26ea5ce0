/**
 * The page a browser gets for an address past the request limits (server/http/limits.ts), in
 * place of the API's JSON envelope: someone followed or pasted a link too long to open, and
 * reads why, in the address's language, with a way on. No script and no inline style: the CSP
 * allows neither without a hash.
 */
import { MAX_URL_LENGTH } from '../../src/api/contracts/query-codec';
import { countQueryParameters, MAX_QUERY_PARAMETERS, MAX_URL_BYTES } from './limits';
import { escapeHtml, pageLanguageOf } from './page-shell';

/** A count and its noun in the Ukrainian form it takes: 1 символ, 4 434 символи, 5 символів. */
const ukrainianCount = (forms: { one: string; few: string; many: string }) => {
  const rules = new Intl.PluralRules('uk');
  return (count: number, shown: string) => {
    const form = rules.select(count);
    return `${shown} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
  };
};
const symbols = ukrainianCount({ one: 'символ', few: 'символи', many: 'символів' });
const parameters = ukrainianCount({ one: 'параметр', few: 'параметри', many: 'параметрів' });

/** Each limit's words; `count` and `max` come as numbers and as shown in the language. */
type Why = (count: number, shown: string, max: string) => string;

const WORDS: Record<
  'uk' | 'en',
  { title: string; length: Why; parameters: Why; next: string; format: string }
> = {
  uk: {
    title: 'Посилання задовге',
    length: (count, shown, max) =>
      `Ця адреса має ${symbols(count, shown)}, а сервер читає щонайбільше ${max}. Так буває з посиланням, у якому забагато фільтрів.`,
    parameters: (count, shown, max) =>
      `Ця адреса має ${parameters(count, shown)}, а сервер читає щонайбільше ${max}. Так буває з посиланням, у якому забагато фільтрів.`,
    next: 'Відкрити сторінку без фільтрів',
    format: 'uk',
  },
  en: {
    title: 'This link is too long',
    // Past either limit the count is well over one: always plural.
    length: (_count, shown, max) =>
      `This address is ${shown} characters long, and the server reads at most ${max}. That happens to a link with too many filters.`,
    parameters: (_count, shown, max) =>
      `This address has ${shown} parameters, and the server reads at most ${max}. That happens to a link with too many filters.`,
    next: 'Open the page without its filters',
    format: 'en',
  },
};

/** The HTML for a page address `url` (path and query, as sent) past the limits. */
export function tooLongPage(url: string): string {
  const path = url.split('?')[0] ?? '/';
  const language = pageLanguageOf(path) ?? 'uk';
  const words = WORDS[language];
  const number = (value: number) => value.toLocaleString(words.format);
  // The limit the address is past, as checkRequestTarget tells them apart: its length first.
  const count = url.length > MAX_URL_BYTES ? undefined : countQueryParameters(url);
  const why =
    count !== undefined && count > MAX_QUERY_PARAMETERS
      ? words.parameters(count, number(count), number(MAX_QUERY_PARAMETERS))
      : words.length(url.length, number(url.length), number(MAX_URL_BYTES));
  // The page itself, when its path alone is an address the server reads; else the start.
  const next = path.length <= MAX_URL_LENGTH / 2 ? path : `/${language}/`;
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${words.title}</title>
  </head>
  <body>
    <main>
      <h1>${words.title}</h1>
      <p>${escapeHtml(why)}</p>
      <p><a href="${escapeHtml(next)}">${words.next}</a></p>
    </main>
  </body>
</html>
`;
}
