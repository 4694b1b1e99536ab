// The outbox sweeper (sweepOutbox, run every 5 minutes by outboxSweeper) against the emulator with an injected
// provider and clock: a message left claimed by a run that died and a transient failure with attempts left are sent;
// a fresh claim, a final failure, an exhausted one and a sent message are left alone; a failure stays transient or
// final as the provider says, and the attempts stop at OUTBOX_MAX_ATTEMPTS.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminDb } from '../../../test-utils/admin';
import { clearFirestore } from '../../../test-utils/emulators';
import { CLAIM_TIMEOUT_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_STALE_MS, sweepOutbox } from '../domain/messaging/delivery';
import { MessagingError, type MessagingProvider, type OutgoingMessage } from '../domain/messaging/types';

const outbox = () => adminDb().collection(COLLECTIONS.outbox);
const MIN = 60_000;

const message = (over: Record<string, unknown>) => ({
  toUid: null,
  toPhone: '+919812345678',
  audience: 'parent',
  channel: 'sms',
  template: 'visit_scheduled',
  params: { pg: 'Saraswati Girls Hostel' },
  text: 'KotaStay: the visit is at 11:00 on 24 Nov.',
  bookingId: 'b-1',
  provider: null,
  providerMessageId: null,
  error: null,
  createdAt: FieldValue.serverTimestamp(),
  sentAt: null,
  ...over,
});

function recorder(fail?: MessagingError): MessagingProvider & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    name: 'test',
    sent,
    async send(m) {
      sent.push(m);
      if (fail) throw fail;
      return { providerMessageId: `test_${sent.length}` };
    },
  };
}

beforeEach(async () => {
  await clearFirestore();
});

test('sends what a dead run left claimed and transient failures with attempts left; nothing else', async () => {
  const now = Date.now();
  const sweepAt = now + CLAIM_TIMEOUT_MS + MIN;
  // Claims are set so the emulator's own outboxDelivery trigger leaves every document alone.
  await outbox().doc('dead').set(message({ status: 'pending', attempts: 1, claimedAt: Timestamp.fromMillis(now) }));
  await outbox().doc('fresh').set(message({ status: 'pending', attempts: 1, claimedAt: Timestamp.fromMillis(sweepAt - MIN) }));
  await outbox().doc('transient').set(message({ status: 'failed', failure: 'transient', attempts: 2, error: 'WhatsApp could not be reached' }));
  await outbox().doc('permanent').set(message({ status: 'failed', failure: 'permanent', attempts: 1, error: 'refused' }));
  await outbox().doc('exhausted').set(message({ status: 'failed', failure: 'transient', attempts: OUTBOX_MAX_ATTEMPTS, error: '503' }));
  await outbox().doc('sent').set(message({ status: 'sent', provider: 'local', providerMessageId: 'local_1', attempts: 1 }));

  const provider = recorder();
  const report = await sweepOutbox(() => provider, sweepAt);
  expect(report.sent.sort()).toEqual(['dead', 'transient']);
  expect(report.failed).toEqual([]);
  expect(provider.sent).toHaveLength(2);
  expect(provider.sent[0]).toMatchObject({ to: '+919812345678', template: 'visit_scheduled', params: { pg: 'Saraswati Girls Hostel' } });
  const get = async (id: string) => (await outbox().doc(id).get()).data()!;
  expect(await get('dead')).toMatchObject({ status: 'sent', provider: 'test', attempts: 2, failure: null, error: null });
  expect(await get('transient')).toMatchObject({ status: 'sent', provider: 'test', attempts: 3, failure: null, error: null });
  expect(await get('fresh')).toMatchObject({ status: 'pending', attempts: 1 });
  expect(await get('permanent')).toMatchObject({ status: 'failed', failure: 'permanent', attempts: 1 });
  expect(await get('exhausted')).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
  expect(await get('sent')).toMatchObject({ status: 'sent', providerMessageId: 'local_1' });

  // A second sweep at the same moment finds nothing left to do.
  expect((await sweepOutbox(() => provider, sweepAt)).retried).toEqual([]);
});

test('a message still being tried long after it was queued is reported stale (the outbox_stale alert); one sent or given up is not', async () => {
  const now = Date.now();
  const sweepAt = now + OUTBOX_STALE_MS + MIN;
  const old = Timestamp.fromMillis(now);
  // Claimed just before the sweep, so neither the sweep nor the emulator's own trigger sends it: still waiting.
  await outbox().doc('waiting').set(message({ status: 'pending', attempts: 1, createdAt: old, claimedAt: Timestamp.fromMillis(sweepAt - MIN) }));
  await outbox().doc('failing').set(message({ status: 'failed', failure: 'transient', attempts: 1, error: '503', createdAt: old, params: { pg: 'fails' } }));
  await outbox().doc('recovers').set(message({ status: 'failed', failure: 'transient', attempts: 1, error: '503', createdAt: old }));
  await outbox().doc('young').set(message({ status: 'failed', failure: 'transient', attempts: 1, error: '503', createdAt: Timestamp.fromMillis(sweepAt - MIN) }));
  await outbox().doc('given-up').set(message({ status: 'failed', failure: 'permanent', attempts: 1, error: 'refused', createdAt: old }));

  // The provider fails for 'failing' only.
  const provider: MessagingProvider = {
    name: 'test',
    async send(m) {
      if (m.params?.pg === 'fails') throw new MessagingError('503', true);
      return { providerMessageId: 'ok' };
    },
  };
  const report = await sweepOutbox(() => provider, sweepAt);
  expect(report.sent.sort()).toEqual(['recovers', 'young']);
  expect(report.stale.sort()).toEqual(['failing', 'waiting']);
});

test('a transient failure is retried each sweep until the last attempt; a final one is never retried', async () => {
  const now = Date.now();
  await outbox().doc('t').set(message({ status: 'failed', failure: 'transient', attempts: 1, error: '429' }));
  const busy = recorder(new MessagingError('WhatsApp refused the message (429): slow down', true));
  for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
    expect((await sweepOutbox(() => busy, now + attempt * 5 * MIN)).failed).toEqual(['t']);
    expect((await outbox().doc('t').get()).data()).toMatchObject({ status: 'failed', failure: 'transient', attempts: attempt, error: 'WhatsApp refused the message (429): slow down' });
  }
  expect((await sweepOutbox(() => busy, now + 60 * MIN)).retried).toEqual([]);
  expect(busy.sent).toHaveLength(OUTBOX_MAX_ATTEMPTS - 1);

  await outbox().doc('p').set(message({ status: 'failed', failure: 'transient', attempts: 1, error: 'timeout' }));
  const refused = recorder(new MessagingError('WhatsApp refused the message (400): bad number'));
  expect((await sweepOutbox(() => refused, now + 70 * MIN)).failed).toEqual(['p']);
  expect((await outbox().doc('p').get()).data()).toMatchObject({ status: 'failed', failure: 'permanent', attempts: 2 });
  expect((await sweepOutbox(() => refused, now + 80 * MIN)).retried).toEqual([]);
});
