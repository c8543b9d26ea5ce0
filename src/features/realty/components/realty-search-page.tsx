import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { catalogName, catalogQueries } from '../../../api/catalog-queries';
import {
  decodeRealtySearch,
  emptyRealtySearchQuery,
  encodeRealtySearch,
  REALTY_PAGE_SIZE,
  type RealtySearchQuery,
} from '../../../api/contracts/realty-search-query';
import { useCredentials } from '../../../api/credentials';
import { DroppedParamsNotice } from '../../../components/dropped-params-notice';
import { ApiErrorPanel } from '../../../components/api-error-panel';
import { Chips } from '../../../components/ui/chips';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { formatCount, formatQuantity } from '../../../lib/format';
import { loadBeforeNavigating } from '../../../lib/load-before-navigating';
import { useUrlForm } from '../../../lib/use-url-form';
import { useUrlQuery, type QueryCodec } from '../../../lib/use-url-query';
import { whenIdle } from '../../../lib/when-idle';
import { realtyQueries } from '../api/realty-queries';
import { CHARACTERISTICS } from '../realty-characteristics';
import { describeRealtyFilters } from '../realty-filter-chips';
import {
  notShown,
  realtyFormSchema,
  toFormValues,
  toQuery,
  type RealtyFormValues,
} from '../realty-search-params';
import { RealtyFilters } from './realty-filters';

const codec: QueryCodec<RealtySearchQuery> = {
  decode: decodeRealtySearch,
  encode: encodeRealtySearch,
};
const resolver = zodResolver(realtyFormSchema) as Resolver<RealtyFormValues>;

/** The advert on the marketplace, built from its numeric id only. */
export const realtyAdvertUrl = (id: number) => `https://dom.ria.com/uk/realty-${id}.html`;

export default function RealtySearchPage() {
  const { credentials, ready } = useCredentials();
  const { apiKey } = credentials;
  const queryClient = useQueryClient();
  const url = useUrlQuery(codec, {
    // The results come in before the address changes: the page changes once, not twice.
    beforeNavigate: (next) =>
      ready ? loadBeforeNavigating(queryClient, realtyQueries.search(next, apiKey)) : undefined,
  });
  const { query } = url;
  const { form, handleSubmit } = useUrlForm<RealtySearchQuery, RealtyFormValues>({
    query,
    toValues: toFormValues,
    toQuery: (values) => toQuery(values),
    setQuery: url.setQuery,
    resolver,
  });

  const page = query.page ?? 0;
  const search = useQuery({
    ...realtyQueries.search(query, apiKey),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const count = search.data?.count ?? 0;
  const pageCount = Math.ceil(count / REALTY_PAGE_SIZE);

  // The next page, prefetched once this one has painted.
  useEffect(() => {
    if (!ready || search.isPlaceholderData || !search.data || page + 1 >= pageCount) return;
    return whenIdle(
      () =>
        void queryClient.prefetchQuery(realtyQueries.search({ ...query, page: page + 1 }, apiKey)),
    );
  }, [ready, search.isPlaceholderData, search.data, page, pageCount, query, apiKey, queryClient]);

  const states = useQuery({
    ...catalogQueries.domStates(apiKey),
    enabled: query.state_id !== undefined,
  });
  const cities = useQuery({
    ...catalogQueries.domCities(apiKey, query.state_id ?? 0),
    enabled: query.state_id !== undefined,
  });
  const districts = useQuery({
    ...catalogQueries.domDistricts(apiKey, query.city_id ?? 0),
    enabled: query.district_id.length > 0 && query.city_id !== undefined,
  });
  const chips = describeRealtyFilters(query, {
    state: (id) => catalogName(states.data, id),
    city: (id) => catalogName(cities.data, id),
    district: (id) => catalogName(districts.data, id),
  }).map((chip) => ({
    key: chip.key,
    label: chip.label,
    onRemove: () => url.setQuery(chip.without),
  }));
  const clearAll = () => url.setQuery(emptyRealtySearchQuery);

  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
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

  const hidden = notShown(query);

  const statusText =
    !ready || search.isPending
      ? 'Searching…'
      : search.isError && !search.data
        ? 'The search failed.'
        : formatQuantity(count, 'advert', 'adverts');
  const ids = search.data?.items ?? [];

  return (
    <main className="page page--search" id="main">
      <h1>Real-estate search</h1>
      <DroppedParamsNotice
        issues={url.issues}
        unknown={url.unknown}
        kind="a real-estate search parameter"
        link={url.search}
      />
      {hidden.length > 0 && (
        <Notice tone="info" title="Filters from the link that the form does not show">
          <p>
            {hidden.map((c) => CHARACTERISTICS[c.id]?.name ?? `characteristic ${c.id}`).join(', ')}:
            they do not apply to the chosen kind (or no kind is chosen). The results use them;
            searching from the form drops them.
          </p>
        </Notice>
      )}
      <div className="search-layout">
        <aside className="search-layout__filters" aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="visually-hidden">
            Filters
          </h2>
          <button
            type="button"
            className="button button--secondary filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="realty-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen
              ? 'Hide filters'
              : `Show filters${chips.length ? ` (${chips.length})` : ''}`}
          </button>
          <div
            id="realty-filters"
            className={`filters-panel${filtersOpen ? ' filters-panel--open' : ''}`}
          >
            <RealtyFilters
              form={form}
              apiKey={apiKey}
              onSubmit={(event) => void handleSubmit(() => setFiltersOpen(false))(event)}
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
            </p>
            {pageCount > 1 && (
              <p className="field__hint">
                Page {formatCount(page + 1)} of {formatCount(pageCount)}, {REALTY_PAGE_SIZE} a page,
                newest first
              </p>
            )}
          </div>
          <Chips chips={chips} onClearAll={clearAll} />

          {search.isError && !search.data ? (
            <ApiErrorPanel error={search.error} onRetry={() => void search.refetch()} />
          ) : ids.length > 0 ? (
            <>
              <ul
                className={`results__list results__list--compact${search.isPlaceholderData ? ' results__list--stale' : ''}`}
                aria-busy={search.isPlaceholderData || undefined}
              >
                {ids.map((id) => (
                  <li key={id} className="card card--compact">
                    <a href={realtyAdvertUrl(id)} target="_blank" rel="noopener noreferrer">
                      Advert {id}
                      <span className="visually-hidden"> (opens on dom.ria.com)</span>
                    </a>
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefFor={(p) => url.hrefFor({ ...query, page: p || undefined })}
                onNavigate={goToPage}
              />
            </>
          ) : search.data && count > 0 ? (
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
                {formatQuantity(pageCount, 'page', 'pages')}.
              </p>
            </EmptyState>
          ) : search.data ? (
            <EmptyState
              title="No adverts match these filters"
              action={
                chips.length > 0 && (
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
    </main>
  );
}
