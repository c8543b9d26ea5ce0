/**
 * The address in a language of one whose first part is none of `languages` (`/vehicles`,
 * `/fr/…`, `/en-GB/…`): a language tag there is dropped, and read as its language where that is
 * one of `languages`; any other first part is a page's name, kept behind `preferred`
 * (`/vehicles` → `/uk/vehicles`). The app's router moves such an address so
 * (src/app/router.tsx) and the server paints the page it moves to (server/http/page-address.ts).
 */
export function addressInLanguage<L extends string>(
  pathname: string,
  languages: readonly L[],
  preferred: () => L,
): { readonly language: L; readonly pathname: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const tag = /^([a-z]{2})(?:-[a-z\d]{2,8})*$/i.exec(first)?.[1]?.toLowerCase();
  const language = languages.find((known) => known === tag) ?? preferred();
  const path = tag ? `/${rest.join('/')}` : pathname;
  return { language, pathname: `/${language}${path}` };
}
