// A parent's consent for a student under 18 (docs/decisions/203-children-and-parental-consent.md). The child asks
// (a fixed text to the parent's number, nothing the child typed in it); the parent signs in with a one-time code on
// that number — the verifiable part — and grants or withdraws; bookings ask `checkMayBook` before a child books.
// Every change is one transaction that reads the consent and writes it with a line of its history.
import { FieldValue } from 'firebase-admin/firestore';
import { localisedPath, type Language } from '@kotastay/shared/language';
import { isCalendarDate, isChild } from '@kotastay/shared/age';
import { ROUTES } from '@kotastay/shared/routes';
import {
  CONSENT_POLICY_VERSION,
  CONSENT_SCOPE,
  type ConsentDecisionBody,
  type ConsentEvent,
  type ConsentResponse,
  type ParentalConsentDoc,
} from '@kotastay/shared/schemas/consent';
import { db } from '../../lib/admin';
import { expireAfter } from '../../lib/meta';
import { KindedError, type Actor } from '../errors';
import { enqueueMessage, newTextMessage } from '../messaging';
import { userDocRef } from '../users';
import { consentRef, previousConsentsCol, readConsentInTx, requestsByRef, requestsToRef } from './store';

/** Requests a child may send, and a number may receive, in 24 hours (each is a text to a number not yet proved). */
export const CONSENT_REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ConsentCaller = Actor & { phoneNumber: string | null };

export const consentRequired = () =>
  new KindedError(
    'forbidden',
    'parental_consent_required',
    'You are under 18, so a parent or guardian must give consent before you book. Ask them from the booking form: they answer by signing in with their own number.',
  );

const notAChild = () =>
  new KindedError('conflict', 'not_a_child', 'Consent from a parent is needed only for students under 18: your date of birth says you are 18 or older.');
const noBirthDate = () =>
  new KindedError('invalid', 'birth_date_required', 'Add your date of birth to your profile first.', { birthDate: 'Enter your date of birth.' });
const ownNumber = () =>
  new KindedError('invalid', 'invalid', 'Enter your parent’s number, not your own.', { parentPhone: 'This is the number you signed in with: enter your parent’s.' });
const tooMany = (field: 'child' | 'number') =>
  new KindedError(
    'rate_limited',
    'too_many_consent_requests',
    field === 'child'
      ? `You can ask for consent at most ${CONSENT_REQUESTS_PER_DAY} times in 24 hours. Ask your parent to open KotaStay and sign in with their number.`
      : `This number has been asked for consent ${CONSENT_REQUESTS_PER_DAY} times in 24 hours, so we cannot text it again today.`,
    { parentPhone: `At most ${CONSENT_REQUESTS_PER_DAY} requests in 24 hours: try again tomorrow.` },
  );
/** Someone who is not the parent asked: the id tells them nothing (the child is told who answers). */
const consentNotFound = () => new KindedError('not_found', 'not_found', 'No consent request for this number.');
const parentOnly = () => new KindedError('forbidden', 'parent_only', 'Only your parent, signed in with their own number, can answer.');
const nothingToWithdraw = () => new KindedError('conflict', 'not_granted', 'There is no consent to withdraw.');

const birthDateNotReal = () =>
  new KindedError(
    'forbidden',
    'birth_date_invalid',
    'The date of birth on your profile is not a real date, so we cannot tell whether a parent must consent. Ask us to correct it on "Your data and account".',
  );

/**
 * Whether the booking gate must look further (a consent read): the profile states a date of birth that is a child's,
 * or one that is not a real date (refused: it fails closed, never taken for an adult's).
 */
export function mayNeedConsent(user: { get(field: string): unknown }, nowMs: number): boolean {
  const birthDate = user.get('birthDate');
  return typeof birthDate === 'string' && (!isCalendarDate(birthDate) || isChild(birthDate, nowMs));
}

/** The booking gate (read by bookings before and inside its transaction): a child books only with a consent granted. */
export function checkMayBook(user: { get(field: string): unknown }, consent: ParentalConsentDoc | null, nowMs: number): void {
  const birthDate = user.get('birthDate');
  if (typeof birthDate === 'string' && !isCalendarDate(birthDate)) throw birthDateNotReal();
  if (typeof birthDate === 'string' && isChild(birthDate, nowMs) && consent?.state !== 'granted') throw consentRequired();
}

const recent = (times: unknown, nowMs: number): number[] =>
  Array.isArray(times) ? times.filter((t): t is number => typeof t === 'number' && t > nowMs - DAY_MS) : [];

const firstName = (name: unknown): string => (typeof name === 'string' ? name.trim().split(/\s+/)[0]?.slice(0, 40) : '') || 'Your child';

const requestText = (link: string, language: Language): string =>
  language === 'hi'
    ? `KotaStay: एक विद्यार्थी ने PG विज़िट बुक करने के लिए आपकी सहमति माँगी है। जवाब देने के लिए ${link} खोलें और इसी नंबर से साइन इन करें।`
    : `KotaStay: a student has asked for your consent to book PG visits. To answer, open ${link} and sign in with this number.`;

