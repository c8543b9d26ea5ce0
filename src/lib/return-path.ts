/**
 * Where the sign-in page sends the reader afterwards: an address of this app, given in the
 * sign-in page's own address (`?next=/orders?status=1`). Anyone can write that address, so it
 * is read as untrusted: only a path on this origin is followed, never another site (`//evil`,
 * `/\evil`, `https://…`), a `javascript:` URL or the API; anything else returns `home` (the
 * start page in the sign-in page's language).
 */
export function safeReturnPath(
  next: string | null | undefined,
  origin: string,
  home = '/',
): string {
  // A path, not a scheme or a network path (which browsers also read with a backslash).
  const network = (path: string) => path.startsWith('//') || path.startsWith('/\\');
  if (!next || !next.startsWith('/') || network(next)) return home;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return home;
  }
  // Dot segments resolved can make a network path again: `/..//evil.example`.
  if (url.origin !== origin || network(url.pathname)) return home;
  // The API and the sign-in page itself are no pages to come back to.
  if (/^(\/(uk|en))?\/(api|sign-in)(\/|$)/.test(url.pathname)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
