/**
 * `POST /api/payments/razorpay-webhook` (DESIGN §2 additions, §7 step 5). Public: authenticity is
 * the HMAC of the raw body. Answers 200 `{ status: 'processed' | 'duplicate' | 'ignored' }` as
 * soon as the event is handled, so Razorpay does not retry; 400 for a bad signature.
 */
import { Router } from 'express';
import { handleWebhook } from './webhook-service.js';

export function paymentsRouter(): Router {
  const router = Router();

  router.post('/payments/razorpay-webhook', async (req, res) => {
    // Cloud Functions keeps the exact bytes in `rawBody`; re-serialised JSON would not match.
    const rawBody = (req as { rawBody?: unknown }).rawBody;
    const status = await handleWebhook(
      Buffer.isBuffer(rawBody) ? rawBody : undefined,
      req.get('x-razorpay-signature'),
      req.get('x-razorpay-event-id'),
    );
    res.json({ status });
  });

  return router;
}
