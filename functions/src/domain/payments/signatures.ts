// Razorpay's signatures: Checkout's handler gets hex HMAC-SHA256(key_secret, `order_id|payment_id`); a webhook
// carries X-Razorpay-Signature = hex HMAC-SHA256(webhook_secret, raw body). The local provider signs the same way.
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

export const checkoutSignature = (secret: string, orderId: string, paymentId: string): string => hmacHex(secret, `${orderId}|${paymentId}`);

export const webhookSignature = (secret: string, rawBody: string | Buffer): string => hmacHex(secret, rawBody);

/** Constant-time comparison of two hex signatures (false for any length or format mismatch). */
export function signaturesMatch(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export const verifyCheckoutSignature = (secret: string, orderId: string, paymentId: string, signature: string): boolean =>
  signaturesMatch(checkoutSignature(secret, orderId, paymentId), signature);

export const verifyWebhookSignature = (secret: string, rawBody: string | Buffer, signature: string | undefined): boolean =>
  signaturesMatch(webhookSignature(secret, rawBody), signature);
