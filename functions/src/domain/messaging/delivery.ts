// Delivers one outbox message (outbox/{id}, OutboxDoc in shared/src/schemas/booking.ts) through the configured
// provider and records the outcome on the document. Firestore triggers are delivered at least once, so a run first
// claims the message in a transaction (still `pending`, not claimed by another run in the last few minutes) and
// records the outcome in a second one that changes only a still-pending message: a redelivered event sends nothing twice.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { isIndianMobileE164 } from '@kotastay/shared/phone';
import type { OutboxChannel } from '@kotastay/shared/schemas/booking';
import { isDocId } from '@kotastay/shared/schemas/ids';
import { adminAuth, db } from '../../lib/admin';
import { MessagingError, type MessagingProvider } from './types';

/** A claim older than this is taken to be a run that died mid-send; the message may be tried again. */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/** Texts for messages queued before booking messages carried their own `text` (the KYC decisions). */
export function fallbackText(template: unknown, params: Record<string, unknown>): string | null {
  if (template === 'kyc_approved') return 'KotaStay: your PG owner verification is approved. You can now list your PG on KotaStay.';
  if (template === 'kyc_rejected') {
    const reason = typeof params.reason === 'string' && params.reason.trim() ? ` Reason: ${params.reason.trim()}` : '';
    return `KotaStay: your PG owner verification needs changes.${reason} Open KotaStay to correct and resubmit it.`;
  }
  return null;
}

const outboxRef = (id: string) => db().collection(COLLECTIONS.outbox).doc(id);

/** toPhone, else the user's profile phone, else the phone they sign in with. */
async function resolvePhone(data: DocumentData): Promise<string | null> {
  if (typeof data.toPhone === 'string' && isIndianMobileE164(data.toPhone)) return data.toPhone;
  const uid: unknown = data.toUid;
  if (typeof uid !== 'string' || !isDocId(uid)) return null;
  const user = await db().collection(COLLECTIONS.users).doc(uid).get();
  for (const field of ['phone', 'phoneNumber']) {
    const v: unknown = user.get(field);
    if (typeof v === 'string' && isIndianMobileE164(v)) return v;
  }
  try {
    const phone = (await adminAuth().getUser(uid)).phoneNumber;
    return phone && isIndianMobileE164(phone) ? phone : null;
  } catch {
    return null;
  }
}

export async function deliverOutboxMessage(
  id: string,
  provider: () => MessagingProvider,
  nowMs: () => number = Date.now,
): Promise<DeliveryOutcome> {
  const ref = outboxRef(id);
  const claimed = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') !== 'pending') return null;
    const claimedAt: unknown = snap.get('claimedAt');
    if (claimedAt instanceof Timestamp && nowMs() - claimedAt.toMillis() < CLAIM_TIMEOUT_MS) return null;
    const attempts = (typeof snap.get('attempts') === 'number' ? (snap.get('attempts') as number) : 0) + 1;
    tx.update(ref, { claimedAt: Timestamp.fromMillis(nowMs()), attempts });
    return { data: snap.data() ?? {}, attempts };
  });
  if (!claimed) return 'skipped';
  const { data, attempts } = claimed;

  let outcome: { status: 'sent'; provider: string; providerMessageId: string } | { status: 'failed'; provider: string | null; error: string };
  const to = await resolvePhone(data);
  const text = typeof data.text === 'string' && data.text.trim() ? data.text : fallbackText(data.template, (data.params as Record<string, unknown>) ?? {});
  const channel: OutboxChannel = data.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  if (!to) outcome = { status: 'failed', provider: null, error: 'No Indian mobile number to send this message to.' };
  else if (!text) outcome = { status: 'failed', provider: null, error: `No text for the message template "${String(data.template)}".` };
  else {
    let p: MessagingProvider | null = null;
    try {
      p = provider();
      const { providerMessageId } = await p.send({ to, channel, text });
      outcome = { status: 'sent', provider: p.name, providerMessageId };
    } catch (err) {
      const error = err instanceof MessagingError ? err.message : 'The messaging provider failed unexpectedly.';
      if (!(err instanceof MessagingError)) logger.error('Messaging provider error', { id, err: String(err) });
      outcome = { status: 'failed', provider: p?.name ?? null, error };
    }
  }

  const recorded = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') !== 'pending') return false;
    tx.update(
      ref,
      outcome.status === 'sent'
        ? { status: 'sent', provider: outcome.provider, providerMessageId: outcome.providerMessageId, sentAt: Timestamp.fromMillis(nowMs()), error: null, attempts }
        : { status: 'failed', provider: outcome.provider, error: outcome.error, attempts },
    );
    return true;
  });
  if (!recorded) return 'skipped';
  if (outcome.status === 'failed') logger.warn('Outbox message not delivered', { id, error: outcome.error });
  return outcome.status;
}
