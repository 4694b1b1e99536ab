// The applicant's own kyc/{uid} document, live (firestore.rules let the owner read it). Watching it is how
// the new role reaches a signed-in owner without signing them out: when the decision says approved and the
// ID token does not carry pg_owner yet, the session fetches a fresh token (docs/decisions/060-owner-kyc.md).
import { useEffect, useState } from 'react';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { IdType, KycStatus } from '@kotastay/shared/schemas/kyc';
import { loadFirebase } from '../../../lib/firebase';

export type OwnKyc = {
  status: KycStatus;
  idType: IdType;
  nameOnId: string | null;
  hasIdCard: boolean;
  rejectionReason: string | null;
  bank: { accountHolderName?: string; accountNumberLast4?: string; ifsc?: string };
  submittedAt: Date | null;
};

export type OwnKycState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; kyc: OwnKyc | null };

type TimestampLike = { toDate(): Date };
const toDate = (v: unknown): Date | null =>
  typeof v === 'object' && v !== null && 'toDate' in v ? (v as TimestampLike).toDate() : null;

export function useOwnKyc(uid: string | null): OwnKycState {
  const [state, setState] = useState<OwnKycState>({ status: 'loading' });
  useEffect(() => {
    if (!uid) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([loadFirebase(), import('firebase/firestore')]).then(([{ db }, fs]) => {
      if (cancelled) return;
      unsubscribe = fs.onSnapshot(
        fs.doc(db, COLLECTIONS.kyc, uid),
        (snap) => {
          if (!snap.exists()) {
            setState({ status: 'ready', kyc: null });
            return;
          }
          const d = snap.data();
          setState({
            status: 'ready',
            kyc: {
              status: d.status as KycStatus,
              idType: d.idType as IdType,
              nameOnId: typeof d.nameOnId === 'string' ? d.nameOnId : null,
              hasIdCard: typeof d.idCardPath === 'string',
              rejectionReason:
                d.status === 'rejected' && typeof d.rejectionReason === 'string' ? d.rejectionReason : null,
              bank: (d.bank ?? {}) as OwnKyc['bank'],
              submittedAt: toDate(d.submittedAt),
            },
          });
        },
        (err) => {
          console.error('Could not watch the verification status', err);
          setState({ status: 'error' });
        },
      );
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);
  return state;
}
