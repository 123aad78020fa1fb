import type { CreateOrderResponse, toCreateOrderBody } from '@notesea/contract/orders';
import { api } from '@/lib/api-client';

/** Body of `POST /api/orders`, as `toCreateOrderBody` builds it from the booking form. */
export type CreateOrderBody = ReturnType<typeof toCreateOrderBody>;

/**
 * Creates the pending order (`POST /api/orders`). The
 * `idempotencyKey` makes a repeated submission of the same form (a retry after a dropped
 * connection or a dismissed payment window) answer the same order instead of a second one.
 */
export function createOrder(
  body: CreateOrderBody,
  idempotencyKey: string,
): Promise<CreateOrderResponse> {
  return api.post<CreateOrderResponse>('/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
