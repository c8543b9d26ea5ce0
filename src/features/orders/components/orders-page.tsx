import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useCredentials } from '../../../api/credentials';
import { DroppedParamsNotice } from '../../../components/dropped-params-notice';
import { Chips } from '../../../components/ui/chips';
import { useUrlForm } from '../../../lib/use-url-form';
import { useUrlQuery, type QueryCodec } from '../../../lib/use-url-query';
import { orderQueries } from '../api/orders-queries';
import { describeFilters, withoutFilters } from '../orders-filter-chips';
import { formatAmount, formatDate } from '../../../lib/format';
import {
  decodeOrdersQuery,
  encodeOrdersQuery,
  ordersFormSchema,
  toFormValues,
  toQuery,
  type OrdersFormValues,
  type OrdersQuery,
} from '../orders-search-params';
import { OrdersFilters } from './orders-filters';
import { usePlaceNames } from './use-place-names';

// The table machinery loads while the orders do (it starts with this module, not on render).
const loadResults = () => import('./orders-results');
void loadResults();
const OrdersResults = lazy(loadResults);

const codec: QueryCodec<OrdersQuery> = { decode: decodeOrdersQuery, encode: encodeOrdersQuery };
const resolver = zodResolver(ordersFormSchema) as Resolver<OrdersFormValues>;
const chipFormats = { day: (day: string) => formatDate(day), amount: formatAmount };

/**
 * `/orders`: every basket order of the key's account, in one answer, filtered and sorted in
 * the browser. The URL holds the filters and the sort order; the form is bound to it.
 */
export default function OrdersPage() {
  const { credentials, ready } = useCredentials();
  const { apiKey } = credentials;
  const url = useUrlQuery(codec);
  const { query } = url;

  const { form, handleSubmit } = useUrlForm<OrdersQuery, OrdersFormValues>({
    query,
    toValues: toFormValues,
    toQuery,
    setQuery: url.setQuery,
    resolver,
  });

  const answer = useQuery({ ...orderQueries.list(apiKey), enabled: ready });
  const places = usePlaceNames(answer.data?.orders, apiKey, ready);

  const chips = describeFilters(query, chipFormats).map((chip) => ({
    key: chip.key,
    label: chip.label,
    onRemove: () => url.setQuery(chip.without),
  }));
  const clearAll = () => url.setQuery(withoutFilters(query));
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <main className="page page--orders" id="main">
      <h1>Orders</h1>
      <DroppedParamsNotice
        issues={url.issues}
        unknown={url.unknown}
        kind="an orders filter"
        link={url.search}
      />

      <section className="orders-layout__filters" aria-labelledby="orders-filters-heading">
        <h2 id="orders-filters-heading" className="visually-hidden">
          Filters
        </h2>
        <button
          type="button"
          className="button button--secondary filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="orders-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? 'Hide filters' : `Show filters${chips.length ? ` (${chips.length})` : ''}`}
        </button>
        <div
          id="orders-filters"
          className={`filters-panel${filtersOpen ? ' filters-panel--open' : ''}`}
        >
          <OrdersFilters
            form={form}
            onSubmit={(event) => void handleSubmit(() => setFiltersOpen(false))(event)}
            onReset={clearAll}
          />
        </div>
      </section>

      <section className="orders-results" aria-labelledby="orders-results-heading">
        <h2 id="orders-results-heading" className="visually-hidden">
          Orders shown
        </h2>
        <Suspense
          fallback={
            <p className="results__count" role="status">
              Loading orders…
            </p>
          }
        >
          <OrdersResults
            answer={answer}
            ready={ready}
            names={places.names}
            namesLoading={places.loading}
            query={query}
            setQuery={url.setQuery}
            chips={<Chips chips={chips} onClearAll={clearAll} />}
            onClearFilters={clearAll}
          />
        </Suspense>
      </section>
    </main>
  );
}
