/**
 * Orders endpoints (spec §7; DESIGN §7). Handlers stay thin: validate → service → presenter.
 * Every route needs a signed-in user; another user's order answers 404 'Order not found'.
 */
import { Router } from 'express';
import { currentUser, requireAuth } from '../../lib/auth.js';
import { parseOrThrow, validate } from '../../lib/validate.js';
import { docId } from '@notesea/contract/common';
import {
  createOrderSchema,
  createRazorpayOrderSchema,
  verifyPaymentSchema,
  type CreateOrderInput,
  type CreateRazorpayOrderInput,
  type VerifyPaymentInput,
} from '@notesea/contract/orders';
import { z } from 'zod';
import { findDeliverable, sendDeliverable } from './download.js';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from './idempotency.js';
import { createOrder, listMyOrders } from './orders-service.js';
import { startPayment, verifyPayment } from './payment-service.js';
import { presentCreatedOrder, presentOrder } from './presenter.js';

const orderParamsSchema = z.object({ id: docId('orderId') });

export function ordersRouter(): Router {
  const router = Router();

  router.post('/orders', requireAuth, validate({ body: createOrderSchema }), async (req, res) => {
    const key = parseOrThrow(idempotencyKeySchema, req.get(IDEMPOTENCY_HEADER));
    const { order, replayed } = await createOrder(
      currentUser(res).uid,
      req.body as CreateOrderInput,
      key,
    );
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json(presentCreatedOrder(order));
  });

  router.post(
    '/orders/create-razorpay-order',
    requireAuth,
    validate({ body: createRazorpayOrderSchema }),
    async (req, res) => {
      const { orderId } = req.body as CreateRazorpayOrderInput;
      res.json(await startPayment(currentUser(res).uid, orderId));
    },
  );

  router.post(
    '/orders/verify-payment',
    requireAuth,
    validate({ body: verifyPaymentSchema }),
    async (req, res) => {
      const order = await verifyPayment(currentUser(res).uid, req.body as VerifyPaymentInput);
      res.json(presentOrder(order));
    },
  );

  router.get('/orders/myorders', requireAuth, async (_req, res) => {
    const orders = await listMyOrders(currentUser(res).uid);
    res.json(orders.map(presentOrder));
  });

  router.get(
    '/orders/:id/download',
    requireAuth,
    validate({ params: orderParamsSchema }),
    async (req, res) => {
      const { id } = req.params as z.infer<typeof orderParamsSchema>;
      await sendDeliverable(res, await findDeliverable(currentUser(res).uid, id));
    },
  );

  return router;
}
