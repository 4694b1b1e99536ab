// Inactive accounts (shared/src/retention.ts `inactiveAccounts`, docs/retention.md): an account with no role (a
// student's or a parent's) that has not been used for the period gets a text INACTIVE_NOTICE_DAYS before, queued
// through the messaging outbox; once the notice is that old and the account still unused, its deletion is DUE:
// account_deletions/{uid} becomes `due`, which the account deletion (issue #24's deletion part) consumes. Using the
// account in between (a sign-in or a token refresh, i.e. opening the app while signed in) cancels it.
// Staff, owners (role pg_owner) and owner applicants are not covered: their records follow the KYC rules.
// Pure in its clock: the scheduled Function passes the real time, tests any instant.
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { UserRecord } from 'firebase-admin/auth';
import { isIndianMobileE164 } from '@kotastay/shared/phone';
import { DAY_MS, INACTIVE_NOTICE_DAYS, retentionMs } from '@kotastay/shared/retention';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { enqueueMessage, newTextMessage } from '../messaging';
import { authUsersPage, claimRole, userDocRef } from '../users';
import { accountDeletionRef, accountDeletionsCol } from './store';

export const NOTICE_MS = INACTIVE_NOTICE_DAYS * DAY_MS;
export const NOTICE_TEMPLATE = 'account_inactive_notice';

/** `account_deletions/{uid}`. Times are ISO strings. */
export const AccountDeletionDocSchema = z.object({
  uid: z.string(),
  state: z.enum(['notified', 'due']),
  reason: z.literal('inactive'),
  /** The last use the notice was about: a later use cancels the deletion. */
  lastActiveAt: z.string(),
  noticeAt: z.string(),
  /** Not before: the inactivity period ended and the notice is INACTIVE_NOTICE_DAYS old. */
  deleteAfter: z.string(),
  dueAt: z.string().nullable(),
});
export type AccountDeletionDoc = z.infer<typeof AccountDeletionDocSchema>;

/** When the account was last used: its creation, last sign-in or last token refresh (the app open while signed in). */
export function lastActiveMs(meta: { creationTime: string; lastSignInTime: string; lastRefreshTime?: string | null }): number {
  const times = [meta.creationTime, meta.lastSignInTime, meta.lastRefreshTime].map((t) => (t ? Date.parse(t) : NaN)).filter(Number.isFinite);
  return times.length ? Math.max(...times) : 0;
}

export type InactiveStep = 'none' | 'notify' | 'wait' | 'mark_due' | 'cancel';

/** What the run does for one account, from its last use and its record (if any). */
export function inactiveStep(lastActive: number, record: Pick<AccountDeletionDoc, 'state' | 'lastActiveAt' | 'deleteAfter'> | null, nowMs: number): InactiveStep {
  if (record && lastActive > Date.parse(record.lastActiveAt)) return 'cancel';
  if (!record) return nowMs >= lastActive + retentionMs('inactiveAccounts') - NOTICE_MS ? 'notify' : 'none';
  if (record.state === 'notified' && nowMs >= Date.parse(record.deleteAfter)) return 'mark_due';
  return 'wait';
}

const dateLabel = (ms: number, locale: string) =>
  new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The notice: a fixed template, its one parameter the date (no free text). Hindi and English in one text. */
export function noticeText(deleteAfterMs: number): string {
  return (
    `KotaStay: आपका खाता 2 साल से इस्तेमाल नहीं हुआ है। ${dateLabel(deleteAfterMs, 'hi-IN')} के बाद इसे मिटा दिया जाएगा; रखना है तो उससे पहले साइन इन करें। ` +
    `Your KotaStay account has not been used for 2 years. It will be deleted after ${dateLabel(deleteAfterMs, 'en-IN')}; sign in before then to keep it.`
  );
}

export type InactiveReport = { notified: string[]; due: string[]; cancelled: string[]; seen: number };

async function step(user: UserRecord, recorded: ReadonlySet<string>, nowMs: number, report: InactiveReport): Promise<void> {
  if (claimRole(user) !== null && !recorded.has(user.uid)) return;
  const lastActive = lastActiveMs(user.metadata);
  // Cheap first look: most accounts are in use and have no record, so nothing is read or written for them.
  if (nowMs < lastActive + retentionMs('inactiveAccounts') - NOTICE_MS || claimRole(user) !== null) {
    if (recorded.has(user.uid)) {
      await accountDeletionRef(user.uid).delete();
      report.cancelled.push(user.uid);
    }
    return;
  }
  await db().runTransaction(async (tx) => {
    const [recordSnap, profile] = await Promise.all([tx.get(accountDeletionRef(user.uid)), tx.get(userDocRef(user.uid))]);
    if (profile.get('accountType') === 'pg_owner_applicant') return;
    const record = recordSnap.exists ? AccountDeletionDocSchema.parse(recordSnap.data()) : null;
    const next = inactiveStep(lastActive, record, nowMs);
    const now = new Date(nowMs).toISOString();
    if (next === 'cancel') {
      tx.delete(recordSnap.ref);
      report.cancelled.push(user.uid);
    } else if (next === 'mark_due') {
      tx.update(recordSnap.ref, { state: 'due', dueAt: now });
      report.due.push(user.uid);
    } else if (next === 'notify') {
      const deleteAfter = Math.max(lastActive + retentionMs('inactiveAccounts'), nowMs + NOTICE_MS);
      const doc: AccountDeletionDoc = {
        uid: user.uid,
        state: 'notified',
        reason: 'inactive',
        lastActiveAt: new Date(lastActive).toISOString(),
        noticeAt: now,
        deleteAfter: new Date(deleteAfter).toISOString(),
        dueAt: null,
      };
      tx.set(recordSnap.ref, doc);
      const phone = user.phoneNumber && isIndianMobileE164(user.phoneNumber) ? user.phoneNumber : null;
      enqueueMessage(
        tx,
        newTextMessage({
          toUid: user.uid,
          toPhone: phone,
          audience: 'student',
          template: NOTICE_TEMPLATE,
          params: { deleteAfter: doc.deleteAfter.slice(0, 10) },
          text: noticeText(deleteAfter),
          bookingId: null,
          createdAt: Timestamp.fromMillis(nowMs),
        }),
      );
      report.notified.push(user.uid);
    }
  });
}

/** The daily run over every Auth account (a page of 1000 at a time). */
export async function runInactiveAccounts(nowMs: number): Promise<InactiveReport> {
  const report: InactiveReport = { notified: [], due: [], cancelled: [], seen: 0 };
  // The accounts already on their way out (few): the others need no read of their own.
  const recorded = new Set((await accountDeletionsCol().select().get()).docs.map((d) => d.id));
  let pageToken: string | undefined;
  do {
    const page = await authUsersPage(pageToken);
    for (const user of page.users) await step(user, recorded, nowMs, report);
    report.seen += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  if (report.notified.length || report.due.length || report.cancelled.length) {
    logger.info('Inactive accounts run', { notified: report.notified.length, due: report.due.length, cancelled: report.cancelled.length, seen: report.seen });
  }
  return report;
}
