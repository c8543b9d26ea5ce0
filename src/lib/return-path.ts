/**
 * Where the sign-in page sends the reader afterwards: an address of this app, given in the
 * sign-in page's own address (`?next=/orders?status=1`). Anyone can write that address, so it
 * is read as untrusted: only a path on this origin is followed, never another site (`//evil`,
 * `/\evil`, `https://…`), a `javascript:` URL or the API; anything else returns home.
 */
const HOME = '/';

export function safeReturnPath(next: string | null | undefined, origin: string): string {
  // A path, not a scheme or a network path (which browsers also read with a backslash).
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return HOME;
  }
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== origin) return HOME;
  // The API and the sign-in page itself are no pages to come back to.
  if (/^(\/(uk|en))?\/(api|sign-in)(\/|$)/.test(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
