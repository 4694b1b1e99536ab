// The texts a booking sends to the student and the parent, queued in the outbox inside the transition's transaction
// (the outboxDelivery trigger sends them). Short and plain, in the language the booking was made in (English or
// Hindi: messages-hi.ts), with the PG, the time (Kota time) and the escort.
import type { Transaction } from 'firebase-admin/firestore';
import { visitStartMs } from '@kotastay/shared/booking-refunds';
import {
  CANCEL_REASONS,
  KOTA_UTC_OFFSET_MS,
  roomText,
  type BookingDoc,
  type OutboxAudience,
} from '@kotastay/shared/schemas/booking';
import { firstNameOf, ownerKnowsOf } from '@kotastay/shared/schemas/owner-lead';
import type { Language } from '@kotastay/shared/language';
import { CANCEL_REASON_LABELS_HI, MESSAGE_TEMPLATES_HI, WORDS_HI } from './messages-hi';
import { enqueueMessage, newTextMessage } from '../messaging';
import { serverTime } from './store';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const HINDI_TIME = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment in Kota time, e.g. "Tue 24 Nov, 11:00" (Hindi: "मंगल, 24 नव॰, 11:00"). */
export function kotaTimeLabel(ms: number, language: Language = 'en'): string {
  if (language === 'hi') return HINDI_TIME.format(new Date(ms));
  const d = new Date(ms + KOTA_UTC_OFFSET_MS);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${hh}:${mm}`;
}

export { visitStartMs };

export const visitTimeLabel = (
  b: Pick<BookingDoc, 'visit' | 'visitDate' | 'visitSlot'>,
  language: Language = 'en',
): string => kotaTimeLabel(visitStartMs(b), language);

type Params = Record<string, string>;
type Render = (p: Params) => string;

/** Each template's texts by audience; a template without an audience's text sends nothing to it. */
export const MESSAGE_TEMPLATES = {
  hold_expired: {
    student: (p: Params) =>
      `KotaStay: the ₹${p.token} token for your visit to ${p.pg} (${p.time}) was not paid within 15 minutes, so the slot was released. Nothing was charged.`,
  },
  // Decision 150: the one text about an unpaid booking, to the parent the student asked (at most one per booking, and
  // per number and per student a day: decision 191), and the answer back to the student. The number has not proved
  // itself yet, so the text is fixed: no name, no PG — only the expiring link and its deadline.
  parent_approval_request: {
    parent: (p: Params) =>
      `KotaStay: a student has asked you to approve a PG visit booking. To see it and answer, open ${p.link} and sign in with this number by ${p.deadline}.`,
  },
  // Decision 191: what a parent number that has not proved itself gets instead of any other text (no names, no PG).
  parent_update: {
    parent: () =>
      'KotaStay: there is an update on a PG visit booking that gives this number as the parent’s contact. Sign in to KotaStay with this number to see it.',
  },
  parent_approved: {
    student: (p: Params) => `KotaStay: your parent approved your visit to ${p.pg} (${p.time}). Pay the ₹${p.token} token by ${p.holdUntil} in My bookings to keep the slot.`,
  },
  parent_declined: {
    student: (p: Params) => `KotaStay: your parent did not approve your visit to ${p.pg} (${p.time}), so the booking is cancelled and the slot released. Nothing was charged.`,
  },
  token_paid: {
    student: (p: Params) =>
      `KotaStay: ₹${p.token} token received for your visit to ${p.pg} (${p.time}). Our team will confirm the time and your escort soon.`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} booked a guided visit to ${p.pg}, ${p.area}, for ${p.time}. We will share the escort's name before the visit.`,
    owner: (p: Params) =>
      `KotaStay: new visit request for ${p.pg}: ${p.student} asks about ${p.room} for ${p.time}. Our team will confirm the time with you; see “Visits to your PGs” in KotaStay.`,
  },
  payment_receipt: {
    parent: (p: Params) =>
      `KotaStay receipt ${p.receiptNo}: ₹${p.token} visit token paid by ${p.student} for ${p.pg} on ${p.paidAt}. Payment ref ${p.paymentId}. Credited to the first month's rent on move-in.`,
  },
  visit_scheduled: {
    student: (p: Params) =>
      `KotaStay: your visit to ${p.pg} is on ${p.time}. ${p.escort} (${p.escortPhone}) will take you round.`,
    parent: (p: Params) =>
      `KotaStay: ${p.student}'s visit to ${p.pg} is on ${p.time} with our escort ${p.escort} (${p.escortPhone}).`,
    owner: (p: Params) => `KotaStay: visit scheduled at ${p.pg}: ${p.student} (${p.room}) comes on ${p.time} with our escort.`,
  },
  visit_rescheduled: {
    student: (p: Params) =>
      `KotaStay: your visit to ${p.pg} has moved to ${p.time}. Your escort is ${p.escort} (${p.escortPhone}).`,
    parent: (p: Params) =>
      `KotaStay: ${p.student}'s visit to ${p.pg} has moved to ${p.time}, escort ${p.escort} (${p.escortPhone}).`,
    owner: (p: Params) => `KotaStay: visit changed at ${p.pg}: ${p.student} (${p.room}) now comes on ${p.time}.`,
  },
  no_show_reschedule: {
    student: (p: Params) =>
      `KotaStay: you missed your visit to ${p.pg} (${p.time}). We offer one free reschedule: our team will call you to fix a new time. If that visit is missed too, the ₹${p.token} token is kept.`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} missed the visit to ${p.pg} (${p.time}). We offer one free reschedule; our team will call to fix a new time.`,
  },
  visit_done: {
    student: (p: Params) => `KotaStay: thanks for visiting ${p.pg}. Our move-in team will call you about the room.`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} visited ${p.pg} today with ${p.escort}. Our move-in team will call about the room.`,
  },
  confirmed: {
    student: (p: Params) =>
      `KotaStay: your move-in at ${p.pg} is confirmed. The ₹${p.token} token is credited to your first month's rent.`,
    parent: (p: Params) =>
      `KotaStay: ${p.student}'s move-in at ${p.pg} is confirmed. The ₹${p.token} token is credited to the first month's rent.`,
    owner: (p: Params) => `KotaStay: ${p.student} has moved in at ${p.pg} (${p.room}). See Residents in KotaStay.`,
  },
  cancelled: {
    student: (p: Params) => `KotaStay: your booking for ${p.pg} (${p.time}) is cancelled: ${p.reason}. ${p.refund}`,
    parent: (p: Params) =>
      `KotaStay: ${p.student}'s booking for ${p.pg} (${p.time}) is cancelled: ${p.reason}. ${p.refund}`,
    owner: (p: Params) => `KotaStay: visit cancelled at ${p.pg}: ${p.student} (${p.room}) will not come on ${p.time}.`,
  },
  refund_receipt: {
    parent: (p: Params) =>
      `KotaStay refund: ₹${p.amount} for ${p.student}'s visit to ${p.pg} is refunded to the original payment method (ref ${p.refundId}). It reaches the account in 5-7 working days.`,
  },
  refund_failed: {
    parent: (p: Params) =>
      `KotaStay: the ₹${p.amount} refund for ${p.student}'s visit to ${p.pg} did not go through. Our team will call you to sort it out.`,
  },
} satisfies Record<string, Partial<Record<OutboxAudience, Render>>>;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

