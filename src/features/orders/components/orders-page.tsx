import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense, useCallback, useLayoutEffect } from 'react';
import { DroppedParamsNotice } from '../../../components/dropped-params-notice';
import { SearchPage } from '../../../components/search-page';
import { Chips } from '../../../components/ui/chips';
import { ORDERS_SEARCH_PRESS } from '../../../lib/before-app';
import { formatAmount, formatDate } from '../../../lib/format';
import { preloadedLazy } from '../../../lib/preloaded-lazy';
import { takePressBeforeApp } from '../../../lib/take-press-before-app';
import { useSearchForm } from '../../../lib/use-search-form';
import { useSearchQuery } from '../../../lib/use-search-query';
import { removableChips } from '../../../lib/without-chip';
import { describeFilters, withoutFilters } from '../orders-filter-chips';
import { ordersCodec } from '../orders-route';
import { ordersFormSchema, toFormValues, toQuery } from '../orders-search-params';
import { OrdersFilters } from './orders-filters';
import './orders.css';

// The table machinery loads while the orders do (it starts with this module, not on render),
// and renders at once when it has arrived by the page's first render, as it has on a first
// load (preloaded with the page): no "Loading orders…" in between, which React would then
// keep on screen for 300 ms. The results read the orders themselves: a query result handed
// down as a prop goes stale while the chunk loads (useQuery re-renders only for the fields
// read so far), and an error arriving meanwhile would never show.
const OrdersResults = preloadedLazy(() => import('./orders-results').then((m) => m.default));
void OrdersResults.preload();

const chipFormats = { day: (day: string) => formatDate(day), amount: formatAmount };

/**
 * `/orders`: every basket order of the key's account, in one answer, filtered and sorted in
 * the browser. The address holds the filters and the sort order; the form is bound to it.
 */
export default function OrdersPage() {
  const url = useSearchQuery(ordersCodec);
  const { query, setQuery } = url;
  const { form, submit, clear, remove, searches, lifecycle } = useSearchForm({
    schema: ordersFormSchema,
    query,
    toValues: toFormValues,
    toQuery,
    setQuery,
  });

  // The frame's text field tapped before the app replaced it (src/main.tsx): the caret goes
  // where the tap was meant to put it.
  useLayoutEffect(() => {
    if (takePressBeforeApp(ORDERS_SEARCH_PRESS)) form.setFocus('q');
  }, [form]);

  const chips = removableChips((q) => describeFilters(q, chipFormats), query, remove);
  // Stable, so that the memoised filter form keeps still.
  const clearAll = useCallback(() => clear(withoutFilters), [clear]);

  return (
    <SearchPage
      title={t`Orders`}
      layout="stacked"
      className="page--orders"
      notices={
        <DroppedParamsNotice
          issues={url.issues}
          unknown={url.unknown}
          kind={t`not an orders filter.`}
          link={url.search}
        />
      }
      filters={{
        id: 'orders-filters',
        activeCount: chips.length,
        searches,
        lifecycle,
        content: <OrdersFilters form={form} onSubmit={submit} onReset={clearAll} />,
      }}
      resultsTitle={t`Orders shown`}
      resultsTitleHidden
    >
      <Suspense
        fallback={
          <p className="results__count" role="status">
            <Trans>Loading orders…</Trans>
          </p>
        }
      >
        <OrdersResults
          query={query}
          setQuery={setQuery}
          chips={<Chips chips={chips} onClearAll={clearAll} />}
          onClearFilters={clearAll}
        />
      </Suspense>
    </SearchPage>
  );
}
