// Review invitations (docs/requirements/stays.md#review-invitations): one text to the student 30 days into a stay,
// and one after they move out, each at most once per stay and never for a stay already reviewed. Sent by a daily job
// (triggers/stay-review-invites.ts) at a decent hour in Kota, through the outbox like every other text; the stay
// records when each went (`reviewInvites`), in the same transaction as the queued text, so a retried run sends none
// twice.
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { REVIEW_INVITE_AFTER_DAYS, addDays, type ReviewInviteKind, type StayDoc } from '@kotastay/shared/schemas/stay';
import type { Language } from '@kotastay/shared/language';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { queueStayTexts, type Render } from './messages';
import { getStay, markReviewInvited, readStay, readStayContacts, staysCol, staysOf } from './store';

/**
 * How many days back a run looks (a day the job did not run is caught up the next day; an invitation more than a
 * week late is not sent: "a month in" would no longer be true, and after moving out the memory is what counts).
 */
export const REVIEW_INVITE_CATCH_UP_DAYS = 7;

export const REVIEW_INVITE_TEXTS: Record<Language, Record<ReviewInviteKind, Render>> = {
  en: {
    month: (p) =>
      `KotaStay: you have lived at ${p.pg} for a month. How is it — food, safety, cleanliness, the owner? Your review on My bookings helps the next student choose.`,
    exit: (p) =>
      `KotaStay: you have moved out of ${p.pg}. Tell the next student how it really was: write your review on My bookings (it never shows your full name or your number).`,
  },
  hi: {
    month: (p) =>
      `KotaStay: आपको ${p.pg} में रहते हुए एक महीना हो गया। कैसा है — खाना, सुरक्षा, सफ़ाई, मालिक? "मेरी बुकिंग" पर आपका रिव्यू अगले छात्र को चुनने में मदद करता है।`,
    exit: (p) =>
      `KotaStay: आपने ${p.pg} छोड़ दिया है। अगले छात्र को बताइए कि वहाँ सच में कैसा था: "मेरी बुकिंग" पर अपना रिव्यू लिखें (उसमें आपका पूरा नाम या नंबर कभी नहीं दिखता)।`,
  },
};

/** Whether `kind` is due for this stay on `today` (Kota), ignoring what was already sent. */
export function inviteDue(stay: Pick<StayDoc, 'status' | 'startDate' | 'notice'>, kind: ReviewInviteKind, today: string): boolean {
  const earliest = addDays(today, -REVIEW_INVITE_CATCH_UP_DAYS);
  if (kind === 'month') {
    // Still living there a month in (a stay that ended sooner gets the exit invitation instead).
    const day = addDays(stay.startDate, REVIEW_INVITE_AFTER_DAYS);
    return stay.status !== 'ended' && day <= today && day >= earliest;
  }
  const exit = stay.notice?.exitDate;
  return stay.status === 'ended' && !!exit && exit <= today && exit >= earliest;
}

/**
 * Sends `kind` for one stay if it is due, not sent and the stay not reviewed; true when it queued the text.
 * `isReviewed` is the reviews module's check (passed in: reviews depend on bookings, which depend on stays).
 */
export async function inviteToReview(id: string, kind: ReviewInviteKind, nowMs: number, isReviewed: (bookingId: string) => Promise<boolean>): Promise<boolean> {
  const today = kotaDate(nowMs);
  const before = await getStay(id);
  if (!before || before.reviewInvites?.[kind] || !inviteDue(before, kind, today) || (await isReviewed(before.bookingId))) return false;
  return db().runTransaction(async (tx) => {
    const stay = await readStay(tx, id);
    if (stay.reviewInvites?.[kind] || !inviteDue(stay, kind, today)) return false;
    const contacts = await readStayContacts(tx, id);
    if (!contacts?.studentPhone) return false;
    // The student only: a parent does not review.
    queueStayTexts(tx, stay, contacts, `stay_review_invite_${kind}`, { student: REVIEW_INVITE_TEXTS[stay.language][kind] }, { pg: stay.pgName });
    markReviewInvited(tx, id, kind, new Date(nowMs).toISOString());
    return true;
  });
}

/**
 * The daily run: stays that reached a month in, and stays that ended, within the catch-up window. Two range reads
 * on single fields (Firestore's automatic indexes), bounded by a week of move-ins and exits. One failing stay does
 * not stop the others. Returns how many invitations were queued.
 */
export async function sendReviewInvites(nowMs: number, isReviewed: (bookingId: string) => Promise<boolean>): Promise<number> {
  const today = kotaDate(nowMs);
  const from = addDays(today, -REVIEW_INVITE_CATCH_UP_DAYS);
  const [monthIn, movedOut] = await Promise.all([
    staysOf(
      staysCol()
        .where('startDate', '>=', addDays(from, -REVIEW_INVITE_AFTER_DAYS))
        .where('startDate', '<=', addDays(today, -REVIEW_INVITE_AFTER_DAYS)),
    ),
    staysOf(staysCol().where('notice.exitDate', '>=', from).where('notice.exitDate', '<=', today)),
  ]);
  const pending = (stays: StayDoc[], kind: ReviewInviteKind): { id: string; kind: ReviewInviteKind }[] =>
    stays.filter((s) => !s.reviewInvites?.[kind] && inviteDue(s, kind, today)).map((s) => ({ id: s.id, kind }));
  const work = [...pending(monthIn, 'month'), ...pending(movedOut, 'exit')];
  let sent = 0;
  for (const { id, kind } of work) {
    try {
      if (await inviteToReview(id, kind, nowMs, isReviewed)) sent++;
    } catch (err) {
      logger.error('Could not send a review invitation', { stayId: id, kind, err: String(err) });
    }
  }
  return sent;
}
