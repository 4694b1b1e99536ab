/** Firestore collection names, shared by rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  coachings: 'coachings',
  branches: 'branches',
  areas: 'areas',
  pgs: 'pgs',
  savedPgs: 'saved_pgs',
  /** Owner verification, one per applicant (docs/decisions/060-owner-kyc.md); `kyc/{uid}/views` logs admin views. */
  kyc: 'kyc',
  /** The full bank account number for payouts: Functions only, never sent to a client. */
  kycPrivate: 'kyc_private',
  /** Messages waiting for delivery (SMS/WhatsApp arrive in a later issue): Functions only. */
  outbox: 'outbox',
} as const;