/**
 * POST /api/consents/request: the child (under 18 by their date of birth) asks a parent. A new request to another
 * number replaces a pending one; a consent already granted to that number is returned unchanged; a consent granted
 * and withdrawn may be asked for again.
 */
export async function requestConsent(
  caller: ConsentCaller,
  input: { parentPhone: string; language: Language },
  origin: string,
  nowMs = Date.now(),
): Promise<ConsentResponse> {
  const parentPhone = `+91${input.parentPhone}`;
  if (parentPhone === caller.phoneNumber) throw ownNumber();
  return db().runTransaction(async (tx) => {
    const [user, current, to, by] = await Promise.all([
      tx.get(userDocRef(caller.uid)),
      readConsentInTx(tx, caller.uid),
      tx.get(requestsToRef(parentPhone)),
      tx.get(requestsByRef(caller.uid)),
    ]);
    const birthDate = user.get('birthDate');
    if (typeof birthDate !== 'string') throw noBirthDate();
    if (!isChild(birthDate, nowMs)) throw notAChild();
    if (current?.state === 'granted' && current.parentPhone === parentPhone) return { consent: current, changed: false };
    const mine = recent(by.get('requestedAtMs'), nowMs);
    if (mine.length >= CONSENT_REQUESTS_PER_DAY) throw tooMany('child');
    const theirs = recent(to.get('requestedAtMs'), nowMs);
    if (theirs.length >= CONSENT_REQUESTS_PER_DAY) throw tooMany('number');

    const at = new Date(nowMs).toISOString();
    const event: ConsentEvent = { state: 'requested', at, byUid: caller.uid, phone: parentPhone, policyVersion: CONSENT_POLICY_VERSION };
    const consent: ParentalConsentDoc = {
      childUid: caller.uid,
      childFirstName: firstName(user.get('name')),
      parentPhone,
      state: 'requested',
      policyVersion: CONSENT_POLICY_VERSION,
      scope: [...CONSENT_SCOPE],
      requestedAt: at,
      grantedByUid: null,
      grantedAt: null,
      withdrawnAt: null,
      // Another number: the history starts again, the earlier one kept where only Functions read it.
      history: [...(current && current.parentPhone === parentPhone ? current.history : []), event].slice(-50),
      updatedAt: at,
    };
    if (current && current.parentPhone !== parentPhone) tx.create(previousConsentsCol(caller.uid).doc(), { ...current, archivedAt: at });
    tx.set(consentRef(caller.uid), consent);
    const expireAt = expireAfter(nowMs, 'abuseCounters');
    tx.set(requestsToRef(parentPhone), { requestedAtMs: [...theirs, nowMs], expireAt });
    tx.set(requestsByRef(caller.uid), { requestedAtMs: [...mine, nowMs], expireAt });
    const link = `${origin}${localisedPath(input.language, ROUTES.familyConsent)}`;
    enqueueMessage(
      tx,
      newTextMessage({
        toUid: null,
        toPhone: parentPhone,
        audience: 'parent',
        template: 'consent_request',
        params: { link },
        text: requestText(link, input.language),
        language: input.language,
        bookingId: null,
        createdAt: FieldValue.serverTimestamp(),
      }),
    );
    return { consent, changed: true };
  });
}

/**
 * POST /api/consents/{childUid}/decision: the parent — whoever is signed in with the number the request went to,
 * whatever their role — grants, or withdraws a consent given. The child gets 403; anyone else 404.
 */
export async function decideConsent(caller: ConsentCaller, childUid: string, body: ConsentDecisionBody, nowMs = Date.now()): Promise<ConsentResponse> {
  return db().runTransaction(async (tx) => {
    const current = await readConsentInTx(tx, childUid);
    if (caller.uid === childUid) throw current ? parentOnly() : consentNotFound();
    if (!current || caller.phoneNumber === null || caller.phoneNumber !== current.parentPhone) throw consentNotFound();
    const wanted = body.decision === 'grant' ? 'granted' : 'withdrawn';
    if (current.state === wanted) return { consent: current, changed: false };
    if (wanted === 'withdrawn' && current.state !== 'granted') throw nothingToWithdraw();

    const at = new Date(nowMs).toISOString();
    const event: ConsentEvent = { state: wanted, at, byUid: caller.uid, phone: caller.phoneNumber, policyVersion: body.policyVersion };
    const consent: ParentalConsentDoc = {
      ...current,
      state: wanted,
      policyVersion: body.policyVersion,
      grantedByUid: wanted === 'granted' ? caller.uid : current.grantedByUid,
      grantedAt: wanted === 'granted' ? at : current.grantedAt,
      withdrawnAt: wanted === 'withdrawn' ? at : null,
      history: [...current.history, event].slice(-50),
      updatedAt: at,
    };
    tx.set(consentRef(childUid), consent);
    return { consent, changed: true };
  });
}
