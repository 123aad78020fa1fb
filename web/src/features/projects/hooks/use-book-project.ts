import type { ProjectDto } from '@notesea/contract/projects';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { createOrder, type CreateOrderBody } from '../api/create-order';
import { createRazorpayOrder } from '../api/create-razorpay-order';
import { verifyPayment } from '../api/verify-payment';
import type { ProjectLevel } from '../utils/levels';
import { CHECKOUT_LOAD_ERROR, loadCheckoutScript } from '../utils/razorpay-checkout';

// docs/product.md §8.
export const ORDER_ERROR = 'Error creating order';
export const VERIFY_ERROR = 'Error verifying payment';
export const PAYMENT_FAILED = 'Payment failed. Please try again.';

/**
 * Where a booking stands (docs/product.md §4): `creating` the order and the payment order, the Razorpay
 * window open (`checkout`), `verifying` its result. Anything but `idle` counts as busy.
 */
export type BookingPhase = 'idle' | 'creating' | 'checkout' | 'verifying';

type Options = {
  project: ProjectDto;
  level: ProjectLevel;
  /** After a verified payment, before `onPaid`: lets the app refresh what shows orders. */
  onBooked?: () => void;
  onPaid: () => void;
};

/**
 * The booking flow behind the Pay button: order → Razorpay order → Checkout → verification.
 * One flow at a time: a second submission while one runs is ignored (docs/product.md §4), decided by a ref
 * so even two clicks in the same frame cannot both start.
 */
export function useBookProject({ project, level, onBooked, onPaid }: Options) {
  const [phase, setPhase] = useState<BookingPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  // One Idempotency-Key per distinct form content: re-paying the same details after closing the
  // payment window answers the same order; changed details are a new order (the API refuses a
  // key reused with different details).
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const settle = useCallback((message: string | null) => {
    running.current = false;
    if (!mounted.current) return;
    setError(message);
    setPhase('idle');
  }, []);

  const pay = useCallback(
    async (body: CreateOrderBody) => {
      if (running.current) return;
      running.current = true;
      setError(null);
      setPhase('creating');

      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: crypto.randomUUID() };
      }

      let checkout;
      let orderRef: string;
      try {
        const order = await createOrder(body, attempt.current.key);
        orderRef = order._id;
        checkout = await createRazorpayOrder({ orderId: order._id, amount: order.totalAmount });
      } catch (err) {
        settle(getErrorMessage(err, ORDER_ERROR));
        return;
      }
      try {
        await loadCheckoutScript(checkout.checkoutScriptUrl);
      } catch {
        settle(CHECKOUT_LOAD_ERROR);
        return;
      }
      const Razorpay = window.Razorpay;
      if (!Razorpay || !mounted.current) {
        settle(Razorpay ? null : CHECKOUT_LOAD_ERROR);
        return;
      }

      let answered = false;
      let failure: string | null = null;
      const rzp = new Razorpay({
        key: checkout.key,
        amount: checkout.amount,
        currency: checkout.currency,
        order_id: checkout.razorpayOrderId,
        name: 'NoteSea Projects',
        description: project.name,
        prefill: {
          name: body.userDetails.name,
          email: body.userDetails.email,
          contact: body.userDetails.phone,
        },
        theme: { color: level.themeColor },
        handler: (result) => {
          answered = true;
          setPhase('verifying');
          verifyPayment(orderRef, result).then(
            () => {
              running.current = false;
              onBooked?.();
              if (mounted.current) onPaid();
            },
            (err: unknown) => settle(getErrorMessage(err, VERIFY_ERROR)),
          );
        },
        modal: {
          // Closed by the buyer without paying: back to the form, details kept.
          ondismiss: () => {
            if (!answered) settle(failure);
          },
        },
      });
      // Razorpay keeps its window open after a failed attempt so the buyer can retry; the message
      // is shown once they close it.
      rzp.on('payment.failed', (response) => {
        failure = response.error?.description || PAYMENT_FAILED;
      });
      setPhase('checkout');
      rzp.open();
    },
    [level.themeColor, onBooked, onPaid, project.name, settle],
  );

  /** For a Checkout window that went away without telling us: give the form back. */
  const abandonCheckout = useCallback(() => settle(null), [settle]);

  return { phase, busy: phase !== 'idle', error, pay, abandonCheckout };
}
