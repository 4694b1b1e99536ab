// Delivers one outbox message (outbox/{id}, OutboxDoc in shared/src/schemas/booking.ts) through the configured
// provider and records the outcome on the document. Firestore triggers are delivered at least once, so a run first
// claims the message in a transaction (still `pending`, not claimed by another run in the last few minutes) and
// records the outcome in a second one that changes only a still-pending message: a redelivered event sends nothing twice.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { logger } from '../../lib/log';
import { isIndianMobileE164 } from '@kotastay/shared/phone';
import type { OutboxChannel } from '@kotastay/shared/schemas/booking';
import { isDocId } from '@kotastay/shared/schemas/ids';
import { adminAuth, db } from '../../lib/admin';
import { userDocRef } from '../users';
import { outboxCol, outboxRef } from './store';
import { MessagingError, type MessagingProvider } from './types';

/** A claim older than this is taken to be a run that died mid-send; the message may be tried again. */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

/** A transiently failed message is tried again (by the sweeper) until this many attempts in all. */
export const OUTBOX_MAX_ATTEMPTS = 5;

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/** Who may claim: the trigger takes pending messages only; the sweeper also transient failures with attempts left. */
type ClaimMode = 'new' | 'retry';

/**
 * Texts for messages queued without their own `text` (the KYC decisions: the admin's reason stays in `params`, where
 * the 90-day retention removes it), in the message's `language` (the one the applicant applied in; English if none).
 */
export function fallbackText(template: unknown, params: Record<string, unknown>, language: unknown = 'en'): string | null {
  const hi = language === 'hi';
  if (template === 'kyc_approved') {
    return hi
      ? 'KotaStay: PG मालिक के रूप में आपका सत्यापन स्वीकृत हो गया है। अब आप KotaStay पर अपना PG लिस्ट कर सकते हैं।'
      : 'KotaStay: your PG owner verification is approved. You can now list your PG on KotaStay.';
  }
  if (template === 'kyc_rejected') {
    const given = typeof params.reason === 'string' && params.reason.trim() ? params.reason.trim() : null;
    if (hi) {
      return `KotaStay: PG मालिक के रूप में आपके सत्यापन में बदलाव चाहिए।${given ? ` कारण: ${given}` : ''} KotaStay खोलकर सुधारें और फिर से भेजें।`;
    }
    return `KotaStay: your PG owner verification needs changes.${given ? ` Reason: ${given}` : ''} Open KotaStay to correct and resubmit it.`;
  }
  return null;
}


/** toPhone, else the user's profile phone, else the phone they sign in with. */
async function resolvePhone(data: DocumentData): Promise<string | null> {
  if (typeof data.toPhone === 'string' && isIndianMobileE164(data.toPhone)) return data.toPhone;
  const uid: unknown = data.toUid;
  if (typeof uid !== 'string' || !isDocId(uid)) return null;
  const user = await userDocRef(uid).get();
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

const attemptsOf = (data: DocumentData): number => (typeof data.attempts === 'number' ? data.attempts : 0);

/** A failed message the sweeper may try again: the provider failed transiently and attempts are left. */
export const retryable = (data: DocumentData): boolean =>
  data.status === 'failed' && data.failure === 'transient' && attemptsOf(data) < OUTBOX_MAX_ATTEMPTS;

/** A pending message whose last claim (or, never claimed, its creation) is older than the claim timeout. */
export function abandoned(data: DocumentData, nowMs: number): boolean {
  if (data.status !== 'pending') return false;
  const since: unknown = data.claimedAt ?? data.createdAt;
  return since instanceof Timestamp ? nowMs - since.toMillis() >= CLAIM_TIMEOUT_MS : since === undefined || since === null;
}

export async function deliverOutboxMessage(
  id: string,
  provider: () => MessagingProvider,
  nowMs: () => number = Date.now,
  mode: ClaimMode = 'new',
): Promise<DeliveryOutcome> {
  const ref = outboxRef(id);
  const claimed = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) return null;
    if (data.status === 'pending') {
      const claimedAt: unknown = data.claimedAt;
      if (claimedAt instanceof Timestamp && nowMs() - claimedAt.toMillis() < CLAIM_TIMEOUT_MS) return null;
    } else if (!(mode === 'retry' && retryable(data))) return null;
    const attempts = attemptsOf(data) + 1;
    tx.update(ref, { status: 'pending', claimedAt: Timestamp.fromMillis(nowMs()), attempts });
    return { data, attempts };
  });
  if (!claimed) return 'skipped';
  const { data, attempts } = claimed;

  let outcome:
    | { status: 'sent'; provider: string; providerMessageId: string }
    | { status: 'failed'; provider: string | null; error: string; failure: 'transient' | 'permanent' };
  const to = await resolvePhone(data);
  const text = typeof data.text === 'string' && data.text.trim() ? data.text : fallbackText(data.template, (data.params as Record<string, unknown>) ?? {}, data.language);
  const channel: OutboxChannel = data.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  if (!to) outcome = { status: 'failed', provider: null, error: 'No Indian mobile number to send this message to.', failure: 'permanent' };
  else if (!text)
    outcome = { status: 'failed', provider: null, error: `No text for the message template "${String(data.template)}".`, failure: 'permanent' };
  else {
    let p: MessagingProvider | null = null;
    try {
      p = provider();
      const params = Object.fromEntries(Object.entries((data.params as Record<string, unknown> | undefined) ?? {}).map(([k, v]) => [k, String(v)]));
      const { providerMessageId } = await p.send({ to, channel, text, template: String(data.template ?? ''), params });
      outcome = { status: 'sent', provider: p.name, providerMessageId };
    } catch (err) {
      const error = err instanceof MessagingError ? err.message : 'The messaging provider failed unexpectedly.';
      if (!(err instanceof MessagingError)) logger.error('Messaging provider error', { id, err: String(err) });
      const failure = err instanceof MessagingError && err.transient ? 'transient' : 'permanent';
      outcome = { status: 'failed', provider: p?.name ?? null, error, failure };
    }
  }

  const recorded = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') !== 'pending') return false;
    tx.update(
      ref,
      outcome.status === 'sent'
        ? {
            status: 'sent',
            provider: outcome.provider,
            providerMessageId: outcome.providerMessageId,
            sentAt: Timestamp.fromMillis(nowMs()),
            error: null,
            failure: null,
            attempts,
          }
        : { status: 'failed', provider: outcome.provider, error: outcome.error, failure: outcome.failure, attempts },
    );
    return true;
  });
  if (!recorded) return 'skipped';
  if (outcome.status === 'failed') logger.warn('Outbox message not delivered', { id, error: outcome.error });
  return outcome.status;
}

