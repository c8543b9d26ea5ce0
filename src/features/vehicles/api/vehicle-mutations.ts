import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { apiKeyOf } from '../../../api/credentials';
import { deleteVehicle } from '../../../api/contracts/vehicle-routes';
import { routePath } from '../../../api/contracts/route';
import type { VehicleSearchBody } from '../../../api/contracts/vehicles';
import { vehicleQueries } from './vehicle-queries';

interface DeleteVariables {
  readonly autoId: string;
  readonly userId: number;
}

type Snapshot = [readonly unknown[], VehicleSearchBody | undefined][];

/** Thrown when the service deleted nothing (not found, or not this seller's). */
export class NothingDeletedError extends Error {
  constructor() {
    super('Nothing was deleted: the advert was not found, or it is not yours.');
    this.name = 'NothingDeletedError';
  }
}

/**
 * Deletes an advert. The card leaves every cached search and the count drops at once; an error
 * (or "nothing deleted") puts them back; afterwards the searches are fetched again.
 */
export function useDeleteAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ autoId, userId }: DeleteVariables) => {
      const result = await apiRequest(routePath(deleteVehicle), {
        method: deleteVehicle.method,
        schema: deleteVehicle.answer,
        params: [
          ['user_id', String(userId)],
          ['auto_id', autoId],
        ],
        apiKey: await apiKeyOf(queryClient),
      });
      if (result.num_rows === 0) throw new NothingDeletedError();
      return result;
    },
    onMutate: async ({ autoId }): Promise<{ snapshot: Snapshot }> => {
      await queryClient.cancelQueries({ queryKey: vehicleQueries.searches() });
      const snapshot = queryClient.getQueriesData<VehicleSearchBody>({
        queryKey: vehicleQueries.searches(),
      });
      queryClient.setQueriesData<VehicleSearchBody>(
        { queryKey: vehicleQueries.searches() },
        (answer) => {
          if (!answer?.result.search_result.ids.includes(autoId)) return answer;
          const result = answer.result.search_result;
          return {
            ...answer,
            result: {
              search_result: {
                ...result,
                ids: result.ids.filter((id) => id !== autoId),
                count: Math.max(0, result.count - 1),
              },
            },
          };
        },
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (_data, error, { autoId }) => {
      // Its details go with the advert (deleted, or found gone); a refusal or a failure leaves
      // them, so the card put back shows at once with its Delete, where the focus returns.
      if (!error || error instanceof NothingDeletedError) {
        queryClient.removeQueries({ queryKey: [...vehicleQueries.infos(), autoId] });
      }
      return queryClient.invalidateQueries({ queryKey: vehicleQueries.searches() });
    },
  });
}
