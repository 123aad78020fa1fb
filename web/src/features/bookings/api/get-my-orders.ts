import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@notesea/contract/orders';
import { api } from '@/lib/api-client';

export function getMyOrders(signal?: AbortSignal): Promise<OrderDto[]> {
  return api.get<OrderDto[]>('/orders/myorders', { signal });
}

/**
 * The prefix of every order list's cache key: what to invalidate once an order changes
 * elsewhere (a payment completed in the projects flow, composed in app/).
 */
export const ordersQueryKey = ['orders'] as const;

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'mine'],
    queryFn: ({ signal }) => getMyOrders(signal),
    // Delivery is set by the content team at any time: always check on arrival.
    staleTime: 0,
  });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
