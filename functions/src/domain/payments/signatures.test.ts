import { describe, expect, test } from 'vitest';
import { checkoutSignature, signaturesMatch, verifyCheckoutSignature, verifyWebhookSignature, webhookSignature } from './signatures';

describe('payment signatures', () => {
  test('HMAC-SHA256 hex, as the well-known test vector', () => {
    // HMAC_SHA256("key", "The quick brown fox jumps over the lazy dog")
    expect(webhookSignature('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  test("Checkout's signature is over `order_id|payment_id` with the key secret", () => {
    const sig = checkoutSignature('s3cret', 'order_IluGWxBm9U8zJ8', 'pay_IluGWxBm9U8zJ9');
    expect(sig).toBe(webhookSignature('s3cret', 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9'));
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCheckoutSignature('s3cret', 'order_IluGWxBm9U8zJ8', 'pay_IluGWxBm9U8zJ9', sig)).toBe(true);
  });

  test('anything else does not verify', () => {
    const sig = checkoutSignature('s3cret', 'order_a', 'pay_b');
    expect(verifyCheckoutSignature('other', 'order_a', 'pay_b', sig)).toBe(false);
    expect(verifyCheckoutSignature('s3cret', 'order_a', 'pay_c', sig)).toBe(false);
    expect(verifyCheckoutSignature('s3cret', 'order_x', 'pay_b', sig)).toBe(false);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    expect(verifyCheckoutSignature('s3cret', 'order_a', 'pay_b', flipped)).toBe(false);
    expect(signaturesMatch(sig, sig.slice(0, 62))).toBe(false);
    expect(signaturesMatch(sig, '')).toBe(false);
    expect(signaturesMatch(sig, 'zz')).toBe(false);
    expect(signaturesMatch(sig, undefined)).toBe(false);
    expect(signaturesMatch(sig, sig.toUpperCase())).toBe(true);
  });

  test('webhook signatures cover the raw bytes exactly', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}');
    const sig = webhookSignature('whsec', body);
    expect(verifyWebhookSignature('whsec', body, sig)).toBe(true);
    expect(verifyWebhookSignature('whsec', '{"event": "payment.captured","payload":{}}', sig)).toBe(false);
    expect(verifyWebhookSignature('whsec', body, undefined)).toBe(false);
  });
});
