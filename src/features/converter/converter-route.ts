/**
 * What the router needs of the converter before the page's code is in: how to read its
 * address, and the loader that starts the conversion the address asks for.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { converterQueries } from '../../api/converter-queries';
import { dataOrTimeout } from '../../lib/route-data';
import { decodeRequest, type QueryCodec } from '../../lib/url-query';
import { decodeConverter, encodeConverter, type ConverterQuery } from './converter-search-params';

export const converterCodec: QueryCodec<ConverterQuery> = {
  decode: decodeConverter,
  encode: encodeConverter,
};

export function converterLoader(client: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const { direction, input } = decodeRequest(converterCodec, request);
    if (input.length > 0) await dataOrTimeout(client, converterQueries.convert(direction, input));
    return null;
  };
}
