import type { OrderDto } from '@notesea/contract/orders';
import { api } from '@/lib/api-client';
import type { RazorpaySuccess } from '../utils/razorpay-checkout';

/** Confirms a Checkout payment; answers the order, now paid. */
export function verifyPayment(orderId: string, result: RazorpaySuccess): Promise<OrderDto> {
  return api.post<OrderDto>('/orders/verify-payment', {
    orderId,
    razorpay_order_id: result.razorpay_order_id,
    razorpay_payment_id: result.razorpay_payment_id,
    razorpay_signature: result.razorpay_signature,
  });
}
