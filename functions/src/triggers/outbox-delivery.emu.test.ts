// The outboxDelivery trigger, run by the Functions emulator with the local messaging provider (the default inside
// the emulators): a queued message is sent and marked so; a KYC message without a phone or text finds both; a
// message with no number fails visibly; a message already sent, or claimed by another run, is left alone.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminDb } from '../../../test-utils/admin';
import { clearFirestore } from '../../../test-utils/emulators';

const outbox = () => adminDb().collection(COLLECTIONS.outbox);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls the message until its status leaves `pending` (the trigger runs asynchronously). */
async function settled(id: string, timeoutMs = 20_000): Promise<FirebaseFirestore.DocumentData> {
  const t0 = Date.now();
  for (;;) {
    const data = (await outbox().doc(id).get()).data() ?? {};
    if (data.status !== 'pending' || Date.now() - t0 > timeoutMs) return data;
    await sleep(250);
  }
}

const bookingMessage = (over: Record<string, unknown> = {}) => ({
  toUid: null,
  toPhone: '+919812345678',
  audience: 'parent',
  channel: 'whatsapp',
  template: 'visit_scheduled',
  params: { pgName: 'Saraswati Girls Hostel' },
  text: 'KotaStay: the visit to Saraswati Girls Hostel is at 11:00 on 24 Nov with Ravi (+919800000001).',
  bookingId: 'b-1',
  status: 'pending',
  provider: null,
  providerMessageId: null,
  error: null,
  attempts: 0,
  createdAt: FieldValue.serverTimestamp(),
  sentAt: null,
  ...over,
});

beforeEach(async () => {
  await clearFirestore();
});

test('a booking message is sent through the local provider and marked sent with its id and time', async () => {
  await outbox().doc('m1').set(bookingMessage());
  const m = await settled('m1');
  expect(m).toMatchObject({ status: 'sent', provider: 'local', error: null, attempts: 1, text: bookingMessage().text });
  expect(m.providerMessageId).toMatch(/^local_[0-9a-f-]{36}$/);
  expect(m.sentAt).toBeInstanceOf(Timestamp);
});

test('a KYC message (toUid only, no text, no channel) uses the profile phone and the template’s text', async () => {
  await adminDb().collection(COLLECTIONS.users).doc('owner-1').set({ name: 'Ramesh', phone: '+919811111111' });
  await outbox().doc('k1').set({ toUid: 'owner-1', template: 'kyc_rejected', params: { reason: 'The photo is blurred.' }, status: 'pending', createdAt: FieldValue.serverTimestamp() });
  const m = await settled('k1');
  expect(m).toMatchObject({ status: 'sent', provider: 'local', attempts: 1 });
  expect(m.providerMessageId).toMatch(/^local_/);
});

test('no number to send to: failed, with the reason and the attempt counted', async () => {
  await outbox().doc('n1').set(bookingMessage({ toPhone: null, toUid: 'nobody-uid' }));
  const bad = await settled('n1');
  expect(bad).toMatchObject({ status: 'failed', attempts: 1, providerMessageId: null, error: 'No Indian mobile number to send this message to.' });
  await outbox().doc('n2').set(bookingMessage({ toPhone: '+14155550100', toUid: null }));
  expect(await settled('n2')).toMatchObject({ status: 'failed', error: 'No Indian mobile number to send this message to.' });
});

test('a message already sent, or claimed by another run moments ago, is not sent again', async () => {
  await outbox().doc('s1').set(bookingMessage({ status: 'sent', provider: 'whatsapp-cloud', providerMessageId: 'wamid.X', attempts: 1 }));
  await outbox().doc('c1').set(bookingMessage({ claimedAt: Timestamp.now(), attempts: 1 }));
  // A control message created after both: once it is sent, the trigger has had its chance at the other two.
  await sleep(200);
  await outbox().doc('z1').set(bookingMessage());
  expect(await settled('z1')).toMatchObject({ status: 'sent' });
  await sleep(1500);
  expect((await outbox().doc('s1').get()).data()).toMatchObject({ status: 'sent', provider: 'whatsapp-cloud', providerMessageId: 'wamid.X', attempts: 1 });
  expect((await outbox().doc('c1').get()).data()).toMatchObject({ status: 'pending', attempts: 1, providerMessageId: null });
});
