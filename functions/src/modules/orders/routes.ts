/**
 * Orders endpoints (docs/product.md §7; docs/architecture.md §7). Handlers stay thin: validate → service → presenter.
 * Every route needs a signed-in user; another user's order answers 404 'Order not found'.
 */
import { Router } from 'express';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import { parseOrThrow } from '../../lib/validate.js';
import { docId } from '@notesea/contract/common';
import {
  createOrderSchema,
  createRazorpayOrderSchema,
  verifyPaymentSchema,
} from '@notesea/contract/orders';
import { findDeliverable, sendDeliverable } from './download.js';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from './idempotency.js';
import { createOrder, listMyOrders } from './orders-service.js';
import { startPayment, verifyPayment } from './payment-service.js';
import { presentCreatedOrder, presentOrder } from './presenter.js';

const orderParamsSchema = z.object({ id: docId('orderId') });

export function ordersRouter(): Router {
  const router = Router();

  router.post(
    '/orders',
    ...route(
      { session: 'required', body: createOrderSchema },
      async ({ input, user, req, res }) => {
        // Checked after the body, so a bad form is reported before a missing key.
        const key = parseOrThrow(idempotencyKeySchema, req.get(IDEMPOTENCY_HEADER));
        const { order, replayed } = await createOrder(user.uid, input.body, key);
        if (replayed) res.set('Idempotent-Replayed', 'true');
        res.status(201).json(presentCreatedOrder(order));
      },
    ),
  );

  router.post(
    '/orders/create-razorpay-order',
    ...route(
      { session: 'required', body: createRazorpayOrderSchema },
      async ({ input, user, res }) => {
        res.json(await startPayment(user.uid, input.body.orderId));
      },
    ),
  );

  router.post(
    '/orders/verify-payment',
    ...route({ session: 'required', body: verifyPaymentSchema }, async ({ input, user, res }) => {
      const order = await verifyPayment(user.uid, input.body);
      res.json(presentOrder(order));
    }),
  );

  router.get(
    '/orders/myorders',
    ...route({ session: 'required' }, async ({ user, res }) => {
      const orders = await listMyOrders(user.uid);
      res.json(orders.map(presentOrder));
    }),
  );

  router.get(
    '/orders/:id/download',
    ...route({ session: 'required', params: orderParamsSchema }, async ({ input, user, res }) => {
      await sendDeliverable(res, await findDeliverable(user.uid, input.params.id));
    }),
  );

  return router;
}
