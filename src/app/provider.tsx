import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';

/**
 * The query client (with the credentials it fetches with), the router that uses it, and the
 * language's messages (activated by the router from the address before a page shows). Both are
 * made before the first render (src/main.tsx), which waits for the router's first route.
 */
export function App({
  queryClient,
  router,
}: {
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
