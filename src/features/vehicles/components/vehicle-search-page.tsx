import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  decodeVehicleSearch,
  effectivePageSize,
  encodeVehicleSearch,
  ORDER_BY,
  type VehicleSearchQuery,
} from '../../../api/contracts/vehicle-search-query';
import { useCredentials } from '../../../api/credentials';
import { DroppedParamsNotice } from '../../../components/dropped-params-notice';
import { ApiErrorPanel } from '../../../components/api-error-panel';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { formatCount, formatQuantity } from '../../../lib/format';
import { loadBeforeNavigating } from '../../../lib/load-before-navigating';
import { useDraft } from '../../../lib/use-draft';
import { useUrlForm } from '../../../lib/use-url-form';
import { useUrlQuery, type QueryCodec } from '../../../lib/use-url-query';
import { whenIdle } from '../../../lib/when-idle';
import { NothingDeletedError, useDeleteAdvert } from '../api/vehicle-mutations';
import { vehicleQueries } from '../api/vehicle-queries';
import { countFilters, withoutFilters } from '../vehicle-filter-chips';
import {
  PAGE_SIZES,
  toFormValues,
  toQuery,
  vehicleFormSchema,
  type VehicleFormValues,
} from '../vehicle-search-params';
import { ActiveFilters } from './active-filters';
import { PasteLink } from './paste-link';
import { VehicleCard } from './vehicle-card';
import { VehicleFilters } from './vehicle-filters';

const codec: QueryCodec<VehicleSearchQuery> = {
  decode: decodeVehicleSearch,
  encode: encodeVehicleSearch,
};
const resolver = zodResolver(vehicleFormSchema) as Resolver<VehicleFormValues>;

/** Pages past this are not offered: narrowing the search serves better than page 5,000. */
export const MAX_PAGES = 1000;

// The live service's orders (LIVE-2026.md), so that the proxy sends only values it knows.
const SORTS: Record<(typeof ORDER_BY)[number], string> = {
  0: 'Newest first',
  2: 'Price: low to high',
  3: 'Price: high to low',
  5: 'Year: newest first',
  6: 'Year: oldest first',
  7: 'Date added: newest first',
  8: 'Date added: oldest first',
  12: 'Mileage: highest first',
  13: 'Mileage: lowest first',
};

