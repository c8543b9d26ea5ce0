import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link, Outlet, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { renderWithApp } from '../test/render';
import {
  activateLanguage,
  followHistory,
  isLanguage,
  scrollKey,
  withLanguage,
} from '../lib/language';
import { AdvertPage } from './advert-page';

const LABEL = { uk: 'Пошук авто', en: 'Vehicle search' } as const;

/** A loaded advert: all the frame reads of its query. */
const loaded = {
  data: 'An advert',
  isError: false,
  error: null,
} as unknown as UseQueryResult<string>;

/** The layout's language switch, as src/app/layout.tsx links it. */
function Frame() {
  const location = useLocation();
  return (
    <>
      <nav aria-label="Language">
        {(['uk', 'en'] as const).map((language) => (
          <Link
            key={language}
            to={`${withLanguage(location.pathname, language)}${location.search}`}
            preventScrollReset
          >
            {language === 'uk' ? 'Українська' : 'English'}
          </Link>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

function Results() {
  const { lang } = useParams();
  return (
    <main>
      <h1>Results</h1>
      <Link to={`/${lang}/vehicles/7`}>Ford Focus</Link>
    </main>
  );
}

function Advert() {
  const { lang } = useParams();
  const language = lang === 'uk' ? 'uk' : 'en';
  return (
    <AdvertPage
      title="Ford Focus 2015"
      info={loaded}
      resultsHref={`/${language}/vehicles`}
      resultsLabel={LABEL[language]}
    >
      {(data) => <p>{data}</p>}
    </AdvertPage>
  );
}

const routes: RouteObject[] = [
  {
    path: '/:lang',
    // As the app's language route: the address's language made active before the page shows.
    loader: async ({ params }) => {
      if (isLanguage(params.lang)) await activateLanguage(params.lang);
      return null;
    },
    element: <Frame />,
    HydrateFallback: () => null,
    children: [
      { path: 'vehicles', element: <Results /> },
      { path: 'vehicles/:id', element: <Advert /> },
    ],
  },
];

async function open(at: string) {
  const app = await renderWithApp(null, {
    at,
    routes,
    language: at.startsWith('/uk/') ? 'uk' : 'en',
  });
  followHistory(app.router);
  return app;
}

const language = (name: 'Українська' | 'English') =>
  page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name });
const backLink = () => page.getByRole('main').getByRole('paragraph').getByRole('link');
const address = (router: Awaited<ReturnType<typeof open>>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('AdvertPage: the way back', () => {
  it('opened directly, leads to the search, in the language switched to', async () => {
    const { router } = await open('/uk/vehicles/7');
    await expect.element(backLink()).toHaveTextContent('← Пошук авто');

    await userEvent.click(language('English'));
    // Not "Back" to the same advert in Ukrainian.
    await expect.element(backLink()).toHaveTextContent('← Vehicle search');
    expect(address(router)).toBe('/en/vehicles/7');
    await expect.element(backLink()).toHaveAttribute('href', '/en/vehicles');
    await userEvent.click(backLink());
    await expect.element(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    expect(address(router)).toBe('/en/vehicles');
  });

  it('from the results, goes back to them: the same history entry', async () => {
    const { router } = await open('/uk/vehicles?marka_id[0]=79');
    const results = router.state.location.key;
    await userEvent.click(page.getByRole('link', { name: 'Ford Focus' }));
    await expect.element(backLink()).toHaveTextContent('← Назад');
    await expect.element(backLink()).toHaveAttribute('href', '/uk/vehicles?marka_id[0]=79');

    await userEvent.click(backLink());
    await expect.element(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe(results);
  });

  it('from the results, after a language switch, opens them in the new language where they were left', async () => {
    const { router } = await open('/uk/vehicles?marka_id[0]=79');
    // The tab's first entry: the router's 'default' key, kept by its address.
    const results = scrollKey(router.state.location);
    expect(results).toBe('default:/uk/vehicles?marka_id[0]=79');
    await userEvent.click(page.getByRole('link', { name: 'Ford Focus' }));
    await expect.element(backLink()).toHaveTextContent('← Назад');

    await userEvent.click(language('English'));
    await expect.element(backLink()).toHaveTextContent('← Back');
    await expect.element(backLink()).toHaveAttribute('href', '/en/vehicles?marka_id[0]=79');
    await userEvent.click(backLink());
    await expect.element(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    expect(address(router)).toBe('/en/vehicles?marka_id[0]=79');
    // At the Ukrainian results' scroll position (ScrollRestoration's key, src/app/layout.tsx),
    // and the focus of that entry (src/lib/focus-return.ts).
    expect(router.state.location.state).toMatchObject({ scrollOf: results });
    expect(router.state.location.state).toHaveProperty('focusOf');
  });

  it('switched there and back, returns to the results entry itself', async () => {
    const { router } = await open('/uk/vehicles?marka_id[0]=79');
    const results = router.state.location.key;
    await userEvent.click(page.getByRole('link', { name: 'Ford Focus' }));
    await userEvent.click(language('English'));
    await expect.element(backLink()).toHaveTextContent('← Back');
    await userEvent.click(language('Українська'));
    await expect.element(backLink()).toHaveTextContent('← Назад');

    await userEvent.click(backLink());
    await expect.element(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe(results);
  });
});
