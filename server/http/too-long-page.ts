/**
 * The page a browser gets for an address past the request limits (server/http/limits.ts), in
 * place of the API's JSON envelope: someone followed or pasted a link too long to open, and
 * reads why, in the address's language, with a way on. No script and no inline style: the CSP
 * allows neither without a hash.
 */
import { MAX_URL_LENGTH } from '../../src/api/contracts/query-codec';
import { escapeHtml, pageLanguageOf } from './page-shell';

const WORDS = {
  uk: {
    title: 'Посилання задовге',
    why: (length: string, max: string) =>
      `Ця адреса має ${length} символів, а сервер читає щонайбільше ${max}. Так буває з посиланням, у якому забагато фільтрів.`,
    next: 'Відкрити сторінку без фільтрів',
    format: 'uk',
  },
  en: {
    title: 'This link is too long',
    why: (length: string, max: string) =>
      `This address is ${length} characters long, and the server reads at most ${max}. That happens to a link with too many filters.`,
    next: 'Open the page without its filters',
    format: 'en',
  },
} as const;

/** The HTML for a page address `url` (path and query, as sent) past the limits. */
export function tooLongPage(url: string): string {
  const path = url.split('?')[0] ?? '/';
  const language = pageLanguageOf(path) ?? 'uk';
  const words = WORDS[language];
  const number = (value: number) => value.toLocaleString(words.format);
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
      <p>${escapeHtml(words.why(number(url.length), number(MAX_URL_LENGTH)))}</p>
      <p><a href="${escapeHtml(next)}">${words.next}</a></p>
    </main>
  </body>
</html>
`;
}
