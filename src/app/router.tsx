import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  replace,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { Role } from '../api/contracts/roles';
import { metaQueries } from '../api/meta-queries';
import {
  activateLanguage,
  followHistory,
  isLanguage,
  LANGUAGES,
  preferredLanguage,
  withMessages,
} from '../lib/language';
import { addressInLanguage } from '../lib/language-address';
import { followFocus } from '../lib/focus-return';
import { paths } from '../lib/paths';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { AccountMenu } from './lazy-account-menu';
import { Layout } from './layout';
import { PageLoading, RouteError } from './route-error';
import { NotFoundRoute } from './routes/not-found';

/**
 * Every page of the app, in react-router's data mode. Each route's code loads on demand, in
 * two parts at once: its loader (small: the address codec and the query it starts through the
 * query client) and its page. The address changes when the loader is done: when the page's
 * data is in, or after a short wait (src/lib/route-data.ts). A route that will need a signed-in
 * role gets a loader that checks it first and redirects to the sign-in page with the address
 * to come back to.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /** Proxy mode: the page's loader runs for accounts with `role`; others are asked to sign in. */
  const withRole =
    (role: Role, loader: LoaderFunction): LoaderFunction =>
    async (args) => {
      const meta = await queryClient.ensureQueryData(metaQueries.meta()).catch(() => undefined);
      if (meta?.mode === 'proxy') {
        const { signInUnless } = await import('./proxy-mode');
        const refused = await signInUnless(queryClient, role, args.request);
        if (refused) return refused;
      }
      return loader(args);
    };
  const page = (route: RouteObject): RouteObject => ({
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    ...route,
  });
  /** Whether the router has yet to run its first navigation's loaders (see below). */
  let starting = true;
  return [
    {
      // Every page lives under its language: `/uk/vehicles?…`, `/en/vehicles?…`. The layout
      // renders for the server's mode from the first render on: proxy mode's header row (its
      // meter, as the server's frame paints it) would otherwise come a moment later, and move
      // the page down. `/api/_meta` is preloaded on every page, so this costs no wait.
      path: '/:lang',
      loader: async (args) => {
        // The first page's requests start in a task of their own: the router's start, which
        // calls this, is a long task on a phone already (its history, its routes' matching).
        if (starting) {
          starting = false;
          await yieldToBrowser();
        }
        const meta = queryClient
          .ensureQueryData(metaQueries.meta())
          .then((answer) => {
            // The header's account menu comes with the page: its code starts now, beside the
            // page's own (lazy-account-menu.ts).
            if (answer.mode === 'proxy' && answer.accounts) void AccountMenu.preload();
          })
          .catch(() => undefined);
        const [language] = await Promise.all([languageLoader(args), meta]);
        return language;
      },
      element: <Layout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: [
        page({
          index: true,
          lazy: {
            loader: async () => (await import('./routes/home-route')).homeLoader(queryClient),
            Component: async () => (await withMessages('home', import('./routes/home'))).default,
          },
        }),
        page({
          path: paths.vehicles.path,
          lazy: {
            loader: async () =>
              (await import('../features/vehicles/vehicle-route')).vehicleSearchLoader(queryClient),
            Component: async () =>
              (
                await withMessages(
                  'vehicles',
                  import('../features/vehicles/components/vehicle-search-page'),
                )
              ).default,
          },
        }),
        page({
          path: paths.vehicleAdvert.path,
          lazy: {
            loader: async () =>
              (await import('../features/vehicles/vehicle-advert-route')).vehicleAdvertLoader(
                queryClient,
              ),
            Component: async () =>
              (
                await withMessages(
                  'vehicles',
                  withMessages(
                    'vehicles.advert',
                    withMessages(
                      'advert',
                      import('../features/vehicles/components/vehicle-advert-page'),
                    ),
                  ),
                )
              ).default,
          },
        }),
        page({
          path: paths.realty.path,
          lazy: {
            loader: async () =>
              (await import('../features/realty/realty-route')).realtySearchLoader(queryClient),
            Component: async () =>
              (
                await withMessages(
                  'realty',
                  import('../features/realty/components/realty-search-page'),
                )
              ).default,
          },
        }),
        page({
          path: paths.realtyAdvert.path,
          lazy: {
            loader: async () =>
              (await import('../features/realty/realty-advert-route')).realtyAdvertLoader(
                queryClient,
              ),
            Component: async () =>
              (
                await withMessages(
                  'realty',
                  withMessages(
                    'advert',
                    import('../features/realty/components/realty-advert-page'),
                  ),
                )
              ).default,
          },
        }),
        page({
          path: paths.orders.path,
          lazy: {
            // Proxy mode: operators only; anyone else is asked to sign in, and comes back here.
            loader: async () =>
              withRole(
                'operator',
                (await import('../features/orders/orders-route')).ordersLoader(queryClient),
              ),
            Component: async () =>
              (await withMessages('orders', import('../features/orders/components/orders-page')))
                .default,
          },
        }),
        page({
          path: paths.converter.path,
          lazy: {
            loader: async () =>
              (await import('../features/converter/converter-route')).converterLoader(queryClient),
            Component: async () =>
              (
                await withMessages(
                  'converter',
                  import('../features/converter/components/converter-page'),
                )
              ).default,
          },
        }),
        page({
          path: paths.signIn.path,
          lazy: {
            loader: async () => (await import('./proxy-mode')).signInRoute.loader(queryClient),
            Component: async () =>
              (await withMessages('sign-in', import('./proxy-mode'))).signInRoute.Component,
          },
        }),
        page({ path: '*', Component: NotFoundRoute }),
      ],
    },
    // `/` alone: the reader's language.
    { path: '/', loader: languageLoader },
  ];
}

/**
 * The address's language made active (its catalog loaded) before the page shows. An address
 * without one (`/vehicles?…`, an old link) is replaced, adding no history entry, by the same
 * address in the reader's language; so is one whose first part is a language the app does not
 * have (`/fr/vehicles?…`, `/en-GB/…`): that part is dropped, not read as a page's name, and a
 * tag of one of ours (`/en-GB`, `/UK`) is read as that language.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!isLanguage(params.lang)) {
    const { pathname } = addressInLanguage(url.pathname, LANGUAGES, preferredLanguage);
    return replace(`${pathname}${url.search}${url.hash}`);
  }
  await activateLanguage(params.lang);
  return null;
}

export function createAppRouter(queryClient: QueryClient) {
  // The address's language starts loading with the app, alongside the page's own code; the
  // page's loaders (which may start first) already ask for catalogs in it.
  const first = window.location.pathname.split('/')[1];
  if (isLanguage(first)) void activateLanguage(first);
  const router = createBrowserRouter(createRoutes(queryClient));
  // Where each entry of the tab's history was reached from: an advert's way back.
  followHistory(router);
  // What had the focus on each entry, for Back and Forward to give it back (the layout).
  followFocus(router);
  return router;
}
