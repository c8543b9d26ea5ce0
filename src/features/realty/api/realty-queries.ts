import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn, sameAdvertIn } from '../../../api/api-query';
import { realtyInfo } from '../../../api/contracts/realty-info-routes';
import { searchRealty } from '../../../api/contracts/realty-routes';
import { formatQueryString } from '../../../api/contracts/query-codec';
import type { RealtySearchQuery } from '../../../api/contracts/realty-search-query';
import { LANG_IDS } from '../../../api/contracts/language-query';
import { routePath } from '../../../api/contracts/route';
import { currentLanguage } from '../../../lib/language';

/** Keys: ['realty', 'search', <canonical query string>] and ['realty', 'info', id, language]. */
export const realtyQueries = {
  all: ['realty'] as const,
  searches: () => [...realtyQueries.all, 'search'] as const,
  search: (query: RealtySearchQuery) => {
    const params = searchRealty.query.encode(query);
    return queryOptions({
      queryKey: [...realtyQueries.searches(), formatQueryString(params)] as const,
      queryFn: apiQueryFn(routePath(searchRealty), { schema: searchRealty.answer, params }),
    });
  },
  infos: () => [...realtyQueries.all, 'info'] as const,
  info: (id: number) => {
    // Its place names in the page's language, as the catalogs'.
    const language = currentLanguage();
    return queryOptions({
      queryKey: [...realtyQueries.infos(), id, language] as const,
      queryFn: apiQueryFn(routePath(realtyInfo, { id }), {
        schema: realtyInfo.answer,
        params: realtyInfo.query.encode({ langId: LANG_IDS[language] }),
      }),
      // As vehicle details: an advert seen once is kept for the session.
      staleTime: 30 * 60_000,
      placeholderData: sameAdvertIn(id),
    });
  },
};
