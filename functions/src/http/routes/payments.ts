import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { isLocalProvider } from '../../domain/payments';
import { completeLocalOrder, getLocalOrder, localCheckoutOff } from '../../domain/bookings/local-checkout';
import { processWebhook } from '../../domain/bookings/payment-webhook';
import { callerOf, requireAuth } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

// /api/payments — the gateway's webhook and the local checkout (docs/decisions/080-bookings-and-payments.md#payments).

/**
 * POST /api/payments/webhook: called by Razorpay, so no App Check and no ID token; mounted in app.ts before the
 * App Check guard. The signature is checked over the raw body as received.
 */
export const paymentsWebhook: RequestHandler = async (req: Request, res) => {
  const raw = req.rawBody ?? Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? {}));
  const outcome = await processWebhook(raw, req.get('x-razorpay-signature'), req.get('x-razorpay-event-id'));
  res.json({ ok: true, outcome });
};

export const paymentsRouter: Router = Router();
checkIdParams(paymentsRouter, 'orderId');

/** The local checkout exists only with the local provider: elsewhere these paths are not endpoints at all. */
const localOnly: RequestHandler = (_req, _res, next) => {
  next(isLocalProvider() ? undefined : localCheckoutOff());
};

const CompleteBodySchema = z.strictObject({ outcome: z.enum(['success', 'failure', 'cancel'], { error: 'Pick success, failure or cancel.' }) });

paymentsRouter.get('/local/orders/:orderId', localOnly, requireAuth(), async (req, res) => {
  const c = callerOf(req);
  res.json(await getLocalOrder({ uid: c.uid, role: c.role }, String(req.params.orderId)));
});

paymentsRouter.post('/local/orders/:orderId/complete', localOnly, requireAuth(), async (req, res) => {
  const { outcome } = parse(CompleteBodySchema, req.body ?? {}, 'checkout result');
  const c = callerOf(req);
  res.json(await completeLocalOrder({ uid: c.uid, role: c.role }, String(req.params.orderId), outcome));
});
