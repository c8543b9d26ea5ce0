import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CatalogItem } from '../../../api/contracts/catalogs';
import type { Order } from '../../../api/contracts/orders';
import { deliveryStates, orderQueries } from '../api/orders-queries';
import type { PlaceNames } from '../orders-table';

const byValue = (items: readonly CatalogItem[] | undefined) =>
  new Map((items ?? []).map((item) => [item.value, item.name]));

/**
 * Region and city names for the orders' delivery, from the catalogs; `loading` while the
 * catalogs the orders need are being fetched (a failed one leaves its names out).
 */
export function usePlaceNames(orders: readonly Order[] | undefined): {
  names: PlaceNames;
  loading: boolean;
} {
  const stateIds = useMemo(() => deliveryStates(orders ?? []), [orders]);
  const places = useQuery({
    ...orderQueries.places(stateIds),
    enabled: stateIds.length > 0,
  });
  const names = useMemo((): PlaceNames => {
    const regions = byValue(places.data?.states);
    const cities = new Map(stateIds.map((state, i) => [state, byValue(places.data?.cities[i])]));
    return {
      region: (state) => regions.get(state),
      city: (state, city) => cities.get(state)?.get(city),
    };
  }, [places.data, stateIds]);
  return { names, loading: stateIds.length > 0 && places.isPending };
}
