// Rent's texts to the student and the parent (docs/decisions/209-monthly-rent.md#messages), in English and Hindi, in
// the stay's language: the numbered receipt of every payment, the reminder before the billing day, and a refund.
import type { Transaction } from 'firebase-admin/firestore';
import type { OutboxAudience } from '@kotastay/shared/schemas/booking';
import type { RentInvoiceDoc, RentRefund } from '@kotastay/shared/schemas/rent';
import type { StayContactsDoc, StayDoc } from '@kotastay/shared/schemas/stay';
import type { Language } from '@kotastay/shared/language';
import { queueStayTexts, rupees, stayDateLabel, type Params, type Render } from './messages';

type Templates = Record<'receipt' | 'reminder' | 'refund', Record<OutboxAudience & ('student' | 'parent'), Render>>;

export const RENT_TEMPLATES: Templates = {
  receipt: {
    student: (p) =>
      `KotaStay rent receipt ${p.receiptNo}: ₹${p.amount} paid for ${p.pg}, ${p.from} to ${p.to}${p.token ? ` (₹${p.total} less the ₹${p.token} token)` : ''}. Payment ref ${p.paymentId}.`,
    parent: (p) =>
      `KotaStay rent receipt ${p.receiptNo}: ₹${p.amount} paid by ${p.student} for ${p.pg}, ${p.from} to ${p.to}${p.token ? ` (₹${p.total} less the ₹${p.token} token)` : ''}. Payment ref ${p.paymentId}. No deposit is ever charged.`,
  },
  reminder: {
    student: (p) => `KotaStay: rent of ₹${p.amount} for ${p.pg} (${p.from} to ${p.to}) is due on ${p.due}. Pay in the app under My bookings.`,
    parent: (p) => `KotaStay: ${p.student}'s rent of ₹${p.amount} for ${p.pg} (${p.from} to ${p.to}) is due on ${p.due}. It can be paid in the app.`,
  },
  refund: {
    student: (p) => `KotaStay: ₹${p.refund} of rent for ${p.pg} is being refunded (${p.why}). It reaches the account it was paid from in 5–7 working days.`,
    parent: (p) => `KotaStay: ₹${p.refund} of ${p.student}'s rent for ${p.pg} is being refunded (${p.why}). It reaches the account it was paid from in 5–7 working days.`,
  },
};

export const RENT_TEMPLATES_HI: Templates = {
  receipt: {
    student: (p) =>
      `KotaStay किराया रसीद ${p.receiptNo}: ${p.pg} के लिए ${p.from} से ${p.to} तक ₹${p.amount} का भुगतान हुआ${p.token ? ` (₹${p.total} में से ₹${p.token} टोकन घटाकर)` : ''}। भुगतान संदर्भ ${p.paymentId}।`,
    parent: (p) =>
      `KotaStay किराया रसीद ${p.receiptNo}: ${p.student} ने ${p.pg} के लिए ${p.from} से ${p.to} तक ₹${p.amount} का भुगतान किया${p.token ? ` (₹${p.total} में से ₹${p.token} टोकन घटाकर)` : ''}। भुगतान संदर्भ ${p.paymentId}। कोई डिपॉज़िट कभी नहीं लिया जाता।`,
  },
  reminder: {
    student: (p) => `KotaStay: ${p.pg} का ₹${p.amount} किराया (${p.from} से ${p.to}) ${p.due} को देय है। ऐप में "मेरी बुकिंग" में भुगतान करें।`,
    parent: (p) => `KotaStay: ${p.student} का ${p.pg} का ₹${p.amount} किराया (${p.from} से ${p.to}) ${p.due} को देय है। इसे ऐप में चुकाया जा सकता है।`,
  },
  refund: {
    student: (p) => `KotaStay: ${p.pg} के किराये के ₹${p.refund} लौटाए जा रहे हैं (${p.why})। ये 5–7 कार्यदिवसों में उसी खाते में पहुँचेंगे जिससे भुगतान हुआ था।`,
    parent: (p) => `KotaStay: ${p.student} के ${p.pg} के किराये के ₹${p.refund} लौटाए जा रहे हैं (${p.why})। ये 5–7 कार्यदिवसों में उसी खाते में पहुँचेंगे जिससे भुगतान हुआ था।`,
  },
};

const WHY: Record<Language, Record<RentRefund['reason'], string>> = {
  en: { duplicate: 'paid twice', stay_ended: 'paid after the stay ended', unused: 'the unused days after moving out' },
  hi: { duplicate: 'दो बार भुगतान', stay_ended: 'रहना ख़त्म होने के बाद भुगतान', unused: 'PG छोड़ने के बाद के बचे दिन' },
};

function rentParams(stay: StayDoc, contacts: StayContactsDoc, inv: RentInvoiceDoc): Params {
  const l = stay.language;
  return {
    pg: stay.pgName,
    student: contacts.studentName || stay.studentFirstName,
    amount: rupees(inv.amountInr),
    total: rupees(inv.totalInr),
    token: inv.tokenCreditInr ? rupees(inv.tokenCreditInr) : '',
    from: stayDateLabel(inv.periodStart, l),
    to: stayDateLabel(inv.periodEnd, l),
    due: stayDateLabel(inv.dueDate, l),
    receiptNo: inv.receiptNo ?? '',
    paymentId: inv.paymentId ?? '',
  };
}

/** Queues a rent text (a write only: after the transaction's reads). */
export function queueRentMessages(
  tx: Transaction,
  stay: StayDoc,
  contacts: StayContactsDoc,
  inv: RentInvoiceDoc,
  template: keyof Templates,
  refund?: Pick<RentRefund, 'amountInr' | 'reason'>,
): string[] {
  const params = rentParams(stay, contacts, inv);
  if (refund) Object.assign(params, { refund: rupees(refund.amountInr), why: WHY[stay.language][refund.reason] });
  const renders = (stay.language === 'hi' ? RENT_TEMPLATES_HI : RENT_TEMPLATES)[template];
  return queueStayTexts(tx, stay, contacts, `rent_${template}`, renders, params);
}
