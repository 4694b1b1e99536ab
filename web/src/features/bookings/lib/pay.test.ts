// The payment adapter: a local order goes to the app's checkout screen, a Razorpay order opens Checkout with the
// order and posts its answer exactly as Checkout gives it; failures and closing the sheet are recorded.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PaymentOrder } from '@kotastay/shared/schemas/booking';

const calls = vi.hoisted(() => ({ verify: [] as unknown[], failed: [] as unknown[] }));
vi.mock('../api/bookings-api', () => ({
  verifyPayment: async (id: string, body: unknown) => {
    calls.verify.push({ id, body });
    return { changed: true };
  },
  reportPaymentFailed: async (id: string, body: unknown) => {
    calls.failed.push({ id, body });
    return {};
  },
}));

import { checkoutKind, pay, type RazorpayConstructor, type RazorpayOptions } from './pay';

const order = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  provider: 'razorpay',
  keyId: 'rzp_test_abc',
  orderId: 'order_1',
  amountPaise: 49_900,
  currency: 'INR',
  bookingId: 'b1',
  checkoutPath: null,
  prefill: { contact: '+919876543210', name: 'Ria' },
  description: 'Visit token · Shree PG',
  ...over,
});

type Fake = {
  options: RazorpayOptions;
  failedCb?: (r: { error?: { code?: string; description?: string } }) => void;
  opened: boolean;
};
let instances: Fake[] = [];
const FakeRazorpay = class {
  fake: Fake;
  constructor(options: RazorpayOptions) {
    this.fake = { options, opened: false };
    instances.push(this.fake);
  }
  on(_event: 'payment.failed', cb: Fake['failedCb']) {
    this.fake.failedCb = cb;
  }
  open() {
    this.fake.opened = true;
  }
} as unknown as RazorpayConstructor;

beforeEach(() => {
  instances = [];
  calls.verify = [];
  calls.failed = [];
});
afterEach(() => vi.restoreAllMocks());

describe('checkoutKind', () => {
  test('chooses by the order’s provider', () => {
    expect(checkoutKind(order())).toBe('razorpay');
    expect(checkoutKind(order({ provider: 'local', keyId: 'local', checkoutPath: '/checkout/local/order_1' }))).toBe(
      'local',
    );
  });
  test('refuses a local order without a checkout screen and an unknown provider', () => {
    expect(() => checkoutKind(order({ provider: 'local', checkoutPath: null }))).toThrow(/checkout path/);
    expect(() => checkoutKind(order({ provider: 'paypal' as 'local' }))).toThrow(/Unknown payment provider/);
  });
});

describe('pay', () => {
  test('a local order navigates to the app’s checkout screen and never loads Razorpay', async () => {
    const navigate = vi.fn();
    const loadRazorpay = vi.fn();
    const result = await pay(order({ provider: 'local', keyId: 'local', checkoutPath: '/checkout/local/order_1' }), {
      navigate,
      loadRazorpay,
    });
    expect(result).toEqual({ outcome: 'redirected', path: '/checkout/local/order_1' });
    expect(navigate).toHaveBeenCalledWith('/checkout/local/order_1');
    expect(loadRazorpay).not.toHaveBeenCalled();
  });

  test('a Razorpay order opens Checkout with the order and verifies the handler’s answer as is', async () => {
    const navigate = vi.fn();
    const pending = pay(order(), { navigate, loadRazorpay: async () => FakeRazorpay });
    await vi.waitFor(() => expect(instances[0]?.opened).toBe(true));
    const { options } = instances[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_abc',
      order_id: 'order_1',
      amount: 49_900,
      currency: 'INR',
      name: 'KotaStay',
      prefill: { contact: '+919876543210', name: 'Ria' },
    });
    // Without the hold left there is no timeout; with it Checkout closes when the hold ends.
    expect(options).not.toHaveProperty('timeout');
    const answer = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_9', razorpay_signature: 'a'.repeat(64) };
    options.handler(answer);
    await expect(pending).resolves.toEqual({ outcome: 'paid' });
    expect(calls.verify).toEqual([{ id: 'b1', body: answer }]);
    expect(calls.failed).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('Checkout gets the hold left as its timeout', async () => {
    void pay(order({ timeoutSeconds: 754 }), { navigate: vi.fn(), loadRazorpay: async () => FakeRazorpay });
    await vi.waitFor(() => expect(instances[0]?.opened).toBe(true));
    expect(instances[0]!.options.timeout).toBe(754);
  });

  test('closing Checkout records a cancelled attempt', async () => {
    const pending = pay(order(), { navigate: vi.fn(), loadRazorpay: async () => FakeRazorpay });
    await vi.waitFor(() => expect(instances[0]?.opened).toBe(true));
    instances[0]!.options.modal.ondismiss();
    await expect(pending).resolves.toEqual({ outcome: 'cancelled', message: null });
    expect(calls.failed).toEqual([{ id: 'b1', body: { orderId: 'order_1', outcome: 'cancelled' } }]);
  });

  test('a failed payment is recorded with the gateway’s reason; closing afterwards reports that failure once', async () => {
    const pending = pay(order(), { navigate: vi.fn(), loadRazorpay: async () => FakeRazorpay });
    await vi.waitFor(() => expect(instances[0]?.opened).toBe(true));
    instances[0]!.failedCb!({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } });
    instances[0]!.options.modal.ondismiss();
    await expect(pending).resolves.toEqual({ outcome: 'failed', message: 'Card declined' });
    expect(calls.failed).toEqual([
      {
        id: 'b1',
        body: { orderId: 'order_1', outcome: 'failed', code: 'BAD_REQUEST_ERROR', description: 'Card declined' },
      },
    ]);
  });
});
