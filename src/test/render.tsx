/**
 * Rendering components in tests: a fresh QueryClient each time (no retries, answers kept),
 * seeded with what the component would fetch, inside a memory router.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { metaQueries } from '../api/meta-queries';
import type { MetaResponse } from '../api/contracts/meta';
import { activateLanguage, loadMessages, type Language } from '../lib/language';
import { MESSAGE_PARTS, type MessagePart } from '../lib/message-parts';

// Component tests read English unless they ask otherwise; query keys made before a render
// (seeded answers) carry the same language as the render.
await activateLanguage('en');

export const DEMO_META: MetaResponse = {
  mode: 'embedded',
  demo: { api_key: 'demo-key', user_id: 5820722 },
  dataset: { vehicles: 20_000, realty: 10_000, orders: 300 },
};

/** A client for one test: nothing retried, nothing refetched, the demo account known. */
export function createTestClient(meta: MetaResponse = DEMO_META): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  client.setQueryData(metaQueries.meta().queryKey, meta);
  return client;
}

/** Answers the component would fetch, put in the cache first (no request goes out). */
export function seed(client: QueryClient, answers: readonly (readonly [QueryKey, unknown])[]) {
  for (const [key, data] of answers) client.setQueryData(key, data);
}

interface Options {
  readonly client?: QueryClient;
  /** The address the component is shown at. */
  readonly at?: string;
  /** Other routes, to follow where the component navigates. */
  readonly routes?: RouteObject[];
  /** The language shown (its real catalog): English unless a test asks for Ukrainian. */
  readonly language?: Language;
}

export async function renderWithApp(ui: ReactNode, options: Options = {}) {
  await activateLanguage(options.language ?? 'en');
  // Every page's messages: a component test renders a page's parts without its route.
  await Promise.all(
    (Object.keys(MESSAGE_PARTS) as MessagePart[]).map((part) => loadMessages(part)),
  );
  const client = options.client ?? createTestClient();
  const router = createMemoryRouter([{ path: '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.at ?? '/'],
  });
  const screen = await render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { screen, client, router };
}
