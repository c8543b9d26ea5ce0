/**
 * The app, started by src/main.tsx once the page's frame has painted: the query client and
 * the router, then the first render when the first route is ready.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './provider';
import { createQueryClient } from './query-client';
import { setFirstLoad } from '../lib/route-data';
import { createAppRouter } from './router';

/** Once the first route's loaders are done (its code, its language, its data or a short wait). */
function routed(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function start(root: HTMLElement): void {
  // The router starts in a task of its own: the modules' evaluation before it is a long task
  // already on a phone.
  setTimeout(() => {
    const queryClient = createQueryClient();
    // While the server's frame shows the page, its route may wait longer for its data.
    setFirstLoad(root.firstElementChild !== null);
    const router = createAppRouter(queryClient);
    // The server's page shows the page's frame and heading (server/http/page-shell.ts) until
    // the route is ready; rendering before would swap them for a "Loading…" page meanwhile.
    // A transition: React renders the first page in slices between which the phone stays
    // responsive, instead of in one long task.
    void routed(router).then(() => {
      setFirstLoad(false);
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App queryClient={queryClient} router={router} />
          </StrictMode>,
        ),
      );
    });
  });
}
