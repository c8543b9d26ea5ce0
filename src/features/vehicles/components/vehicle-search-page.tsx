import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startTransition, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  effectivePageSize,
  ORDER_BY,
  PAGE_SIZES,
  singleMake,
  type VehicleSearchQuery,
} from '../../../api/contracts/vehicle-search-query';
import { useCredentials } from '../../../api/use-credentials';
import { DroppedParamsNotice } from '../../../components/dropped-params-notice';
import {
  NoResults,
  Pager,
  PastTheEnd,
  ResultStates,
  SearchPage,
  StatusLine,
} from '../../../components/search-page';
import { CardGrid } from '../../../components/ui/card-grid';
import { Notice } from '../../../components/ui/notice';
import { formatCount, formatAdverts } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSearchForm } from '../../../lib/use-search-form';
import { usePendingQuery, useSearchQuery } from '../../../lib/use-search-query';
import { vehicleQueries } from '../api/vehicle-queries';
import { countFilters, withoutFilters } from '../vehicle-filter-chips';
import { useMoreFilterChips } from './use-more-filter-chips';
import { vehicleCodec } from '../vehicle-route';
import { mayMisfit, toFormValues, toQuery, vehicleFormSchema } from '../vehicle-search-params';
import { ActiveFilters } from './active-filters';
import type { DeleteOutcome } from './delete-advert-dialog';
import { DeleteAdvertDialog } from './lazy-delete-advert-dialog';
import { LinkMisfitsNotice, MisfitAwareFilters } from './lazy-link-misfits';
import { PasteLink } from './paste-link';
import { MarketPricePanel } from './lazy-market-price';
import { CURRENCIES, VehicleCard } from './vehicle-card';
import { VehicleFilters } from './vehicle-filters';

/** Pages past this are not offered: narrowing the search serves better than page 5,000. */
export const MAX_PAGES = 1000;

// The live service's orders (LIVE-2026.md), so that the proxy sends only values it knows.
const SORTS: Record<(typeof ORDER_BY)[number], MessageDescriptor> = {
  0: msg`Relevance`,
  2: msg`Price: low to high`,
  3: msg`Price: high to low`,
  5: msg`Year: newest first`,
  6: msg`Year: oldest first`,
  7: msg`Date added: newest first`,
  8: msg`Date added: oldest first`,
  12: msg`Mileage: highest first`,
  13: msg`Mileage: lowest first`,
};

