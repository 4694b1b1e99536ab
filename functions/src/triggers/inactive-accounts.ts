// Daily: accounts unused for the retention period get their 30-day notice, then their deletion is marked due
// (domain/inactive-accounts; the period is shared/src/retention.ts `inactiveAccounts`), and every account whose
// deletion is due is deleted as "Delete my account" deletes one (domain/privacy, decision 204). An account the
// deletion refuses (a booking under way, a role since) stays due and is tried again the next day.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { logger, runLogged } from '../lib/log';
import { dueAccountDeletions, runInactiveAccounts } from '../domain/inactive-accounts';
import { eraseAccount } from '../domain/privacy';
import { authUser } from '../domain/users';

/** Deletes up to `limit` accounts whose deletion is due; returns how many were deleted and refused. */
export async function deleteDueAccounts(nowMs: number, limit = 100): Promise<{ deleted: number; refused: number }> {
  const due = await dueAccountDeletions().limit(limit).get();
  let deleted = 0;
  let refused = 0;
  for (const d of due.docs) {
    try {
      // The number the messages and consents name: the account's own, from Auth (gone once erased).
      const phone = (await authUser(d.id))?.phoneNumber ?? null;
      await eraseAccount(d.id, phone, nowMs);
      deleted += 1;
    } catch (err) {
      refused += 1;
      logger.warn('A due account deletion was refused; tried again tomorrow', { uid: d.id, error: String(err) });
    }
  }
  return { deleted, refused };
}

export const inactiveAccounts = onSchedule({ ...jobOptions, schedule: 'every day 04:15', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 }, async () => {
  await runLogged('inactiveAccounts', undefined, async () => ({
    ...(await runInactiveAccounts(Date.now())),
    deletions: await deleteDueAccounts(Date.now()),
  }));
});
