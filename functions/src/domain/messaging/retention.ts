// The outbox's retention (shared/src/retention.ts `outboxMessages`, docs/retention.md): a message queued longer ago
// than the period loses what identifies a person or says anything about them — the phone number, the rendered text
// and the template's parameters (names, PG, times, links, an admin's reason) — and keeps the audit trail: template,
// audience, channel, status, attempts, provider ids, dates, the booking id and the recipient's uid.
// Delivery ends within the hour (the sweeper's OUTBOX_MAX_ATTEMPTS), so 30 days after queueing is 30 days after
// delivery; a message somehow still being tried then is given up first (a visit text a month late helps nobody).
// Pure in its clock: the scheduled Function passes the real time, tests any instant. A watermark (meta/outbox_retention)
// remembers how far the job got, so each run reads only messages that newly passed the period.
import { FieldPath, Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { retentionMs } from '@kotastay/shared/retention';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { metaDoc } from '../../lib/meta';
import { retryable } from './delivery';
import { outboxCol } from './store';

const watermarkRef = () => metaDoc('outbox_retention');

export const GIVEN_UP_ERROR = 'Not delivered within the retention period; no longer sent.';

/** The fields a redaction writes: the personal data goes, the record of what was sent stays. */
export function redactionOf(data: DocumentData, nowMs: number): Record<string, unknown> {
  const update: Record<string, unknown> = { toPhone: null, text: '', params: {}, redactedAt: Timestamp.fromMillis(nowMs) };
  const inFlight = data.status === 'pending' || retryable(data);
  if (inFlight) Object.assign(update, { status: 'failed', failure: 'permanent', error: GIVEN_UP_ERROR });
  return update;
}

export type OutboxRetentionReport = { redacted: string[]; givenUp: string[]; through: string | null };

export async function redactOldMessages(nowMs: number, batch = 300, maxBatches = 20): Promise<OutboxRetentionReport> {
  const cutoff = Timestamp.fromMillis(nowMs - retentionMs('outboxMessages'));
  const report: OutboxRetentionReport = { redacted: [], givenUp: [], through: null };
  const mark = await watermarkRef().get();
  let after: { at: Timestamp; id: string } | null =
    mark.get('through') instanceof Timestamp && typeof mark.get('lastId') === 'string'
      ? { at: mark.get('through') as Timestamp, id: mark.get('lastId') as string }
      : null;
  for (let i = 0; i < maxBatches; i++) {
    let q = outboxCol().where('createdAt', '<', cutoff).orderBy('createdAt').orderBy(FieldPath.documentId()).limit(batch);
    if (after) q = q.startAfter(after.at, after.id);
    const page = await q.get();
    if (page.empty) break;
    const writes = db().batch();
    for (const doc of page.docs as QueryDocumentSnapshot[]) {
      const data = doc.data();
      if (data.redactedAt) continue;
      const update = redactionOf(data, nowMs);
      if (update.status === 'failed') report.givenUp.push(doc.id);
      report.redacted.push(doc.id);
      writes.update(doc.ref, update);
    }
    const last = page.docs.at(-1)!;
    after = { at: last.get('createdAt') as Timestamp, id: last.id };
    writes.set(watermarkRef(), { through: after.at, lastId: after.id, updatedAt: Timestamp.fromMillis(nowMs) });
    await writes.commit();
    if (page.size < batch) break;
  }
  report.through = after ? after.at.toDate().toISOString() : null;
  if (report.redacted.length) logger.info('Outbox retention run', { redacted: report.redacted.length, givenUp: report.givenUp, through: report.through });
  return report;
}