/** The sort order and page size: they act at once, and show the choice while it loads. */
function ResultsToolbar({
  query,
  setQuery,
}: {
  readonly query: VehicleSearchQuery;
  readonly setQuery: (next: (current: VehicleSearchQuery) => VehicleSearchQuery) => unknown;
}) {
  const { i18n } = useLingui();
  // Shows the query on its way (this renders as the choice is made, the page does not).
  const shown = usePendingQuery(vehicleCodec) ?? query;
  const sort = String(shown.order_by ?? 0);
  const size = effectivePageSize(shown.countpage);
  return (
    <>
      <label className="inline-field">
        <Trans>Sort</Trans>
        <select
          className="input"
          value={sort}
          onChange={(event) => {
            const value = Number(event.target.value);
            setQuery((current) => ({ ...current, page: undefined, order_by: value || undefined }));
          }}
        >
          {ORDER_BY.map((value) => (
            <option key={value} value={value}>
              {i18n._(SORTS[value])}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-field">
        <Trans>Per page</Trans>
        <select
          className="input"
          value={size}
          onChange={(event) => {
            const next = Number(event.target.value);
            setQuery((current) => ({
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
    </>
  );
}

/**
 * What similar cars ask, above the results of one make. Its height is kept while it loads, so
 * the results below do not move. Where the results are one column (a phone), it is folded to
 * its summary until asked: in full it is a screen high, and the first card would start below it.
 */
function MarketPrice({ query }: { readonly query: VehicleSearchQuery }) {
  const [open, setOpen] = useState(false);
  const details = useId();
  return (
    <section
      className={`market-price${open ? ' market-price--open' : ''}`}
      aria-labelledby="market-price-title"
    >
      <div className="market-price__head">
        <h3 className="market-price__title" id="market-price-title">
          <Trans>Market price</Trans>
        </h3>
        <button
          type="button"
          className="button button--secondary button--small market-price__toggle"
          aria-expanded={open}
          aria-controls={details}
          onClick={() => setOpen(!open)}
        >
          {open ? t`Hide the chart` : t`Show the chart`}
        </button>
      </div>
      <div id={details}>
        <Suspense fallback={null}>
          <MarketPricePanel query={query} />
        </Suspense>
      </div>
    </section>
  );
}

/**
 * The heading id of the card after the advert's card (or before it, for the last): the one in
 * its place once it is deleted.
 */
function cardTakingPlaceOf(id: string): string | null {
  const headings = [...document.querySelectorAll<HTMLElement>('article [id^="advert-"]')];
  const at = headings.findIndex((heading) => heading.id === `advert-${id}`);
  if (at < 0) return null;
  return (headings[at + 1] ?? headings[at - 1])?.id ?? null;
}

export default function VehicleSearchPage() {
  const { credentials } = useCredentials();
  const location = useLocation();
  const { userId } = credentials;
  const url = useSearchQuery(vehicleCodec, { data: vehicleQueries.search });
  const { query, setQuery } = url;
  const { form, submit, clear, remove, searches, lifecycle } = useSearchForm({
    schema: vehicleFormSchema,
    query,
    toValues: toFormValues,
    toQuery,
    setQuery,
  });

  const page = query.page ?? 0;
  const size = effectivePageSize(query.countpage);
  // The previous results stay on screen, dimmed, while the next ones load.
  const search = useQuery({ ...vehicleQueries.search(query), placeholderData: keepPreviousData });
  const count = search.data?.result.search_result.count ?? 0;
  const pages = Math.ceil(count / size);
  // A link to a page past the cap (typed, or kept from before) still has its page marked, and
  // the pages before it, rather than a pager that leaves out the page shown.
  const pageCount = Math.min(pages, Math.max(MAX_PAGES, page + 1));

  // Stable handlers keep the (large) filter panel from re-rendering when results arrive.
  const clearAll = useCallback(() => clear(withoutFilters), [clear]);
  const describeMore = useMoreFilterChips();
  const activeFilters = useMemo(() => countFilters(query, describeMore), [query, describeMore]);

  const [pendingDelete, setPendingDelete] = useState<{ id: string; title: string } | null>(null);
  const [deleteAsked, setDeleteAsked] = useState(false);
  /** The card asked about, and the heading id of the card that would take its place. */
  const asked = useRef<{ readonly id: string; readonly next: string | null } | null>(null);
  const askToDelete = useCallback((id: string, title: string) => {
    asked.current = { id, next: cardTakingPlaceOf(id) };
    // A transition: the dialog opens once its code is in (at once, where pointing at Delete
    // loaded it), with no fallback first, which React would hold on screen for 300 ms.
    startTransition(() => {
      setDeleteAsked(true);
      setPendingDelete({ id, title });
    });
  }, []);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);

  const resultsHeading = useRef<HTMLHeadingElement>(null);
  /** A delete has been answered: the dialog's close moves the focus on (its button is gone). */
  const focusAfterDelete = useRef(false);
  const [pasteNotUsed, setPasteNotUsed] = useState<readonly string[]>([]);

  return (
    <SearchPage
      title={t`Vehicle search`}
      resultsHeadingRef={resultsHeading}
      notices={
        <>
          <DroppedParamsNotice
            issues={url.issues}
            unknown={url.unknown}
            kind={t`not a vehicle search parameter.`}
            link={url.search}
          />
          {mayMisfit(query) && (
            <Suspense fallback={null}>
              <LinkMisfitsNotice query={query} />
            </Suspense>
          )}
        </>
      }
      filters={{
        id: 'vehicle-filters',
        activeCount: activeFilters,
        searches,
        lifecycle,
        content: (
          <>
            <PasteLink
              onApply={({ query: pasted, notUsed }) => {
                setPasteNotUsed(notUsed);
                void setQuery(pasted);
              }}
              onReject={() => setPasteNotUsed([])}
            />
            <VehicleFilters form={form} onSubmit={submit} onReset={clearAll} />
          </>
        ),
      }}
      after={
        // Mounted from the start, so that the transition keeps it as it is while the code loads.
        <Suspense fallback={null}>
          {deleteAsked && (
            <DeleteAdvertDialog
              advert={pendingDelete}
              userId={userId}
              onCancel={() => setPendingDelete(null)}
              onDone={(done) => {
                setOutcome(done);
                setPendingDelete(null);
                focusAfterDelete.current = true;
              }}
              onClosed={() => {
                if (!focusAfterDelete.current) return;
                focusAfterDelete.current = false;
                // The card, and the button the focus went back to, are gone: the reader goes on
                // from the card that took its place, where they were (a phone's results' top
                // is screens above), or the results' heading when none is left. A card that a
                // refusal put back gets its Delete again.
                const put = asked.current && document.getElementById(`advert-${asked.current.id}`);
                const next = asked.current?.next && document.getElementById(asked.current.next);
                const target = put
                  ? put.closest('article')?.querySelector('button')
                  : next
                    ? next.querySelector('a')
                    : null;
                (target ?? resultsHeading.current)?.focus();
              }}
            />
          )}
        </Suspense>
      }
    >
      <div className="results__toolbar">
        <StatusLine
          search={search}
          describe={(data) => formatAdverts(data.result.search_result.count)}
        />
        <ResultsToolbar query={query} setQuery={setQuery} />
      </div>
      {mayMisfit(query) ? (
        <Suspense
          fallback={<ActiveFilters query={query} setQuery={remove} onClearAll={clearAll} />}
        >
          <MisfitAwareFilters query={query} setQuery={remove} onClearAll={clearAll} />
        </Suspense>
      ) : (
        <ActiveFilters query={query} setQuery={remove} onClearAll={clearAll} />
      )}
      {singleMake(query) && <MarketPrice query={query} />}
      {pasteNotUsed.length > 0 && (
        <Notice
          tone="warning"
          title={t`Parts of the pasted link were not used`}
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
          <p>{outcome.text()}</p>
          {outcome.signIn && (
            <p>
              <Link to={paths.signIn.getHref(`${location.pathname}${location.search}`)}>
                <Trans>Sign in</Trans>
              </Link>
            </p>
          )}
        </Notice>
      )}
      <ResultStates
        search={search}
        loadingText={t`Loading adverts…`}
        empty={({ result: { search_result: result } }) =>
          result.ids.length > 0 ? null : result.count > 0 ? (
            <PastTheEnd
              page={page}
              count={result.count}
              pageCount={pages}
              firstHref={url.hrefFor({ ...query, page: undefined })}
            />
          ) : (
            <NoResults activeCount={activeFilters} onClear={clearAll} />
          )
        }
      >
        {({ result: { search_result: result } }) => (
          <>
            <CardGrid>
              {result.ids.map((id, index) => (
                <li key={id}>
                  <VehicleCard
                    id={id}
                    first={index === 0}
                    userId={userId}
                    currency={CURRENCIES[query.currency ?? 1] ?? 'USD'}
                    onDelete={askToDelete}
                  />
                </li>
              ))}
            </CardGrid>
            <Pager
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => url.hrefFor({ ...query, page: p || undefined })}
              next={
                search.isPlaceholderData
                  ? null
                  : vehicleQueries.search({ ...query, page: page + 1 })
              }
            />
            {pages > MAX_PAGES && (
              <p className="field__hint">
                {page < MAX_PAGES
                  ? t`The first ${formatCount(MAX_PAGES)} pages are shown; narrow the search to see the rest.`
                  : // A link's page past the cap: shown, though the pager offers none after it.
                    t`Pages past ${formatCount(MAX_PAGES)} are not offered: this is the link’s page ${formatCount(page + 1)}. Narrow the search to see the rest.`}
              </p>
            )}
          </>
        )}
      </ResultStates>
    </SearchPage>
  );
}