export default function VehicleSearchPage() {
  const { credentials, ready } = useCredentials();
  const { apiKey, userId } = credentials;
  const queryClient = useQueryClient();
  const url = useUrlQuery(codec, {
    // The results come in before the address changes: the page changes once, not twice.
    beforeNavigate: (next) =>
      ready ? loadBeforeNavigating(queryClient, vehicleQueries.search(next, apiKey)) : undefined,
  });
  const { query } = url;

  const { form, handleSubmit } = useUrlForm<VehicleSearchQuery, VehicleFormValues>({
    query,
    toValues: toFormValues,
    toQuery,
    setQuery: url.setQuery,
    resolver,
  });

  const page = query.page ?? 0;
  const size = effectivePageSize(query.countpage);
  const search = useQuery({
    ...vehicleQueries.search(query, apiKey),
    enabled: ready,
    // The previous page stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
  });
  const result = search.data?.result.search_result;
  const count = result?.count ?? 0;
  const pageCount = Math.min(MAX_PAGES, Math.ceil(count / size));

  // Prefetch the next page, so that "Next" shows at once; after this page has painted.
  useEffect(() => {
    if (!ready || search.isPlaceholderData || !result || page + 1 >= pageCount) return;
    return whenIdle(
      () =>
        void queryClient.prefetchQuery(vehicleQueries.search({ ...query, page: page + 1 }, apiKey)),
    );
  }, [ready, search.isPlaceholderData, result, page, pageCount, query, apiKey, queryClient]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const { setQuery } = url;
  // Reads the address when called, so the handler (and the memoised panel) stays the same.
  const clearAll = useCallback(() => setQuery(withoutFilters), [setQuery]);
  // Stable handlers keep the (large) filter panel from re-rendering when results arrive.
  const submitFilters = useCallback(
    (event: FormEvent<HTMLFormElement>) => void handleSubmit(() => setFiltersOpen(false))(event),
    [handleSubmit],
  );

  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const goToPage = (target: number) => {
    url.setQuery(
      { ...query, page: target || undefined },
      {
        // Keyboard and screen-reader users start at the top of the new page, once it is shown
        // (the page itself scrolls there; focusing must not move the page being left).
        onNavigated: () => resultsHeading.current?.focus({ preventScroll: true }),
      },
    );
  };

  const [pendingDelete, setPendingDelete] = useState<{ id: string; title: string } | null>(null);
  const askToDelete = useCallback(
    (id: string, title: string) => setPendingDelete({ id, title }),
    [setPendingDelete],
  );
  const [outcome, setOutcome] = useState<{
    tone: 'success' | 'warning' | 'error';
    text: string;
  } | null>(null);
  const deletion = useDeleteAdvert();
  const confirmDelete = () => {
    if (!pendingDelete || userId === null) return;
    const { id, title } = pendingDelete;
    deletion.mutate(
      { autoId: id, userId, apiKey },
      {
        onSuccess: () =>
          setOutcome({ tone: 'success', text: `Deleted “${title}” (advert ${id}).` }),
        onError: (error) =>
          setOutcome({
            tone: error instanceof NothingDeletedError ? 'warning' : 'error',
            text:
              error instanceof NothingDeletedError
                ? `Nothing was deleted: advert ${id} was not found, or it is not yours.`
                : `“${title}” was not deleted: ${error.message}`,
          }),
        onSettled: () => {
          setPendingDelete(null);
          resultsHeading.current?.focus();
        },
      },
    );
  };

  const [pasteNotUsed, setPasteNotUsed] = useState<readonly string[]>([]);

  const statusText =
    !ready || search.isPending
      ? 'Searching…'
      : search.isError && !search.data
        ? 'The search failed.'
        : formatQuantity(count, 'advert', 'adverts');

  const activeFilters = useMemo(() => countFilters(query), [query]);
  // The selects show a choice at once; the address follows when its results are in.
  const [sortChoice, setSortChoice] = useDraft(String(query.order_by ?? 0));
  const [sizeChoice, setSizeChoice] = useDraft(String(size));

  return (
    <main className="page page--search" id="main">
      <h1>Vehicle search</h1>
      <DroppedParamsNotice
        issues={url.issues}
        unknown={url.unknown}
        kind="a vehicle search parameter"
        link={url.search}
      />
      <div className="search-layout">
        <aside className="search-layout__filters" aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="visually-hidden">
            Filters
          </h2>
          <button
            type="button"
            className="button button--secondary filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="vehicle-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen
              ? 'Hide filters'
              : `Show filters${activeFilters ? ` (${activeFilters})` : ''}`}
          </button>
          <div
            id="vehicle-filters"
            className={`filters-panel${filtersOpen ? ' filters-panel--open' : ''}`}
          >
            <PasteLink
              apiKey={apiKey}
              onApply={({ query: pasted, notUsed }) => {
                setPasteNotUsed(notUsed);
                url.setQuery(pasted);
              }}
            />
            <VehicleFilters
              form={form}
              apiKey={apiKey}
              onSubmit={submitFilters}
              onReset={clearAll}
            />
          </div>
        </aside>

        <section className="search-layout__results" aria-labelledby="results-heading">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="results__heading">
            Results
          </h2>
          <div className="results__toolbar">
            <p className="results__count" role="status" aria-live="polite" aria-atomic="true">
              {statusText}
              {search.isFetching && !search.isPending && (
                <span className="visually-hidden"> Updating…</span>
              )}
            </p>
            <label className="inline-field">
              Sort
              <select
                className="input"
                value={sortChoice}
                onChange={(event) => {
                  const value = event.target.value;
                  setSortChoice(value);
                  url.setQuery((current) => ({
                    ...current,
                    page: undefined,
                    order_by: Number(value) || undefined,
                  }));
                }}
              >
                {ORDER_BY.map((value) => (
                  <option key={value} value={value}>
                    {SORTS[value]}
                  </option>
                ))}
              </select>
            </label>
            <label className="inline-field">
              Per page
              <select
                className="input"
                value={sizeChoice}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  setSizeChoice(event.target.value);
                  url.setQuery((current) => ({
                    ...current,
                    page: undefined,
                    countpage: next === 10 ? undefined : next,
                  }));
                }}
              >
                {[...new Set([...PAGE_SIZES, size])]
                  .sort((a, b) => a - b)
                  .map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
              </select>
            </label>
          </div>
          <ActiveFilters query={query} apiKey={apiKey} setQuery={setQuery} onClearAll={clearAll} />
          {pasteNotUsed.length > 0 && (
            <Notice
              tone="warning"
              title="Parts of the pasted link were not used"
              onDismiss={() => setPasteNotUsed([])}
            >
              <ul>
                {pasteNotUsed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Notice>
          )}
          {outcome && (
            <Notice tone={outcome.tone} onDismiss={() => setOutcome(null)}>
              <p>{outcome.text}</p>
            </Notice>
          )}

          {search.isError && !search.data ? (
            <ApiErrorPanel error={search.error} onRetry={() => void search.refetch()} />
          ) : result && result.ids.length > 0 ? (
            <>
              {search.isError && (
                <ApiErrorPanel error={search.error} onRetry={() => void search.refetch()} />
              )}
              <ul
                className={`results__list${search.isPlaceholderData ? ' results__list--stale' : ''}`}
                aria-busy={search.isPlaceholderData || undefined}
              >
                {result.ids.map((id) => (
                  <li key={id}>
                    <VehicleCard id={id} apiKey={apiKey} userId={userId} onDelete={askToDelete} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefFor={(p) => url.hrefFor({ ...query, page: p || undefined })}
                onNavigate={goToPage}
              />
              {Math.ceil(count / size) > MAX_PAGES && (
                <p className="field__hint">
                  The first {formatCount(MAX_PAGES)} pages are shown; narrow the search to see the
                  rest.
                </p>
              )}
            </>
          ) : result && count > 0 ? (
            <EmptyState
              title={`Page ${formatCount(page + 1)} is past the end`}
              action={
                <button type="button" className="button" onClick={() => goToPage(0)}>
                  Go to the first page
                </button>
              }
            >
              <p>
                This search has {formatQuantity(count, 'advert', 'adverts')} on{' '}
                {formatQuantity(Math.ceil(count / size), 'page', 'pages')}.
              </p>
            </EmptyState>
          ) : result ? (
            <EmptyState
              title="No adverts match these filters"
              action={
                activeFilters > 0 && (
                  <button type="button" className="button" onClick={clearAll}>
                    Clear filters
                  </button>
                )
              }
            >
              <p>Remove a filter or widen a range to see more.</p>
            </EmptyState>
          ) : (
            <p className="results__loading">Loading adverts…</p>
          )}
        </section>
      </div>

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this advert?"
        confirmLabel="Delete advert"
        tone="danger"
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>
          “{pendingDelete?.title}” (advert {pendingDelete?.id}) will be removed from the
          marketplace. This cannot be undone.
        </p>
      </ConfirmDialog>
    </main>
  );
}
