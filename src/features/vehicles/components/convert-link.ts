/**
 * A pasted website link's parameters, converted by `/new_to_old` into this page's search.
 * Loaded when the link field is first used (most searches never paste one), with the link's
 * reading, the converter's query and schema and the words said of a paste (message part
 * `vehicles.paste`), so that the vehicle search's first load does not carry them.
 */
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { converterQueries } from '../../../api/converter-queries';
import type { QueryPair } from '../../../api/contracts/query-codec';
import { parseLink } from '../../../lib/parse-link';
import {
  decodeVehicleSearch,
  encodeVehicleSearch,
} from '../../../api/contracts/vehicle-search-query';
import { explainApiError } from '../../../components/api-error-panel';
import { explainIssue } from '../../../components/explain-issue';
import type { PasteOutcome } from './paste-link';

/**
 * The search the pasted text asks for, or what to tell the reader instead: no search in it, or
 * why it could not be converted (in the page's language).
 */
export async function convertLink(
  client: QueryClient,
  text: string,
  mode: Parameters<typeof explainApiError>[1],
): Promise<PasteOutcome | { readonly error: string }> {
  const none = {
    error: t`This link has no search parameters: copy the address of a search results page.`,
  };
  const input = parseLink(text).filter(([name]) => name !== 'api_key');
  if (input.length === 0) return none;
  let answer;
  try {
    answer = await client.fetchQuery(converterQueries.convert('new_to_old', input));
  } catch (failure) {
    // Told by its code.
    const why = explainApiError(failure, mode).fix;
    return { error: t`The link could not be converted: ${why}` };
  }
  const converted: QueryPair[] = Object.entries(answer.converted);
  const decoded = decodeVehicleSearch(converted);
  // Text that is no search link ("hello world", another site's address) converts to
  // nothing: applied, it would wipe the search the reader has.
  if (encodeVehicleSearch(decoded.query).length === 0) return none;
  return {
    query: decoded.query,
    notUsed: [
      ...Object.entries(answer.unrecognized).map(
        ([name, value]) => t`${name}=${value}: the converter does not know it`,
      ),
      ...decoded.issues.map((issue) => `${issue.param}: ${explainIssue(issue)}`),
    ],
  };
}
