import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createTestClient, renderWithApp } from '../test/render';
import { createCounter } from '../lib/use-search-form';
import { Pager, ResultStates, SearchPage, StatusLine } from './search-page';

interface Answer {
  readonly ids: readonly number[];
  readonly count: number;
}

/** A page of a fake search: its query function counts the calls. */
function pageQuery(p: number, calls: number[], answer: () => Promise<Answer>) {
  return queryOptions({
    queryKey: ['test-search', p],
    queryFn: () => {
      calls.push(p);
      return answer();
    },
  });
}

function Results({
  p,
  calls,
  answer,
}: {
  p: number;
  calls: number[];
  answer: () => Promise<Answer>;
}) {
  const search = useQuery(pageQuery(p, calls, answer));
  return (
    <SearchPage
      title="Test search"
      filters={{
        id: 'test-filters',
        activeCount: 2,
        searches: createCounter(),
        lifecycle: <></>,
        content: (
          <form aria-label="Test filters">
            <label>
              Make <input />
            </label>
          </form>
        ),
      }}
    >
      <StatusLine search={search} describe={(data) => `${data.count} adverts`} />
      <ResultStates
        search={search}
        loadingText="Loading adverts…"
        empty={(data) => (data.ids.length ? null : <p>No adverts</p>)}
      >
        {(data) => (
          <>
            <ul aria-label="Adverts">
              {data.ids.map((id) => (
                <li key={id}>{id}</li>
              ))}
            </ul>
            <Pager
              page={p}
              pageCount={3}
              hrefFor={(target) => `/?page=${target}`}
              next={pageQuery(p + 1, calls, answer)}
            />
          </>
        )}
      </ResultStates>
    </SearchPage>
  );
}

async function show(client: QueryClient, answer: () => Promise<Answer>, calls: number[] = []) {
  await renderWithApp(<Results p={0} calls={calls} answer={answer} />, { client });
  return calls;
}

describe('the search page shell', () => {
  it('says it is searching, then the count, and prefetches the next page once shown', async () => {
    const calls = await show(createTestClient(), () => Promise.resolve({ ids: [1, 2], count: 25 }));
    await expect.element(page.getByRole('status')).toHaveTextContent('25 adverts');
    await expect.element(page.getByRole('list', { name: 'Adverts' })).toBeVisible();
    await expect.poll(() => calls).toEqual([0, 1]);
  });

  it('explains a failure, with the way to try again', async () => {
    let fail = true;
    await show(createTestClient(), () =>
      fail ? Promise.reject(new Error('boom')) : Promise.resolve({ ids: [3], count: 1 }),
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('The search failed.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('1 adverts');
    // The button went with its panel: the reader goes on from the results' heading.
    await expect.element(page.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it('shows the empty state for no results', async () => {
    await show(createTestClient(), () => Promise.resolve({ ids: [], count: 0 }));
    await expect.element(page.getByText('No adverts')).toBeVisible();
  });

  it('folds the filters behind a button on a phone, counting the active ones', async () => {
    await page.viewport(375, 740);
    try {
      await show(createTestClient(), () => Promise.resolve({ ids: [1], count: 1 }));
      const toggle = page.getByRole('button', { name: 'Show filters (2)' });
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
      const form = page.getByRole('form', { name: 'Test filters' });
      // Hidden: out of the accessibility tree (its fields render later, when the phone is idle).
      expect(form.query()).toBeNull();
      await userEvent.click(toggle);
      await expect
        .element(page.getByRole('button', { name: 'Hide filters' }))
        .toHaveAttribute('aria-expanded', 'true');
      await expect.element(form).toBeVisible();
    } finally {
      await page.viewport(1280, 900);
    }
  });
});