/**
 * A message still being tried (pending, or a transient failure with attempts left) this long after it was queued is
 * stale: logged with `alert: 'outbox_stale'`, the deploy's log-based metric and alert (docs/runbook.md).
 */
export const OUTBOX_STALE_MS = 30 * 60 * 1000;

/** Created longer than OUTBOX_STALE_MS before `nowMs` (a message without a creation time counts as stale). */
function createdBefore(data: DocumentData, nowMs: number): boolean {
  const created: unknown = data.createdAt;
  return created instanceof Timestamp ? nowMs - created.toMillis() >= OUTBOX_STALE_MS : true;
}

export type OutboxSweepReport = { retried: string[]; sent: string[]; failed: string[]; stale: string[] };

/**
 * The outboxSweeper's run: pending messages whose claim (or creation) is older than the claim timeout (the run that
 * claimed them died, or the trigger never ran) and transient failures with attempts left are tried again.
 */
export async function sweepOutbox(provider: () => MessagingProvider, nowMs: number, batch = 100): Promise<OutboxSweepReport> {
  const col = outboxCol();
  const [pending, failed] = await Promise.all([
    col.where('status', '==', 'pending').limit(batch).get(),
    col.where('status', '==', 'failed').where('failure', '==', 'transient').limit(batch).get(),
  ]);
  const due = [
    ...pending.docs.filter((d) => abandoned(d.data(), nowMs)),
    ...failed.docs.filter((d) => retryable(d.data())),
  ].map((d) => d.id);
  const report: OutboxSweepReport = { retried: [], sent: [], failed: [], stale: [] };
  for (const id of due) {
    const outcome = await deliverOutboxMessage(id, provider, () => nowMs, 'retry');
    if (outcome === 'skipped') continue;
    report.retried.push(id);
    report[outcome].push(id);
  }
  // Still being tried after this sweep, and queued long ago: someone is waiting for a text that has not come.
  const stillTrying = [...pending.docs, ...failed.docs.filter((d) => retryable(d.data()))].filter(
    (d) => !report.sent.includes(d.id) && createdBefore(d.data(), nowMs),
  );
  for (const d of stillTrying) {
    report.stale.push(d.id);
    logger.error('Outbox message not delivered long after it was queued', {
      alert: 'outbox_stale',
      id: d.id,
      template: d.get('template') as unknown,
      status: report.failed.includes(d.id) ? 'failed' : (d.get('status') as unknown),
    });
  }
  if (report.retried.length || report.stale.length) logger.info('Outbox sweep', report);
  return report;
}
