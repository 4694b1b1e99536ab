// The texts a stay sends to the student and the parent, queued in the outbox inside the change's transaction (the
// outboxDelivery trigger sends them), in the language the booking was made in. The parent's number was confirmed by
// the move-in team (the checklist's "Parent contact confirmed"), so these texts may name the student and the PG
// (docs/decisions/207-stays-notice-and-exit.md#messages).
import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { OutboxAudience } from '@kotastay/shared/schemas/booking';
import { EXIT_REFUND_DAYS, type StayContactsDoc, type StayDoc } from '@kotastay/shared/schemas/stay';
import type { Language } from '@kotastay/shared/language';
import { enqueueMessage, newTextMessage } from '../messaging';

export type Params = Record<string, string>;
export type Render = (p: Params) => string;

const EN_DATE = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const HI_DATE = new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
/** A Kota date ('YYYY-MM-DD') as "12 Dec 2026" (Hindi: "12 दिस॰ 2026"). */
export const stayDateLabel = (date: string, language: Language): string =>
  (language === 'hi' ? HI_DATE : EN_DATE).format(new Date(`${date}T00:00:00Z`));

export const rupees = (n: number) => n.toLocaleString('en-IN');

export const STAY_TEMPLATES = {
  notice_given: {
    student: (p: Params) =>
      `KotaStay: your notice for ${p.pg} is recorded. Your exit date is ${p.exitDate}; the bed is handed back that day and your final statement follows.`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} has given notice at ${p.pg}. Exit date ${p.exitDate}. We will send the final statement on that day.`,
  },
  final_statement: {
    student: (p: Params) =>
      `KotaStay final statement, ${p.pg}: ${p.days} days (${p.start} to ${p.exitDate}). You moved out on ${p.exitDate}. Token ₹${p.token} was credited to the first month's rent. No deposit was taken.${p.rentLine || ` The move-in team settles any unused rent with the owner within ${p.refundDays} days.`}`,
    parent: (p: Params) =>
      `KotaStay final statement for ${p.student} at ${p.pg}: ${p.days} days (${p.start} to ${p.exitDate}). Moved out on ${p.exitDate}. Token ₹${p.token} credited to the first month's rent. No deposit was taken.${p.rentLine || ` The move-in team settles any unused rent with the owner within ${p.refundDays} days.`}`,
  },
  room_change_requested: {
    student: (p: Params) =>
      `KotaStay: your request to move to ${p.toRoom} at ${p.pg} is recorded. The move-in team will call you when a bed there is free; your room and rent stay as they are until then.`,
  },
  room_change_done: {
    student: (p: Params) =>
      `KotaStay: you have moved to ${p.toRoom} at ${p.pg}. Your rent is ₹${p.toRent} a month from ${p.rentFrom}; until then it stays as before.`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} has moved to ${p.toRoom} at ${p.pg}. The rent is ₹${p.toRent} a month from ${p.rentFrom}.`,
  },
  room_change_declined: {
    student: (p: Params) =>
      `KotaStay: your move to ${p.toRoom} at ${p.pg} could not be made now${p.note ? `: ${p.note}` : ''}. Your room and rent stay as they are; you can ask again on My bookings.`,
  },
} satisfies Record<string, Partial<Record<OutboxAudience, Render>>>;
export type StayTemplate = keyof typeof STAY_TEMPLATES;

export const STAY_TEMPLATES_HI: { [T in StayTemplate]: { [A in keyof (typeof STAY_TEMPLATES)[T]]: Render } } = {
  notice_given: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} छोड़ने का आपका नोटिस दर्ज हो गया। आपकी विदाई की तारीख़ ${p.exitDate} है; उसी दिन बेड लौटाया जाएगा और आपका अंतिम हिसाब भेजा जाएगा।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} ने ${p.pg} छोड़ने का नोटिस दिया है। विदाई की तारीख़ ${p.exitDate} है। उसी दिन हम अंतिम हिसाब भेजेंगे।`,
  },
  final_statement: {
    student: (p: Params) =>
      `KotaStay अंतिम हिसाब, ${p.pg}: ${p.days} दिन (${p.start} से ${p.exitDate})। आपने ${p.exitDate} को PG छोड़ा। ₹${p.token} का टोकन पहले महीने के किराये में जुड़ा। कोई डिपॉज़िट नहीं लिया गया।${p.rentLine || ` बचे हुए किराये का हिसाब मूव-इन टीम ${p.refundDays} दिन के भीतर PG मालिक से करेगी।`}`,
    parent: (p: Params) =>
      `KotaStay अंतिम हिसाब, ${p.student}, ${p.pg}: ${p.days} दिन (${p.start} से ${p.exitDate})। ${p.exitDate} को PG छोड़ा। ₹${p.token} का टोकन पहले महीने के किराये में जुड़ा। कोई डिपॉज़िट नहीं लिया गया।${p.rentLine || ` बचे हुए किराये का हिसाब मूव-इन टीम ${p.refundDays} दिन के भीतर PG मालिक से करेगी।`}`,
  },
  room_change_requested: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} में ${p.toRoom} में जाने का आपका अनुरोध दर्ज हो गया। वहाँ बेड ख़ाली होने पर मूव-इन टीम आपको फ़ोन करेगी; तब तक आपका कमरा और किराया पहले जैसा रहेगा।`,
  },
  room_change_done: {
    student: (p: Params) =>
      `KotaStay: आप ${p.pg} में ${p.toRoom} में चले गए हैं। ${p.rentFrom} से आपका किराया ₹${p.toRent} महीना है; तब तक पहले जैसा रहेगा।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} ${p.pg} में ${p.toRoom} में चले गए हैं। ${p.rentFrom} से किराया ₹${p.toRent} महीना है।`,
  },
  room_change_declined: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} में ${p.toRoom} में जाने का आपका अनुरोध अभी पूरा नहीं हो सका${p.note ? `: ${p.note}` : ''}। आपका कमरा और किराया पहले जैसा रहेगा; आप "मेरी बुकिंग" पर फिर से अनुरोध कर सकते हैं।`,
  },
};

