import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@notesea/contract/orders';
import { api } from '@/lib/api-client';

export function getMyOrders(signal?: AbortSignal): Promise<OrderDto[]> {
  return api.get<OrderDto[]>('/orders/myorders', { signal });
}

export function myOrdersQueryOptions() {
  return queryOptions({
    // Under ['orders'], which a completed payment invalidates (features/projects).
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => getMyOrders(signal),
    // Delivery is set by the content team at any time: always check on arrival.
    staleTime: 0,
  });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
