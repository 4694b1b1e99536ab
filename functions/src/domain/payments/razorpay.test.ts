import { describe, expect, test } from 'vitest';
import { gatewayFromEnv } from './config';
import { refundIdempotencyKey } from '../bookings/refunds';
import { GatewayError, paysOrder } from './gateway';
import { razorpayGateway, RAZORPAY_API } from './razorpay';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, calls: Call[]): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const cfg = { keyId: 'rzp_test_abc', keySecret: 'sec', webhookSecret: 'wh' };
const basic = `Basic ${Buffer.from('rzp_test_abc:sec').toString('base64')}`;

describe('Razorpay gateway', () => {
  test('creates an order: POST /v1/orders with basic auth, amount in paise, INR, receipt and notes', async () => {
    const calls: Call[] = [];
    const gw = razorpayGateway(cfg, fakeFetch(200, { id: 'order_EKwxwAgItmmXdp', entity: 'order', amount: 49_900, currency: 'INR', status: 'created' }, calls));
    const order = await gw.createOrder({ amountPaise: 49_900, receipt: 'bk_1', notes: { bookingId: '1' } });
    expect(order).toEqual({ orderId: 'order_EKwxwAgItmmXdp', amountPaise: 49_900, currency: 'INR', receipt: 'bk_1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${RAZORPAY_API}/orders`);
    expect(calls[0]!.init.method).toBe('POST');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(basic);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ amount: 49_900, currency: 'INR', receipt: 'bk_1', notes: { bookingId: '1' }, payment_capture: 1 });
    expect(gw.provider).toBe('razorpay');
    expect(gw.keyId).toBe('rzp_test_abc');
  });

  test('refunds: POST /v1/payments/{id}/refund with an idempotency key; processed and pending map', async () => {
    const calls: Call[] = [];
    const gw = razorpayGateway(cfg, fakeFetch(200, { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 49_900, payment_id: 'pay_29QQoUBi66xm2f', status: 'processed' }, calls));
    const r = await gw.refund({ paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 49_900, notes: { bookingId: 'b1' }, idempotencyKey: refundIdempotencyKey('b1', 'pay_29QQoUBi66xm2f') });
    expect(r).toEqual({ refundId: 'rfnd_FP8QHiV938haTz', amountPaise: 49_900, status: 'processed' });
    expect(calls[0]!.url).toBe(`${RAZORPAY_API}/payments/pay_29QQoUBi66xm2f/refund`);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['X-Refund-Idempotency']).toBe('rf_b1_pay_29QQoUBi66xm2f');
    expect(refundIdempotencyKey('abc', 'pay/x y')).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ amount: 49_900, speed: 'normal', notes: { bookingId: 'b1' } });

    const pending = razorpayGateway(cfg, fakeFetch(200, { id: 'rfnd_2', amount: 49_900, status: 'pending' }, []));
    expect((await pending.refund({ paymentId: 'pay_1', amountPaise: 49_900, notes: {} })).status).toBe('pending');
  });

  test("Razorpay's error answers become a GatewayError with its code and description", async () => {
    const gw = razorpayGateway(
      cfg,
      fakeFetch(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00', field: 'amount' } }, []),
    );
    const err = await gw.createOrder({ amountPaise: 1, receipt: 'r', notes: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ status: 400, gatewayCode: 'BAD_REQUEST_ERROR' });
    expect((err as Error).message).toContain('at least INR 1.00');
  });

  test('a network failure is a GatewayError too, not a refusal; a 4xx is a refusal, a 5xx / 409 / 429 is not', async () => {
    const gw = razorpayGateway(cfg, (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    const err = await gw.refund({ paymentId: 'pay_1', amountPaise: 100, notes: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).refused).toBe(false);
    for (const [status, refused] of [[400, true], [401, true], [409, false], [429, false], [500, false], [503, false]] as const) {
      const e = await razorpayGateway(cfg, fakeFetch(status, { error: { code: 'X', description: 'd' } }, []))
        .refund({ paymentId: 'pay_1', amountPaise: 100, notes: {} })
        .catch((x: unknown) => x);
      expect((e as GatewayError).refused, String(status)).toBe(refused);
    }
  });

  test('fetches a payment (GET /v1/payments/{id}); an unknown id is null', async () => {
    const calls: Call[] = [];
    const entity = { id: 'pay_1', entity: 'payment', amount: 49_900, currency: 'INR', status: 'captured', order_id: 'order_1' };
    const p = await razorpayGateway(cfg, fakeFetch(200, entity, calls)).fetchPayment('pay_1');
    expect(p).toEqual({ paymentId: 'pay_1', orderId: 'order_1', amountPaise: 49_900, currency: 'INR', status: 'captured' });
    expect(calls[0]!.url).toBe(`${RAZORPAY_API}/payments/pay_1`);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    const unknown = razorpayGateway(cfg, fakeFetch(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }, []));
    expect(await unknown.fetchPayment('pay_nope')).toBeNull();
    await expect(razorpayGateway(cfg, fakeFetch(502, {}, [])).fetchPayment('pay_1')).rejects.toBeInstanceOf(GatewayError);
  });

  test("lists an order's payments (GET /v1/orders/{id}/payments)", async () => {
    const calls: Call[] = [];
    const items = [
      { id: 'pay_f', amount: 49_900, currency: 'INR', status: 'failed', order_id: 'order_1' },
      { id: 'pay_c', amount: 49_900, currency: 'INR', status: 'captured', order_id: 'order_1' },
    ];
    const list = await razorpayGateway(cfg, fakeFetch(200, { entity: 'collection', count: 2, items }, calls)).orderPayments('order_1');
    expect(calls[0]!.url).toBe(`${RAZORPAY_API}/orders/order_1/payments`);
    expect(list.map((p) => `${p.paymentId}:${p.status}`)).toEqual(['pay_f:failed', 'pay_c:captured']);
    const order = { orderId: 'order_1', amountPaise: 49_900 };
    expect(list.filter((p) => paysOrder(p, order)).map((p) => p.paymentId)).toEqual(['pay_c']);
    expect(paysOrder({ ...list[1]!, amountPaise: 100 }, order)).toBe(false);
    expect(paysOrder({ ...list[1]!, currency: 'USD' }, order)).toBe(false);
    expect(paysOrder({ ...list[1]!, orderId: 'order_2' }, order)).toBe(false);
    expect(paysOrder({ ...list[1]!, status: 'authorized' }, order)).toBe(true);
    expect(paysOrder(null, order)).toBe(false);
  });

  test('an order answer with another amount is refused', async () => {
    const gw = razorpayGateway(cfg, fakeFetch(200, { id: 'order_1', amount: 100 }, []));
    await expect(gw.createOrder({ amountPaise: 49_900, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('provider selection', () => {
  test('local is the default only inside the emulators', () => {
    expect(gatewayFromEnv({}, true)?.provider).toBe('local');
    expect(gatewayFromEnv({}, false)).toBeNull();
  });
  test('local never runs outside the emulators, even when PAYMENTS_PROVIDER says so', () => {
    expect(gatewayFromEnv({ PAYMENTS_PROVIDER: 'local' }, false)).toBeNull();
    expect(gatewayFromEnv({ PAYMENTS_PROVIDER: ' local ', LOCAL_PAYMENTS_KEY_SECRET: 'x' }, false)).toBeNull();
  });

  test('local secrets have fixed local defaults and can be set', () => {
    expect(gatewayFromEnv({ PAYMENTS_PROVIDER: 'local' }, true)).toMatchObject({ keyId: 'local', keySecret: 'local_key_secret' });
    expect(gatewayFromEnv({ PAYMENTS_PROVIDER: 'local', LOCAL_PAYMENTS_KEY_SECRET: 'x' }, true)?.keySecret).toBe('x');
  });
  test('razorpay needs all three settings', () => {
    const env = { PAYMENTS_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(gatewayFromEnv(env, false)).toMatchObject({ provider: 'razorpay', keyId: 'rzp_live_1', webhookSecret: 'w' });
    expect(gatewayFromEnv({ ...env, RAZORPAY_WEBHOOK_SECRET: '' }, false)).toBeNull();
    expect(gatewayFromEnv({ ...env, RAZORPAY_KEY_SECRET: undefined }, true)).toBeNull();
  });

  test('a refund: GET /v1/refunds/{id} as our record; unknown (400) is null', async () => {
    const calls: Call[] = [];
    const body = { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 49_900, payment_id: 'pay_29QQoUBi66xm2f', status: 'processed', created_at: 1_764_000_000 };
    const r = await razorpayGateway(cfg, fakeFetch(200, body, calls)).fetchRefund('rfnd_FP8QHiV938haTz');
    expect(r).toEqual({ refundId: 'rfnd_FP8QHiV938haTz', paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 49_900, status: 'processed', createdAtMs: 1_764_000_000_000 });
    expect(calls[0]!.url).toBe(`${RAZORPAY_API}/refunds/rfnd_FP8QHiV938haTz`);
    expect(calls[0]!.init.method).toBe('GET');
    const missing = razorpayGateway(cfg, fakeFetch(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }, []));
    expect(await missing.fetchRefund('rfnd_x')).toBeNull();
  });

  test('lists a window of payments and refunds: from/to in seconds (to inclusive), pages of 100 until a short one', async () => {
    const calls: string[] = [];
    const payment = (i: number) => ({ id: `pay_${i}`, entity: 'payment', amount: 49_900, currency: 'INR', status: 'captured', order_id: `order_${i}`, created_at: 1_764_000_000 });
    const paged = (async (url: string | URL | Request) => {
      calls.push(String(url));
      const skip = Number(new URL(String(url)).searchParams.get('skip'));
      const items = skip === 0 ? Array.from({ length: 100 }, (_, i) => payment(i)) : [payment(100)];
      return new Response(JSON.stringify({ entity: 'collection', count: items.length, items }), { status: 200 });
    }) as typeof fetch;
    const list = await razorpayGateway(cfg, paged).listPayments(1_764_000_000_000, 1_764_086_400_000);
    expect(list).toHaveLength(101);
    expect(list[100]).toMatchObject({ paymentId: 'pay_100', orderId: 'order_100', status: 'captured', amountPaise: 49_900 });
    expect(calls).toEqual([
      `${RAZORPAY_API}/payments?from=1764000000&to=1764086399&count=100&skip=0`,
      `${RAZORPAY_API}/payments?from=1764000000&to=1764086399&count=100&skip=100`,
    ]);

    const refundCalls: Call[] = [];
    const refunds = await razorpayGateway(
      cfg,
      fakeFetch(200, { entity: 'collection', count: 1, items: [{ id: 'rfnd_1', entity: 'refund', amount: 100, payment_id: 'pay_1', status: 'pending' }, { id: 'junk' }] }, refundCalls),
    ).listRefunds(1_764_000_000_000, 1_764_086_400_000);
    expect(refunds).toEqual([{ refundId: 'rfnd_1', paymentId: 'pay_1', amountPaise: 100, status: 'pending' }]);
    expect(refundCalls[0]!.url).toBe(`${RAZORPAY_API}/refunds?from=1764000000&to=1764086399&count=100&skip=0`);
  });
});