/** Every template in each language, with the same audiences (tsc holds the Hindi ones to the English keys). */
const TEMPLATES: Record<Language, Record<MessageTemplate, Partial<Record<OutboxAudience, Render>>>> = {
  en: MESSAGE_TEMPLATES,
  hi: MESSAGE_TEMPLATES_HI satisfies { [T in MessageTemplate]: { [A in keyof (typeof MESSAGE_TEMPLATES)[T]]: Render } },
};

/**
 * Decision 191: the parent's number has proved itself once whoever signed in with it (an OTP to that number) approved
 * this booking. Until then the parent's texts carry nothing a user chose (no student name, no PG name).
 */
export const parentNumberProved = (b: Pick<BookingDoc, 'parentApproval'>): boolean => b.parentApproval?.state === 'approved';

/** The parameters a text to an unproved parent number may carry: the approval link and deadline, nothing typed by a user. */
const UNPROVED_PARENT_PARAMS = ['link', 'deadline'] as const;

/** The booking's messages' language: the one it was made in, English for bookings older than that. */
export const bookingLanguage = (b: Pick<BookingDoc, 'language'>): Language => b.language ?? 'en';

/** What a cancellation message says about the token. */
export function refundSentence(
  b: Pick<BookingDoc, 'payment' | 'refund' | 'tokenInr'>,
  language: Language = 'en',
): string {
  if (language === 'hi') {
    if (b.refund) return WORDS_HI.refundStarted(b.refund.amountInr);
    if (b.payment.status === 'kept') return WORDS_HI.tokenKept(b.tokenInr);
    return WORDS_HI.nothingCharged;
  }
  if (b.refund) return `Your ₹${b.refund.amountInr} token is being refunded to the original payment method.`;
  if (b.payment.status === 'kept') return `The ₹${b.tokenInr} token is not refunded (see the refund policy).`;
  return 'Nothing was charged.';
}

