/**
 * A pasted website link's parameters, converted by `/new_to_old` into this page's search.
 * Loaded when the link field is first used (most searches never paste one), with the converter's
 * query and schema, so that the vehicle search's first load does not carry them.
 */
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { converterQueries } from '../../../api/converter-queries';
import type { QueryPair } from '../../../api/contracts/query-codec';
import {
  decodeVehicleSearch,
  encodeVehicleSearch,
} from '../../../api/contracts/vehicle-search-query';
import { explainIssue } from '../../../components/explain-issue';
import type { PasteOutcome } from './paste-link';

/** The search the link asks for, or undefined when it converts to none. */
export async function convertLink(
  client: QueryClient,
  input: readonly QueryPair[],
): Promise<PasteOutcome | undefined> {
  const answer = await client.fetchQuery(converterQueries.convert('new_to_old', input));
  const converted: QueryPair[] = Object.entries(answer.converted);
  const decoded = decodeVehicleSearch(converted);
  // Text that is no search link ("hello world", another site's address) converts to
  // nothing: applied, it would wipe the search the reader has.
  if (encodeVehicleSearch(decoded.query).length === 0) return undefined;
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
