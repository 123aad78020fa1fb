import type { RazorpayOrderResponse } from '@notesea/contract/orders';
import { api } from '@/lib/api-client';

/**
 * Starts paying an order: the Checkout options (`amount` in paise). The server charges the stored
 * order's total whatever `amount` says; it is sent because the original client did (docs/product.md §7).
 */
export function createRazorpayOrder(input: {
  orderId: string;
  amount: number;
}): Promise<RazorpayOrderResponse> {
  return api.post<RazorpayOrderResponse>('/orders/create-razorpay-order', input);
}
