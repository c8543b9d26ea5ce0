/**
 * What the app needs only in proxy mode, in one module so that it loads as one chunk: embedded
 * mode never downloads it. The router loads the sign-in page from here, and `signInUnless`
 * guards a page that needs a role. The header's account menu loads apart
 * (lazy-account-menu.ts): every page of proxy mode loads it, and needs none of the sign-in form.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import type { Role } from '../api/contracts/session';
import { rolesOf, sessionQueries } from '../api/session-queries';
import SignInPage from '../features/sign-in/components/sign-in-page';
import { signInLoader } from '../features/sign-in/sign-in-route';
import { paths } from '../lib/paths';
/** The sign-in page (`/sign-in`): its loader and its component. */
export const signInRoute = { loader: signInLoader, Component: SignInPage };

/**
 * For a page that needs a signed-in role in proxy mode (the orders: `operator`): a redirect to
 * the sign-in page, with the address to come back to (query and all), for a visitor without
 * it; null for an account that has it. When the session cannot be read, null: the page loads,
 * and its own request says what is wrong.
 */
export async function signInUnless(
  client: QueryClient,
  role: Role,
  request: Request,
): Promise<Response | null> {
  const session = await client.fetchQuery(sessionQueries.session()).catch(() => undefined);
  if (!session || rolesOf(session).includes(role)) return null;
  const url = new URL(request.url);
  return redirect(paths.signIn.getHref(`${url.pathname}${url.search}`, role));
}
