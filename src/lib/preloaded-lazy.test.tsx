import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { preloadedLazy } from './preloaded-lazy';

function Results({ text }: { readonly text: string }) {
  return <p>{text}</p>;
}

class Failure extends Component<{ readonly children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

describe('preloadedLazy', () => {
  it('shows a component whose code has arrived at once, never its fallback', async () => {
    const Lazy = preloadedLazy(() => Promise.resolve(Results));
    await Lazy.preload();
    const fallbacks: string[] = [];
    function Loading() {
      fallbacks.push('Loading orders…');
      return <p>Loading orders…</p>;
    }
    const screen = await render(
      <Suspense fallback={<Loading />}>
        <Lazy text="127 orders" />
      </Suspense>,
    );
    await expect.element(screen.getByText('127 orders')).toBeVisible();
    expect(fallbacks).toEqual([]);
  });

  it('shows the fallback until the code arrives, as a lazy component does, and loads it once', async () => {
    let arrive: (component: typeof Results) => void = () => undefined;
    let loads = 0;
    const Lazy = preloadedLazy(
      () =>
        new Promise<typeof Results>((resolve) => {
          loads += 1;
          arrive = resolve;
        }),
    );
    const screen = await render(
      <Suspense fallback={<p>Loading orders…</p>}>
        <Lazy text="127 orders" />
      </Suspense>,
    );
    await expect.element(screen.getByText('Loading orders…')).toBeVisible();
    void Lazy.preload();
    arrive(Results);
    await expect.element(screen.getByText('127 orders')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Loading orders…');
    expect(loads).toBe(1);
  });

  it('hands a failed load to the error boundary', async () => {
    const Lazy = preloadedLazy<{ readonly text: string }>(() =>
      Promise.reject(new Error('The page’s code could not load')),
    );
    const screen = await render(
      <Failure>
        <Suspense fallback={<p>Loading orders…</p>}>
          <Lazy text="127 orders" />
        </Suspense>
      </Failure>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The page’s code could not load');
  });

  it('loads again at the next preload after a failure (back online), not at every render', async () => {
    let loads = 0;
    const Lazy = preloadedLazy<{ readonly text: string }>(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('The dialog’s code could not load'))
        : Promise.resolve(Results);
    });
    await Lazy.preload().then(undefined, () => undefined);
    const failed = await render(
      <Failure>
        <Lazy text="Delete this advert?" />
      </Failure>,
    );
    await expect.element(failed.getByRole('alert')).toHaveTextContent('could not load');
    expect(loads).toBe(1);

    await Lazy.preload();
    const screen = await render(<Lazy text="Delete this advert?" />);
    await expect.element(screen.getByText('Delete this advert?')).toBeVisible();
    expect(loads).toBe(2);
  });
});
