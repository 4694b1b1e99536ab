// A parent's consent for a student under 18 (docs/decisions/203-children-and-parental-consent.md): India's DPDP Act
// 2023, section 9, treats everyone under 18 as a child whose data may be processed only with the verifiable consent
// of a parent. The student's date of birth (users/{uid}.birthDate, set once) says who is a child; the parent proves
// their number by signing in with a one-time code on it and consents; `parental_consents/{childUid}` records it.
import { z } from 'zod';
import { MobileDigitsSchema } from './booking';

/** The version of what the parent consents to (the privacy policy's children section); recorded with each consent. */
export const CONSENT_POLICY_VERSION = 'children-2026-11';
/** What a consent covers: the child's bookings and token payments, and the data they need. */
export const CONSENT_SCOPE = ['bookings', 'payments'] as const;
export type ConsentScope = (typeof CONSENT_SCOPE)[number];

export const CONSENT_STATES = ['requested', 'granted', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

const ConsentStateSchema = z.enum(CONSENT_STATES);

/** One line of a consent's history: what happened, when, by whom (the number each act was made with). */
export const ConsentEventSchema = z.object({
  state: ConsentStateSchema,
  at: z.string(),
  byUid: z.string(),
  phone: z.string(),
  policyVersion: z.string(),
});
export type ConsentEvent = z.infer<typeof ConsentEventSchema>;

/** `parental_consents/{childUid}`: written only by Functions; read by the child, the parent (by number) and admins. */
export const ParentalConsentDocSchema = z.object({
  childUid: z.string(),
  /** The child's first name, so the parent knows who asks (nothing else of the child's profile). */
  childFirstName: z.string(),
  /** E.164: the number the request went to; the parent signs in with it to answer. */
  parentPhone: z.string(),
  state: ConsentStateSchema,
  policyVersion: z.string(),
  scope: z.array(z.enum(CONSENT_SCOPE)),
  requestedAt: z.string(),
  /** The parent's uid and time of the current grant, or null. */
  grantedByUid: z.string().nullable(),
  grantedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  history: z.array(ConsentEventSchema),
  updatedAt: z.string(),
});
export type ParentalConsentDoc = z.infer<typeof ParentalConsentDocSchema>;

/** POST /api/consents/request: the child asks a parent. */
export const ConsentRequestBodySchema = z.strictObject({
  parentPhone: MobileDigitsSchema,
  language: z.enum(['en', 'hi'], { error: 'Pick English or Hindi.' }).default('en'),
});
export type ConsentRequestBody = z.input<typeof ConsentRequestBodySchema>;

/** POST /api/consents/{childUid}/decision: the parent's answer (grant, or withdraw a consent given). */
export const ConsentDecisionBodySchema = z.strictObject({
  decision: z.enum(['grant', 'withdraw'], { error: 'Choose grant or withdraw.' }),
  policyVersion: z.literal(CONSENT_POLICY_VERSION, 'Reload the page: the consent text has changed.'),
});
export type ConsentDecisionBody = z.infer<typeof ConsentDecisionBodySchema>;

export type ConsentResponse = { consent: ParentalConsentDoc; changed: boolean };