/** The parameters every template can use, from the booking as it now is. */
export function bookingParams(b: BookingDoc): Params {
  const language = bookingLanguage(b);
  const hi = language === 'hi';
  return {
    pg: b.pgName,
    area: b.areaName,
    time: visitTimeLabel(b, language),
    student: b.studentName || (hi ? WORDS_HI.theStudent : 'The student'),
    token: String(b.tokenInr),
    escort: b.visit?.escortName ?? (hi ? WORDS_HI.ourTeam : 'our team'),
    escortPhone: b.visit?.escortPhone ?? '',
    receiptNo: b.payment.receiptNo ?? '',
    paymentId: b.payment.paymentId ?? '',
    paidAt: b.payment.paidAt ? kotaTimeLabel(Date.parse(b.payment.paidAt), language) : '',
    reason: b.cancelReason ? (hi ? CANCEL_REASON_LABELS_HI[b.cancelReason] : CANCEL_REASONS[b.cancelReason].label) : '',
    refund: refundSentence(b, language),
    amount: String(b.refund?.amountInr ?? b.tokenInr),
    refundId: b.refund?.refundId ?? '',
  };
}

/**
 * What a text to the PG's owner may say (decision 212): the PG, the time and the room asked for, in the owner's
 * language, and the student's first name — never a phone, the escort's number, the reason or the payment.
 */
export function ownerParams(b: BookingDoc): Params {
  const language = b.ownerLanguage ?? 'en';
  return {
    pg: b.pgName,
    time: visitTimeLabel(b, language),
    student: firstNameOf(b.studentName) || (language === 'hi' ? WORDS_HI.theStudent : 'The student'),
    room: b.room ? roomText(b.room, language) : b.roomLabel,
  };
}

/** Queues the owner's text of `template`, when it has one and the booking knows its owner (decision 212). */
function queueOwnerMessage(tx: Transaction, booking: BookingDoc, template: MessageTemplate): string | null {
  const language = booking.ownerLanguage ?? 'en';
  const render = (TEMPLATES[language][template] as Partial<Record<OutboxAudience, Render>>).owner;
  // A cancellation before the token was paid (an unpaid hold) sends the owner nothing: they never heard of it.
  if (!render || !booking.ownerUid || !ownerKnowsOf(booking)) return null;
  const params = ownerParams(booking);
  const text = render(params);
  // No phone on the message: delivery finds the owner's number from their uid (messaging/delivery.ts).
  enqueueMessage(
    tx,
    newTextMessage({
      toUid: booking.ownerUid,
      toPhone: null,
      audience: 'owner',
      template,
      params,
      text,
      language,
      bookingId: booking.id,
      createdAt: serverTime(),
    }),
  );
  return text;
}

/**
 * Queues `template` for each audience it has a text for: an OutboxDoc per phone, `pending`, by SMS. A write only,
 * so it can follow the transaction's reads. Returns the texts queued (for logs and tests).
 */
export function queueMessages(
  tx: Transaction,
  booking: BookingDoc,
  template: MessageTemplate,
  params: Params = {},
): string[] {
  const all = { ...bookingParams(booking), ...params };
  const texts: string[] = [];
  const renders: Partial<Record<OutboxAudience, Render>> = TEMPLATES[bookingLanguage(booking)][template];
  const templates = TEMPLATES[bookingLanguage(booking)];
  for (const audience of ['student', 'parent'] as const) {
    if (!renders[audience]) continue;
    // A parent number that has not proved itself gets the fixed text: the approval request as it is (it names
    // nothing), any other message as `parent_update`; its parameters keep only the link and the deadline.
    const neutral = audience === 'parent' && !parentNumberProved(booking);
    const kind: MessageTemplate = neutral && template !== 'parent_approval_request' ? 'parent_update' : template;
    const render = (templates[kind] as Partial<Record<OutboxAudience, Render>>)[audience]!;
    // `about` names the message it stands for (our own word, for the desks and tests; no template reads it).
    const sent: Params = !neutral
      ? all
      : kind === template
        ? Object.fromEntries(UNPROVED_PARENT_PARAMS.filter((k) => k in all).map((k) => [k, all[k]!]))
        : { about: template };
    const text = render(sent);
    enqueueMessage(
      tx,
      newTextMessage({
        toUid: audience === 'student' ? booking.studentUid : null,
        toPhone: audience === 'student' ? booking.studentPhone : booking.parentPhone,
        audience,
        template: kind,
        params: sent,
        text,
        bookingId: booking.id,
        createdAt: serverTime(),
      }),
    );
    texts.push(text);
  }
  const owner = queueOwnerMessage(tx, booking, template);
  if (owner) texts.push(owner);
  return texts;
}
