import { plural, t } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogQueries } from '../../../api/catalog-queries';
import {
  emptyRealtySearchQuery,
  REALTY_PAGE_SIZE,
} from '../../../api/contracts/realty-search-query';
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
import { Chips } from '../../../components/ui/chips';
import { Notice } from '../../../components/ui/notice';
import { formatCount, formatAdverts } from '../../../lib/format';
import { useSearchForm } from '../../../lib/use-search-form';
import { useSearchQuery } from '../../../lib/use-search-query';
import { removableChips } from '../../../lib/without-chip';
import { realtyQueries } from '../api/realty-queries';
import { placeCatalogPaths } from '../chip-catalogs';
import { describeRealtyFilters, type PlaceNames } from '../realty-filter-chips';
import { choiceOf } from '../realty-kind';
import { realtyCodec } from '../realty-route';
import {
  notFitting,
  notShown,
  realtyFormSchema,
  toFormValues,
  toQuery,
} from '../realty-search-params';
import { characteristicName, chosenCurrency } from '../realty-advert';
import { photoBase } from '../realty-photos';
import { RealtyCard } from './realty-card';
import { RealtyFilters } from './realty-filters';

export default function RealtySearchPage() {
  const url = useSearchQuery(realtyCodec, { data: realtyQueries.search });
  const { query, setQuery } = url;
  const { form, submit, clear, remove, searches, lifecycle } = useSearchForm({
    schema: realtyFormSchema,
    query,
    toValues: toFormValues,
    toQuery,
    setQuery,
  });

  const page = query.page ?? 0;
  const search = useQuery({ ...realtyQueries.search(query), placeholderData: keepPreviousData });
  const count = search.data?.count ?? 0;
  const pageCount = Math.ceil(count / REALTY_PAGE_SIZE);

  const places = placeCatalogPaths(query);
  const states = useQuery({ ...catalogQueries.domStates(), enabled: !!places.states });
  const cities = useQuery({
    ...catalogQueries.byPath(places.cities ?? ''),
    enabled: !!places.cities,
  });
  const districts = useQuery({
    ...catalogQueries.byPath(places.districts ?? ''),
    enabled: !!places.districts,
  });
  // Undefined where the catalog lacks the place: its chip calls it by its number ("Region 999").
  const placeNames: PlaceNames = {
    state: (id) => states.data?.find((item) => item.value === id)?.name,
    city: (id) => cities.data?.find((item) => item.value === id)?.name,
    district: (id) => districts.data?.find((item) => item.value === id)?.name,
  };
  const chips = removableChips((q) => describeRealtyFilters(q, placeNames), query, remove);
  // Stable, so that the memoised filter panel keeps still when results arrive.
  const clearAll = useCallback(() => clear(() => emptyRealtySearchQuery), [clear]);
  const hidden = notShown(query);
  const unfit = notFitting(query);
  const names = (filters: typeof hidden) =>
    filters.map((c) => characteristicName(c.id, choiceOf(query))).join(', ');
  // One filter is "it", several "they" (an exact 1: the sentence says no number).
  const notApplying = (filters: typeof hidden) => {
    const filterNames = names(filters);
    const count = filters.length;
    return plural(count, {
      1: `${filterNames}: it does not apply to the chosen kind (or no kind is chosen). The results use it; searching from the form drops it.`,
      other: `${filterNames}: they do not apply to the chosen kind (or no kind is chosen). The results use them; searching from the form drops them.`,
    });
  };
  const notOffered = (filters: typeof unfit) => {
    const filterNames = names(filters);
    const count = filters.length;
    return plural(count, {
      1: `${filterNames}: the link sets it in a way the form does not offer (such as one exact number where the form asks for a range). The results use it; searching from the form drops it.`,
      other: `${filterNames}: the link sets them in a way the form does not offer (such as one exact number where the form asks for a range). The results use them; searching from the form drops them.`,
    });
  };
  const currency = chosenCurrency(query);
  const base = photoBase(useCredentials().mode ?? undefined);

  return (
    <SearchPage
      title={t`Real-estate search`}
      notices={
        <>
          <DroppedParamsNotice
            issues={url.issues}
            unknown={url.unknown}
            kind={t`not a real-estate search parameter.`}
            link={url.search}
          />
          {(hidden.length > 0 || unfit.length > 0) && (
            <Notice tone="info" title={t`Filters from the link that the form does not show`}>
              {hidden.length > 0 && <p>{notApplying(hidden)}</p>}
              {unfit.length > 0 && <p>{notOffered(unfit)}</p>}
            </Notice>
          )}
        </>
      }
      filters={{
        id: 'realty-filters',
        activeCount: chips.length,
        searches,
        lifecycle,
        content: <RealtyFilters form={form} onSubmit={submit} onReset={clearAll} />,
      }}
    >
      <div className="results__toolbar">
        <StatusLine search={search} describe={(data) => formatAdverts(data.count)} />
        {/* Past the end, the empty state says where the pages end. */}
        {pageCount > 1 && page < pageCount && (
          <p className="field__hint">
            {t`Page ${formatCount(page + 1)} of ${formatCount(pageCount)}, ${REALTY_PAGE_SIZE} a page, newest first`}
          </p>
        )}
      </div>
      <Chips chips={chips} onClearAll={clearAll} />
      <ResultStates
        search={search}
        loadingText={t`Loading adverts…`}
        empty={(data) =>
          data.items.length > 0 ? null : data.count > 0 ? (
            <PastTheEnd
              page={page}
              count={data.count}
              pageCount={Math.ceil(data.count / REALTY_PAGE_SIZE)}
              firstHref={url.hrefFor({ ...query, page: undefined })}
            />
          ) : (
            <NoResults activeCount={chips.length} onClear={clearAll} />
          )
        }
      >
        {(data) => (
          <>
            <CardGrid>
              {data.items.map((id, index) => (
                <li key={id}>
                  <RealtyCard id={id} currency={currency} photoBase={base} first={index === 0} />
                </li>
              ))}
            </CardGrid>
            <Pager
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => url.hrefFor({ ...query, page: p || undefined })}
              next={
                search.isPlaceholderData ? null : realtyQueries.search({ ...query, page: page + 1 })
              }
            />
          </>
        )}
      </ResultStates>
    </SearchPage>
  );
}
