import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { catalogName, catalogQueries } from '../../../api/catalog-queries';
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
import { Chips } from '../../../components/ui/chips';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { formatCount, formatQuantity } from '../../../lib/format';
import { useUrlForm } from '../../../lib/use-url-form';
import { useUrlQuery, type QueryCodec } from '../../../lib/use-url-query';
import { NothingDeletedError, useDeleteAdvert } from '../api/vehicle-mutations';
import { vehicleQueries } from '../api/vehicle-queries';
import { describeFilters, withoutFilters, type Names } from '../vehicle-filter-chips';
import {
  PAGE_SIZES,
  toFormValues,
  toQuery,
  vehicleFormSchema,
  type VehicleFormValues,
} from '../vehicle-search-params';
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

const SORTS: Record<(typeof ORDER_BY)[number], string> = {
  0: 'Newest first',
  1: 'Price: low to high',
  2: 'Price: high to low',
};

/** Names for the chips, from the catalogs (each fetched once per session). */
function useNames(query: VehicleSearchQuery, apiKey: string): Names {
  const category = query.category_id || 1;
  const categories = useQuery(catalogQueries.categories(apiKey));
  const bodystyles = useQuery(catalogQueries.bodystyles(apiKey, category));
  const marks = useQuery({
    ...catalogQueries.marks(apiKey, category),
    enabled: query.makes.length > 0 || !!query.exchange_marka_id,
  });
  const countries = useQuery({
    ...catalogQueries.countries(apiKey),
    enabled: query.makes.some((m) => m.brandOrigin),
  });
  const states = useQuery({ ...catalogQueries.states(apiKey), enabled: query.regions.length > 0 });
  const fuels = useQuery(catalogQueries.fuels(apiKey));
  const gearboxes = useQuery(catalogQueries.gearboxes(apiKey, category));
  const options = useQuery({
    ...catalogQueries.options(apiKey, category),
    enabled: query.auto_options.length > 0,
  });
  const makeIds = [
    ...new Set([...query.makes.map((m) => m.marka_id ?? 0), query.exchange_marka_id ?? 0]),
  ].filter(Boolean);
  const models = useQueries({
    queries: makeIds.map((make) => catalogQueries.models(apiKey, category, make)),
  });
  const stateIds = [...new Set(query.regions.map((r) => r.state ?? 0))].filter(Boolean);
  const cities = useQueries({
    queries: stateIds.map((state) => catalogQueries.cities(apiKey, state)),
  });
  return {
    category: (id) => catalogName(categories.data, id),
    bodystyle: (id) => catalogName(bodystyles.data, id),
    make: (id) => catalogName(marks.data, id),
    model: (make, id) => catalogName(models[makeIds.indexOf(make)]?.data, id),
    country: (id) => catalogName(countries.data, id),
    state: (id) => catalogName(states.data, id),
    city: (state, id) => catalogName(cities[stateIds.indexOf(state)]?.data, id),
    fuel: (id) => catalogName(fuels.data, id),
    gearbox: (id) => catalogName(gearboxes.data, id),
    option: (id) => catalogName(options.data, id),
  };
}

export default function VehicleSearchPage() {
  const { credentials, ready } = useCredentials();
  const { apiKey, userId } = credentials;
  const url = useUrlQuery(codec);
  const { query } = url;
  const queryClient = useQueryClient();

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

  // Prefetch the next page, so that "Next" shows at once.
  useEffect(() => {
    if (!ready || search.isPlaceholderData || !result || page + 1 >= pageCount) return;
    void queryClient.prefetchQuery(vehicleQueries.search({ ...query, page: page + 1 }, apiKey));
  }, [ready, search.isPlaceholderData, result, page, pageCount, query, apiKey, queryClient]);

  const names = useNames(query, apiKey);
  const chips = describeFilters(query, names).map((chip) => ({
    key: chip.key,
    label: chip.label,
    onRemove: () => url.setQuery(chip.without),
  }));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { setQuery } = url;
  const clearAll = useCallback(() => setQuery(withoutFilters(query)), [setQuery, query]);
  // Stable handlers keep the (large) filter panel from re-rendering when results arrive.
  const submitFilters = useCallback(
    (event: FormEvent<HTMLFormElement>) => void handleSubmit(() => setFiltersOpen(false))(event),
    [handleSubmit],
  );

  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const goToPage = (target: number) => {
    url.setQuery({ ...query, page: target || undefined });
    // Keyboard and screen-reader users start at the top of the new page.
    resultsHeading.current?.focus();
  };

  const [pendingDelete, setPendingDelete] = useState<{ id: string; title: string } | null>(null);
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

  const activeFilters = chips.length;
  const sortValue = String(query.order_by ?? 0);
  const sizeValue = String(size);

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
                value={sortValue}
                onChange={(event) =>
                  url.setQuery({
                    ...query,
                    page: undefined,
                    order_by: Number(event.target.value) || undefined,
                  })
                }
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
                value={sizeValue}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  url.setQuery({
                    ...query,
                    page: undefined,
                    countpage: next === 10 ? undefined : next,
                  });
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
          <Chips chips={chips} onClearAll={clearAll} />
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
                    <VehicleCard
                      id={id}
                      apiKey={apiKey}
                      userId={userId}
                      onDelete={(autoId, title) => setPendingDelete({ id: autoId, title })}
                    />
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
