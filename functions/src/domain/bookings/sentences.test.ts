import { describe, expect, test } from 'vitest';
import { paymentFailedSentence } from './sentences';

describe('paymentFailedSentence', () => {
  test('a reason that ends with a full stop is not given a second one (issue #21)', () => {
    const s = `${paymentFailedSentence('Payment failed because the bank declined it (local test checkout).')} Nothing was charged; try again.`;
    expect(s).toBe('The payment failed: Payment failed because the bank declined it (local test checkout). Nothing was charged; try again.');
    expect(s).not.toMatch(/\.\./);
  });

  test('a reason without one, with trailing spaces or other closing marks, and no reason at all', () => {
    expect(paymentFailedSentence('Card expired')).toBe('The payment failed: Card expired.');
    expect(paymentFailedSentence('Card expired!  ')).toBe('The payment failed: Card expired.');
    expect(paymentFailedSentence('कार्ड की अवधि खत्म।')).toBe('The payment failed: कार्ड की अवधि खत्म.');
    expect(paymentFailedSentence(null)).toBe('The payment failed.');
    expect(paymentFailedSentence('  ')).toBe('The payment failed.');
  });
});
