// Daily at 11:00 in Kota: review invitations a month into a stay and after moving out (domain/stays/review-invites.ts,
// docs/requirements/stays.md#review-invitations). Wired here because the "already reviewed" check belongs to the
// reviews module, which depends on bookings, which depends on stays.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { isBookingReviewed } from '../domain/reviews';
import { sendReviewInvites } from '../domain/stays';

export const stayReviewInvites = onSchedule({ ...jobOptions, schedule: 'every day 11:00', timeZone: 'Asia/Kolkata' }, async () => {
  await runLogged('stayReviewInvites', undefined, () => sendReviewInvites(Date.now(), isBookingReviewed));
});
