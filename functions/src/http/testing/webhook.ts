// Delivers a webhook as Razorpay calls it: no App Check token, no ID token, the signature over the raw body and the
// event id in headers (payments.emu.test.ts, rent.emu.test.ts).
import { apiUrl } from '../../../../test-utils/emulators';

export async function deliverWebhook(raw: string, eventId: string, signature: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${apiUrl}/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
