import '../../styles.css';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithApp } from '../../test/render';
import { pageWindow, Pagination } from './pagination';

const hrefFor = (p: number) => `/vehicles?page=${p}`;

describe('Pagination', () => {
  // A wide screen unless a test says otherwise (a phone's first row is its own).
  beforeEach(() => page.viewport(1280, 900));

  it('links every page shown, marks the current one, and disables what does not apply', async () => {
    await renderWithApp(
      <Pagination page={0} pageCount={12} hrefFor={hrefFor} onNavigate={() => {}} />,
    );
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect
      .element(pages.getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', hrefFor(1));
    await expect
      .element(pages.getByRole('link', { name: 'Last page' }))
      .toHaveAttribute('href', hrefFor(11));
    await expect.element(pages.getByText('Page 1', { exact: true })).toBeInTheDocument();
    expect(pages.element().querySelector('[aria-current="page"]')?.textContent).toBe('Page 1');
    // Nothing before the first page: not links.
    expect(pages.getByRole('link', { name: 'Previous page' }).elements()).toHaveLength(0);
    expect(pages.getByRole('link', { name: 'First page' }).elements()).toHaveLength(0);
    expect(
      pages
        .getByRole('link')
        .elements()
        .map((link) => link.textContent),
    ).toEqual(['2', '3', '12', 'Next ›', '»']);
  });

  it('hands a plain click to onNavigate, with the page it names', async () => {
    const asked: number[] = [];
    await renderWithApp(
      <Pagination page={5} pageCount={12} hrefFor={hrefFor} onNavigate={(p) => asked.push(p)} />,
    );
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByRole('link', { name: 'Previous page' }).click();
    await page.getByRole('link', { name: 'Page 8' }).click();
    await page.getByRole('link', { name: 'First page' }).click();
    expect(asked).toEqual([6, 4, 7, 0]);
  });

  it('can be used with the keyboard alone', async () => {
    const asked: number[] = [];
    await renderWithApp(
      <Pagination page={1} pageCount={3} hrefFor={hrefFor} onNavigate={(p) => asked.push(p)} />,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'First page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(asked).toEqual([0]);
  });

  it('shows nothing for a single page', async () => {
    await renderWithApp(
      <Pagination page={0} pageCount={1} hrefFor={hrefFor} onNavigate={() => {}} />,
    );
    expect(page.getByRole('navigation').elements()).toHaveLength(0);
  });
});

describe('pageWindow', () => {
  it('shows the pages around the current one, the first and the last', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(10, 100)).toEqual([0, 'gap', 8, 9, 10, 11, 12, 'gap', 99]);
    expect(pageWindow(99, 100)).toEqual([0, 'gap', 97, 98, 99]);
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(pageWindow(4, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 'gap', 9]);
    expect(pageWindow(3, 10)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 9]);
  });

  it('shows nothing for no pages', () => {
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('on a phone keeps Previous and Next side by side on the first row, on every page, first to Tab to', async () => {
    await page.viewport(320, 568);
    try {
      for (const at of [0, 45, 999]) {
        const { screen } = await renderWithApp(
          <Pagination page={at} pageCount={1000} hrefFor={hrefFor} onNavigate={() => {}} />,
        );
        const nav = page.getByRole('navigation', { name: 'Pages' });
        const top = nav.element().getBoundingClientRect().top;
        const rowOf = (element: Element) => Math.round(element.getBoundingClientRect().top - top);
        // What a reader sees and tabs to, in order: the steps (a link, or disabled at an end),
        // then the first page and the numbers on the rows below.
        const shown = [...nav.element().querySelectorAll('a, [aria-disabled]')].filter(
          (element) => element.getClientRects().length > 0,
        );
        expect(shown.slice(0, 2).map((element) => element.textContent)).toEqual([
          '‹ Previous',
          'Next ›',
        ]);
        expect(shown.slice(0, 2).map(rowOf)).toEqual([0, 0]);
        expect(shown[2]?.textContent).toBe('«');
        expect(rowOf(shown[2]!)).toBeGreaterThan(0);
        // Each is named once to a screen reader.
        expect(nav.getByRole('link', { name: 'Next page' }).elements().length).toBeLessThan(2);
        expect(nav.element().scrollWidth).toBeLessThanOrEqual(nav.element().clientWidth);
        await screen.unmount();
      }
    } finally {
      await page.viewport(1280, 900);
    }
  });
});
