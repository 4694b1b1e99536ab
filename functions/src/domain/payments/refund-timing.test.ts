// When the sweeper acts on an unfinished refund, booking or rent alike (refundSweepStep, decision 211): asked again
// once 2 minutes old while the gateway has no id for it; its state asked once 30 minutes old when it has; else wait.
import { describe, expect, test } from 'vitest';
import { REFUND_POLL_AFTER_MS, REFUND_RETRY_AFTER_MS, refundSweepStep } from './refund-timing';

const at = '2026-11-27T10:00:00.000Z';
const t0 = Date.parse(at);

describe('refundSweepStep', () => {
  test('no gateway id: wait, then retry from REFUND_RETRY_AFTER_MS', () => {
    expect(refundSweepStep({ at, refundId: null }, t0)).toBe('wait');
    expect(refundSweepStep({ at, refundId: null }, t0 + REFUND_RETRY_AFTER_MS - 1)).toBe('wait');
    expect(refundSweepStep({ at, refundId: null }, t0 + REFUND_RETRY_AFTER_MS)).toBe('retry');
  });
  test('a gateway id: never retried, polled from REFUND_POLL_AFTER_MS', () => {
    expect(refundSweepStep({ at, refundId: 'rfnd_1' }, t0 + REFUND_RETRY_AFTER_MS)).toBe('wait');
    expect(refundSweepStep({ at, refundId: 'rfnd_1' }, t0 + REFUND_POLL_AFTER_MS - 1)).toBe('wait');
    expect(refundSweepStep({ at, refundId: 'rfnd_1' }, t0 + REFUND_POLL_AFTER_MS)).toBe('poll');
  });
});
