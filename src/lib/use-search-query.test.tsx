import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { QueryPair } from '../api/contracts/query-codec';
import { createTestClient } from '../test/render';
import type { QueryCodec } from './url-query';
import { usePendingQuery, useSearchQuery } from './use-search-query';

interface Query {
  readonly sort: number;
  readonly q: string;
}

const codec: QueryCodec<Query> = {
  decode: (pairs) => ({
    query: {
      sort: Number(pairs.find(([name]) => name === 'sort')?.[1] ?? 0),
      q: pairs.find(([name]) => name === 'q')?.[1] ?? '',
    },
    issues: [],
    unknown: pairs.filter(([name]) => name !== 'sort' && name !== 'q').map(([name]) => name),
  }),
  encode: (query) => {
    const pairs: QueryPair[] = [];
    if (query.q) pairs.push(['q', query.q]);
    if (query.sort) pairs.push(['sort', String(query.sort)]);
    return pairs;
  },
};

/** The sorts whose data was asked for, in order. */
const started: number[] = [];

/**
 * Sorts whose page React may not show yet: rendering one suspends, so React keeps the page it
 * shows while the router has already landed there (as a busy phone does for a while).
 */
const held = new Map<number, Promise<void>>();

function Held({ sort }: { readonly sort: number }) {
  const hold = held.get(sort);
  if (hold) use(hold);
  return null;
}

function Probe() {
  const url = useSearchQuery(codec, {
    data: (query: Query) => ({
      queryKey: ['probe', query.sort],
      queryFn: () => {
        started.push(query.sort);
        return Promise.resolve(query.sort);
      },
    }),
  });
  const pending = usePendingQuery(codec);
  const [runs, setRuns] = useState(0);
  return (
    <>
      <Suspense>
        <Held sort={url.query.sort} />
      </Suspense>
      <p aria-label="Shown">{JSON.stringify(url.query)}</p>
      <p aria-label="Pending">{pending ? JSON.stringify(pending) : 'none'}</p>
      <p aria-label="Unknown">{url.unknown.join(',') || 'none'}</p>
      <button type="button" onClick={() => void url.setQuery((q) => ({ ...q, sort: q.sort + 1 }))}>
        Next sort
      </button>
      <button
        type="button"
        onClick={() => {
          setRuns(runs + 1);
          void url.setQuery((q) => ({ ...q, q: 'vw' }));
        }}
      >
        Search vw
      </button>
      <a href={url.hrefFor({ sort: 2, q: 'a b' })}>Link</a>
    </>
  );
}

/** The page's route, whose loader waits until the test lets it go. */
async function show(at: string) {
  const gates: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: <Probe />,
        loader: () => new Promise<null>((resolve) => gates.push(() => resolve(null))),
      },
    ],
    { initialEntries: [at] },
  );
  const release = async () => {
    await expect.poll(() => gates.length).toBeGreaterThan(0);
    for (const open of gates.splice(0)) open();
  };
  const shown = render(
    <QueryClientProvider client={createTestClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await release();
  await shown;
  return { router, release };
}

const text = (label: string) => page.getByLabelText(label);

describe('useSearchQuery', () => {
  it('reads the address through the codec, and writes links with readable brackets', async () => {
    await show('/search?q=vw&sort=1&utm=x');
    await expect.element(text('Shown')).toHaveTextContent('{"sort":1,"q":"vw"}');
    await expect.element(text('Unknown')).toHaveTextContent('utm');
    await expect
      .element(page.getByRole('link', { name: 'Link' }))
      .toHaveAttribute('href', '/search?q=a%20b&sort=2');
  });

  it('offers the query on its way while the loader waits, and builds on it', async () => {
    const { router, release } = await show('/search');
    started.length = 0;
    await page.getByRole('button', { name: 'Next sort' }).click();
    await expect.element(text('Pending')).toHaveTextContent('{"sort":1,"q":""}');
    // The page's data is on its way before the router's loader has run.
    expect(started).toEqual([1]);
    // The address keeps the shown query until the data is in.
    await expect.element(text('Shown')).toHaveTextContent('{"sort":0,"q":""}');
    expect(router.state.location.search).toBe('');
    // A second change while the first loads builds on the first.
    await page.getByRole('button', { name: 'Next sort' }).click();
    await expect.element(text('Pending')).toHaveTextContent('{"sort":2,"q":""}');
    await release();
    await expect.element(text('Shown')).toHaveTextContent('{"sort":2,"q":""}');
    await expect.element(text('Pending')).toHaveTextContent('none');
    expect(router.state.location.search).toBe('?sort=2');
    // One history entry for the search that landed.
    const back = router.navigate(-1);
    await release();
    await back;
    expect(router.state.location.search).toBe('');
  });

  it('builds on a search the router has landed on before React shows it', async () => {
    const { router, release } = await show('/search');
    let show1 = () => {};
    held.set(1, new Promise<void>((resolve) => (show1 = resolve)));
    try {
      await page.getByRole('button', { name: 'Next sort' }).click();
      await release();
      await expect.poll(() => router.state.location.search).toBe('?sort=1');
      await expect.element(text('Shown')).toHaveTextContent('{"sort":0,"q":""}');
      // The next change, made while the page still shows the search before, follows sort 1.
      await page.getByRole('button', { name: 'Next sort' }).click();
      await release();
      show1();
      await expect.element(text('Shown')).toHaveTextContent('{"sort":2,"q":""}');
      expect(router.state.location.search).toBe('?sort=2');
    } finally {
      held.clear();
    }
  });

  it('writes no history entry when nothing changes', async () => {
    const { router, release } = await show('/search?q=vw');
    const key = router.state.location.key;
    await page.getByRole('button', { name: 'Search vw' }).click();
    await page.getByRole('button', { name: 'Next sort' }).click();
    await release();
    await expect.element(text('Shown')).toHaveTextContent('{"sort":1,"q":"vw"}');
    const back = router.navigate(-1);
    await release();
    await back;
    expect(router.state.location.key).toBe(key);
  });
});