const TEMPLATES: Record<Language, Record<StayTemplate, Partial<Record<OutboxAudience, Render>>>> = {
  en: STAY_TEMPLATES,
  hi: STAY_TEMPLATES_HI,
};

/** What the final statement says of the rent paid through the app (decision 209), or '' when none was. */
function rentLine(st: StayDoc['statement'], l: Language): string {
  if (!st?.rentPaidThrough) return '';
  const through = stayDateLabel(st.rentPaidThrough, l);
  const refund = rupees(st.unusedRentRefundInr ?? 0);
  return l === 'hi'
    ? ` किराया ${through} तक चुकाया गया; न इस्तेमाल हुए दिनों के ₹${refund} उसी खाते में लौटाए जा रहे हैं।`
    : ` Rent is paid up to ${through}; ₹${refund} for the unused days is refunded to the account it was paid from.`;
}

/** The parameters every stay template can use, from the stay as it now is. */
export function stayParams(s: StayDoc, contacts: StayContactsDoc): Params {
  const l = s.language;
  const st = s.statement;
  return {
    pg: s.pgName,
    student: contacts.studentName || s.studentFirstName || (l === 'hi' ? 'छात्र' : 'The student'),
    start: stayDateLabel(s.startDate, l),
    exitDate: s.notice ? stayDateLabel(s.notice.exitDate, l) : '',
    token: rupees(s.tokenCreditedInr),
    days: String(st?.daysStayed ?? ''),
    refundDays: String(EXIT_REFUND_DAYS),
    rentLine: rentLine(st, l),
  };
}

/** Queues `template` to the student and the parent (a write only: call it after the transaction's reads). */
export function queueStayMessages(tx: Transaction, stay: StayDoc, contacts: StayContactsDoc, template: StayTemplate, extra: Params = {}): string[] {
  return queueStayTexts(tx, stay, contacts, `stay_${template}`, TEMPLATES[stay.language][template], { ...stayParams(stay, contacts), ...extra });
}

/**
 * Queues one text per audience that `renders` has, to the stay's student and parent, with `params` (a write only).
 * Rent's receipts and reminders (rent-messages.ts) go out this way too.
 */
export function queueStayTexts(
  tx: Transaction,
  stay: StayDoc,
  contacts: StayContactsDoc,
  template: string,
  renders: Partial<Record<OutboxAudience, Render>>,
  params: Params,
): string[] {
  const texts: string[] = [];
  for (const audience of ['student', 'parent'] as const) {
    const render = renders[audience];
    const toPhone = audience === 'student' ? contacts.studentPhone : contacts.parentPhone;
    if (!render || !toPhone) continue;
    const text = render(params);
    enqueueMessage(
      tx,
      newTextMessage({
        toUid: audience === 'student' ? stay.studentUid : null,
        toPhone,
        audience,
        template,
        params,
        text,
        language: stay.language,
        bookingId: stay.bookingId,
        createdAt: FieldValue.serverTimestamp(),
      }),
    );
    texts.push(text);
  }
  return texts;
}
