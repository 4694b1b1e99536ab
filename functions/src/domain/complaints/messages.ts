// The texts a complaint sends, queued in the outbox inside the change's transaction (the outboxDelivery trigger sends
// them): to the owner when a complaint reaches them, and to whoever raised it (the student or the parent) when the team
// has it and when it is answered — in the stay's language. The owner's text is English (owners' language is not
// recorded yet). The texts to a student in danger name the national helplines (docs/decisions/208-complaints.md).
import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { COMPLAINT_ROUTING, type ComplaintCategory, type ComplaintDoc } from '@kotastay/shared/schemas/complaint';
import { EMERGENCY_NUMBER, TELE_MANAS } from '@kotastay/shared/grievance';
import type { Language } from '@kotastay/shared/language';
import { enqueueMessage, newTextMessage } from '../messaging';

type Params = Record<string, string>;

const CATEGORY_WORDS: Record<Language, Record<ComplaintCategory, string>> = {
  en: {
    food: 'food',
    cleanliness: 'cleanliness',
    facilities: 'facilities',
    owner_behaviour: 'owner behaviour',
    safety: 'safety',
    harassment: 'harassment',
  },
  hi: {
    food: 'खाना',
    cleanliness: 'साफ़-सफ़ाई',
    facilities: 'सुविधाएँ',
    owner_behaviour: 'मालिक का व्यवहार',
    safety: 'सुरक्षा',
    harassment: 'उत्पीड़न',
  },
};

const EN_WHEN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
/** A deadline as "27 Nov, 4:30 pm" (Kota time). */
export const complaintDueLabel = (iso: string): string => EN_WHEN.format(new Date(iso));

export const COMPLAINT_TEMPLATES = {
  /** To the owner: a complaint is theirs to answer. */
  to_owner: (p: Params) =>
    `KotaStay: ${p.student} (${p.room}) at ${p.pg} has raised a complaint about ${p.category}. Please answer it on My PGs by ${p.due}; after that our team takes it up.`,
  /** To the raiser of a safety or harassment complaint: the team has it, and the helplines. */
  urgent: {
    en: (p: Params) =>
      `KotaStay: your ${p.category} complaint about ${p.pg} is with our team; we will call you within ${p.hours} hours. In danger, call ${EMERGENCY_NUMBER}. To talk to someone: Tele-MANAS ${TELE_MANAS} (free, 24x7).`,
    hi: (p: Params) =>
      `KotaStay: ${p.pg} के बारे में आपकी ${p.category} की शिकायत हमारी टीम के पास है; हम ${p.hours} घंटे के भीतर आपको कॉल करेंगे। ख़तरे में हों तो ${EMERGENCY_NUMBER} पर कॉल करें। बात करने के लिए: Tele-MANAS ${TELE_MANAS} (मुफ़्त, 24x7)।`,
  },
  /** To the raiser: the owner did not answer in time (or the complaint was reopened again): the team has it. */
  escalated: {
    en: (p: Params) => `KotaStay: our team has taken up your complaint about ${p.pg} and will answer by ${p.due}.`,
    hi: (p: Params) => `KotaStay: ${p.pg} के बारे में आपकी शिकायत अब हमारी टीम के पास है; जवाब ${p.due} तक मिलेगा।`,
  },
  /** To the raiser: an answer is in. */
  answered: {
    en: (p: Params) =>
      `KotaStay: your complaint about ${p.pg} has an answer. Open KotaStay to read it and say whether it is resolved.`,
    hi: (p: Params) =>
      `KotaStay: ${p.pg} के बारे में आपकी शिकायत का जवाब आ गया है। KotaStay खोलकर पढ़ें और बताएँ कि समस्या हल हुई या नहीं।`,
  },
} as const;
export type ComplaintTemplate = 'to_owner' | 'urgent' | 'escalated' | 'answered';

function queue(
  tx: Transaction,
  c: ComplaintDoc,
  to: { uid: string | null; phone: string; audience: 'student' | 'parent' | 'owner' },
  template: ComplaintTemplate,
  params: Params,
  text: string,
  language: Language,
) {
  enqueueMessage(
    tx,
    newTextMessage({
      toUid: to.uid,
      toPhone: to.phone,
      audience: to.audience,
      template: `complaint_${template}`,
      params,
      text,
      language,
      // Complaints are about a stay, whose id is its booking's: the desks' outbox view lists them with the booking.
      bookingId: c.stayId,
      createdAt: FieldValue.serverTimestamp(),
    }),
  );
}

/** Texts the owner that a complaint is theirs (a write only). Nothing when their number is unknown. */
export function queueToOwner(tx: Transaction, c: ComplaintDoc, ownerPhone: string | null): void {
  if (!ownerPhone || !c.dueAt || !c.ownerUid) return;
  const params = {
    pg: c.pgName,
    student: c.studentFirstName,
    room: c.roomLabel,
    category: CATEGORY_WORDS.en[c.category],
    due: complaintDueLabel(c.dueAt),
  };
  queue(
    tx,
    c,
    { uid: c.ownerUid, phone: ownerPhone, audience: 'owner' },
    'to_owner',
    params,
    COMPLAINT_TEMPLATES.to_owner(params),
    'en',
  );
}

/** Texts whoever raised the complaint (the student's number, or the parent's). A write only. */
export function queueToRaiser(
  tx: Transaction,
  c: ComplaintDoc,
  studentPhone: string | null,
  template: Exclude<ComplaintTemplate, 'to_owner'>,
): void {
  const l = c.language;
  const to =
    c.raisedBy === 'parent'
      ? { uid: null, phone: c.parentPhone, audience: 'parent' as const }
      : studentPhone
        ? { uid: c.studentUid, phone: studentPhone, audience: 'student' as const }
        : null;
  if (!to) return;
  const params = {
    pg: c.pgName,
    category: CATEGORY_WORDS[l][c.category],
    hours: String(COMPLAINT_ROUTING[c.category].hours),
    due: c.dueAt ? complaintDueLabel(c.dueAt) : '',
  };
  queue(tx, c, to, template, params, COMPLAINT_TEMPLATES[template][l](params), l);
}
