// The only KYC module that touches firebase-admin: documents, the ID card objects, the outbox.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { IdTypeSchema, KYC_CONTENT_TYPES, type KycContentType, type KycDecision, type KycStatus, type KycView } from '@kotastay/shared/schemas/kyc';
import type { Language } from '@kotastay/shared/language';
import type { Transaction } from 'firebase-admin/firestore';
import { db, storage } from '../../lib/admin';

export const kycCol = () => db().collection(COLLECTIONS.kyc);
export const kycRef = (uid: string) => kycCol().doc(uid);
/** Applications waiting for an admin's decision (the admin overview's count). */
export const submittedKyc = () => kycCol().where('status', '==', 'submitted');
export const kycPrivateRef = (uid: string) => db().collection(COLLECTIONS.kycPrivate).doc(uid);
export const kycViewsCol = (uid: string) => kycRef(uid).collection('views');

/**
 * The language an owner applied in (kyc/{uid}.language), read in another module's transaction: the owner's texts
 * about visits to their PG go out in it (decision 212). English when unknown.
 */
export async function readOwnerLanguageInTx(tx: Transaction, uid: string): Promise<Language> {
  return (await tx.get(kycRef(uid))).get('language') === 'hi' ? 'hi' : 'en';
}

export const bucket = () => storage().bucket();
export const idCardPrefix = (uid: string) => `id_cards/${uid}/`;

export const serverTime = () => FieldValue.serverTimestamp();
export const deleteField = () => FieldValue.delete();
export const arrayUnion = (...items: unknown[]) => FieldValue.arrayUnion(...items);
export const ts = (ms: number) => Timestamp.fromMillis(ms);

export const iso = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isStatus = (v: unknown): v is KycStatus => v === 'submitted' || v === 'approved' || v === 'rejected';
const isContentType = (v: unknown): v is KycContentType => (KYC_CONTENT_TYPES as readonly unknown[]).includes(v);

export type StoredDecision = { action: 'approved' | 'rejected'; by: string; at: Timestamp; reason?: string };

/** Document → what the applicant and staff may see (explicit fields: audit data stays server-side). */
export function toKycView(snap: DocumentSnapshot, phone?: string | null): KycView {
  const d = snap.data() ?? {};
  const bank = (d.bank ?? {}) as Record<string, unknown>;
  const history = Array.isArray(d.history) ? (d.history as StoredDecision[]) : [];
  const idType = IdTypeSchema.safeParse(d.idType);
  return {
    uid: snap.id,
    status: isStatus(d.status) ? d.status : 'submitted',
    nameOnId: str(d.nameOnId) ?? null,
    idType: idType.success ? idType.data : 'pan',
    idCardContentType: isContentType(d.idCardContentType) ? d.idCardContentType : null,
    hasIdCard: typeof d.idCardPath === 'string',
    bank: {
      accountHolderName: str(bank.accountHolderName) ?? '',
      accountNumberLast4: str(bank.accountNumberLast4) ?? '',
      ifsc: str(bank.ifsc) ?? '',
      ...(str(bank.upiId) ? { upiId: str(bank.upiId) } : {}),
    },
    submittedAt: iso(d.submittedAt),
    decidedAt: iso(d.decidedAt),
    ...(d.status === 'rejected' && str(d.rejectionReason) ? { rejectionReason: str(d.rejectionReason) } : {}),
    history: history.map(
      (h): KycDecision => ({ action: h.action, by: h.by, at: iso(h.at) ?? '', ...(h.reason ? { reason: h.reason } : {}) }),
    ),
    ...(phone !== undefined ? { phone } : {}),
  };
}
