/**
 * The marketplace's routers: catalogue, orders and payments, and the
 * Razorpay webhook — mounted by `app.ts` with one line.
 */
import type { Router } from 'express';
import { ordersRouter } from './orders/routes.js';
import { paymentsRouter } from './payments/routes.js';
import { projectsRouter } from './projects/routes.js';

export function marketplaceRouters(): Router[] {
  return [projectsRouter(), ordersRouter(), paymentsRouter()];
}
