/**
 * `POST /api/payments/razorpay-webhook` (docs/architecture.md §2 additions, §7 step 5). Public: authenticity is
 * the HMAC of the raw body. Answers 200 `{ status: 'processed' | 'duplicate' | 'ignored' }` as
 * soon as the event is handled, so Razorpay does not retry; 400 for a bad signature.
 */
import { Router } from 'express';
import { keptRawBody } from '../../lib/raw-body.js';
import { route } from '../../lib/route.js';
import { handleWebhook } from './webhook-service.js';

export function paymentsRouter(): Router {
  const router = Router();

  // No body schema: the signature covers the exact bytes, which re-serialised JSON would not
  // match; the service parses them once they are authentic.
  router.post(
    '/payments/razorpay-webhook',
    ...route({}, async ({ req, res }) => {
      const status = await handleWebhook(
        keptRawBody(req),
        req.get('x-razorpay-signature'),
        req.get('x-razorpay-event-id'),
      );
      res.json({ status });
    }),
  );

  return router;
}
