// A parent's consent for a student under 18 through the Hosting rewrite (docs/decisions/203-children-and-parental-
// consent.md): POST /api/consents/request (who may ask, input, a fixed text to the parent, limits), POST
// /api/consents/{childUid}/decision (only whoever is signed in with the number asked; grant, withdraw, repeats),
// and the booking gate: a child's booking is refused until the parent grants, and again after they withdraw.
// Hostile ids are in testing/id-routes.ts (hostile-ids.emu.test.ts).
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { CONSENT_POLICY_VERSION, type ConsentResponse, type ParentalConsentDoc } from '@kotastay/shared/schemas/consent';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { localGateway } from '../../domain/payments/local';
import { CONSENT_REQUESTS_PER_DAY } from '../../domain/consents/service';
import { bookingBody, seedBookablePgs, slotCountOf, tomorrow } from '../testing/bookings-fixtures';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

const CHILD_PHONE = '+919876500001';
const ADULT_PHONE = '+919876500002';
const PARENT_PHONE = '+919123400001';
const t = {} as Record<'child' | 'adult' | 'parent' | 'stranger' | 'admin' | 'parentOwner' | 'noDob', string>;

/** A date of birth `years` years and a few days ago. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 3);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t.child = await userWithRole('cs-child', null, CHILD_PHONE);
  t.adult = await userWithRole('cs-adult', null, ADULT_PHONE);
  t.noDob = await userWithRole('cs-nodob', null, '+919876500003');
  t.parent = await userWithRole('cs-parent', null, PARENT_PHONE);
  t.stranger = await userWithRole('cs-stranger', null, '+919700000011');
  t.admin = await userWithRole('cs-admin', 'admin', '+919700000012');
  // The parent's number held by an owner account in another test below: being a parent is not a role.
  t.parentOwner = await userWithRole('cs-parent-owner', 'pg_owner', '+919123400002');
});

beforeEach(async () => {
  setPaymentGatewayForTests(localGateway());
  await clearFirestore();
  await seedBookablePgs();
  const users = adminDb().collection(COLLECTIONS.users);
  await users.doc('cs-child').set({ name: 'Asha Verma', phone: CHILD_PHONE, accountType: 'student', birthDate: bornYearsAgo(16), role: null });
  await users.doc('cs-adult').set({ name: 'Rohit Jain', phone: ADULT_PHONE, accountType: 'student', birthDate: bornYearsAgo(19), role: null });
  await users.doc('cs-nodob').set({ name: 'Neha Rao', phone: '+919876500003', accountType: 'student', role: null });
  await users.doc('cs-admin').set({ name: 'Admin', role: 'admin' });
});
afterEach(() => setPaymentGatewayForTests(null));

const ask = (token: string | undefined, body: unknown) =>
  api<ConsentResponse & ErrorBody>('POST', '/consents/request', { ...(token ? { token } : {}), body });
const decide = (token: string | undefined, childUid: string, body: unknown) =>
  api<ConsentResponse & ErrorBody>('POST', `/consents/${encodeURIComponent(childUid)}/decision`, { ...(token ? { token } : {}), body });
const grant = { decision: 'grant', policyVersion: CONSENT_POLICY_VERSION };
const withdraw = { decision: 'withdraw', policyVersion: CONSENT_POLICY_VERSION };
const consentOf = async (uid: string) => (await adminDb().collection(COLLECTIONS.parentalConsents).doc(uid).get()).data() as ParentalConsentDoc | undefined;
const messagesTo = async (phone: string) =>
  (await adminDb().collection(COLLECTIONS.outbox).where('toPhone', '==', phone).get()).docs.map((d) => d.data());
const bookingsOf = async (uid: string) => (await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', uid).get()).size;

describe('POST /api/consents/request', () => {
  test('a child asks: the consent is requested, one fixed text goes to the parent with the link and no name', async () => {
    const res = await ask(t.child, { parentPhone: '91234 00001', language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    expect(res.body.consent).toMatchObject({ childUid: 'cs-child', childFirstName: 'Asha', parentPhone: PARENT_PHONE, state: 'requested', policyVersion: CONSENT_POLICY_VERSION, scope: ['bookings', 'payments'] });
    expect(await consentOf('cs-child')).toMatchObject({ state: 'requested', parentPhone: PARENT_PHONE });
    const texts = await messagesTo(PARENT_PHONE);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ template: 'consent_request', audience: 'parent', bookingId: null });
    expect(String(texts[0]!.text)).toMatch(/\/family\/consent/);
    // Nothing the child typed reaches a number that has not proved itself.
    expect(String(texts[0]!.text)).not.toMatch(/Asha|Verma/);
  });

  test('in Hindi: the text and the link are Hindi', async () => {
    await ask(t.child, { parentPhone: '9123400001', language: 'hi' });
    const [text] = await messagesTo(PARENT_PHONE);
    expect(String(text!.text)).toMatch(/सहमति/);
    expect(String(text!.text)).toMatch(/\/hi\/family\/consent/);
  });

  test('bad input: 400 naming the field, nothing written', async () => {
    for (const body of [{}, { parentPhone: '12345' }, { parentPhone: '9123400001', language: 'fr' }, { parentPhone: '9123400001', extra: 1 }]) {
      const res = await ask(t.child, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect((await ask(t.child, { parentPhone: '12345' })).body.fields).toHaveProperty('parentPhone');
    const own = await ask(t.child, { parentPhone: CHILD_PHONE.slice(3) });
    expect(own.status).toBe(400);
    expect(own.body.fields).toHaveProperty('parentPhone');
    expect(await consentOf('cs-child')).toBeUndefined();
    expect(await messagesTo(PARENT_PHONE)).toEqual([]);
  });

  test('who may ask: signed out 401; no date of birth 400 naming birthDate; 18 or older 409; nothing written', async () => {
    expect((await ask(undefined, { parentPhone: '9123400001' })).status).toBe(401);
    const noDob = await ask(t.noDob, { parentPhone: '9123400001' });
    expect(noDob.status).toBe(400);
    expect(noDob.body.fields).toHaveProperty('birthDate');
    const adult = await ask(t.adult, { parentPhone: '9123400001' });
    expect(adult.status).toBe(409);
    expect(adult.body.error).toBe('not_a_child');
    expect(await messagesTo(PARENT_PHONE)).toEqual([]);
  });

  test(`at most ${CONSENT_REQUESTS_PER_DAY} requests a day: the next is 429 naming parentPhone and sends nothing`, async () => {
    for (let i = 0; i < CONSENT_REQUESTS_PER_DAY; i++) expect((await ask(t.child, { parentPhone: '9123400001' })).status).toBe(200);
    const more = await ask(t.child, { parentPhone: '9123400001' });
    expect(more.status).toBe(429);
    expect(more.body.fields).toHaveProperty('parentPhone');
    expect(await messagesTo(PARENT_PHONE)).toHaveLength(CONSENT_REQUESTS_PER_DAY);
  });
});

describe('asking another number', () => {
  test('the earlier parent’s number and uid leave the readable consent (kept where only Functions read), and the child’s daily limit counts every number', async () => {
    await ask(t.child, { parentPhone: '9123400001' });
    await decide(t.parent, 'cs-child', grant);
    await decide(t.parent, 'cs-child', withdraw);
    const res = await ask(t.child, { parentPhone: '9123400009' });
    expect(res.status).toBe(200);
    const now = await consentOf('cs-child');
    expect(now).toMatchObject({ parentPhone: '+919123400009', state: 'requested', grantedByUid: null });
    expect(JSON.stringify(now)).not.toMatch(/9123400001|cs-parent/);
    const previous = await adminDb().collection(COLLECTIONS.parentalConsents).doc('cs-child').collection('previous').get();
    expect(previous.docs.map((d) => d.get('parentPhone'))).toEqual([PARENT_PHONE]);
    expect(previous.docs[0]!.get('state')).toBe('withdrawn');
    // Two requests today already (to two numbers): one more is allowed, the next refused whatever the number.
    expect((await ask(t.child, { parentPhone: '9123400008' })).status).toBe(200);
    expect((await ask(t.child, { parentPhone: '9123400007' })).status).toBe(429);
  });
});

describe('POST /api/consents/{childUid}/decision', () => {
  beforeEach(async () => {
    expect((await ask(t.child, { parentPhone: '9123400001' })).status).toBe(200);
  });

  test('the parent grants: granted with who, which number, when and the policy version; the same again changes nothing', async () => {
    const res = await decide(t.parent, 'cs-child', grant);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: true, consent: { state: 'granted', grantedByUid: 'cs-parent', policyVersion: CONSENT_POLICY_VERSION } });
    const stored = await consentOf('cs-child');
    expect(stored?.grantedAt).toBeTruthy();
    expect(stored?.history.map((h) => [h.state, h.phone])).toEqual([
      ['requested', PARENT_PHONE],
      ['granted', PARENT_PHONE],
    ]);
    const again = await decide(t.parent, 'cs-child', grant);
    expect(again.body.changed).toBe(false);
    expect((await consentOf('cs-child'))?.history).toHaveLength(2);
  });

  test('the parent withdraws a consent given; withdrawing one never given is 409', async () => {
    expect((await decide(t.parent, 'cs-child', withdraw)).status).toBe(409);
    await decide(t.parent, 'cs-child', grant);
    const res = await decide(t.parent, 'cs-child', withdraw);
    expect(res.status).toBe(200);
    expect(res.body.consent).toMatchObject({ state: 'withdrawn' });
    expect(res.body.consent.withdrawnAt).toBeTruthy();
  });

  test('only the parent: the child 403 parent_only; a stranger, an admin and an unknown child 404; signed out 401; nothing written', async () => {
    const child = await decide(t.child, 'cs-child', grant);
    expect(child.status).toBe(403);
    expect(child.body.error).toBe('parent_only');
    for (const token of [t.stranger, t.admin, t.parentOwner]) expect((await decide(token, 'cs-child', grant)).status).toBe(404);
    expect((await decide(t.parent, 'cs-nobody', grant)).status).toBe(404);
    expect((await decide(undefined, 'cs-child', grant)).status).toBe(401);
    expect((await consentOf('cs-child'))?.state).toBe('requested');
  });

  test('a parent who holds a role answers as a parent', async () => {
    await adminDb().collection(COLLECTIONS.parentalConsents).doc('cs-child').update({ parentPhone: '+919123400002' });
    expect((await decide(t.parentOwner, 'cs-child', grant)).status).toBe(200);
  });

  test('bad input: 400 naming the field, nothing written', async () => {
    const bad = await decide(t.parent, 'cs-child', { decision: 'maybe', policyVersion: CONSENT_POLICY_VERSION });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('decision');
    const old = await decide(t.parent, 'cs-child', { decision: 'grant', policyVersion: 'children-2020-01' });
    expect(old.status).toBe(400);
    expect(old.body.fields).toHaveProperty('policyVersion');
    expect((await consentOf('cs-child'))?.state).toBe('requested');
  });
});

describe('the booking gate', () => {
  test('a child books only with a consent granted, and not after it is withdrawn; an adult and a student without a date of birth book', async () => {
    const refused = await api<ErrorBody>('POST', '/bookings', { token: t.child, body: bookingBody() });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('parental_consent_required');
    expect(await bookingsOf('cs-child')).toBe(0);
    expect(await slotCountOf(tomorrow())).toBe(0);

    await ask(t.child, { parentPhone: '9123400001' });
    expect((await api('POST', '/bookings', { token: t.child, body: bookingBody() })).status).toBe(403);
    await decide(t.parent, 'cs-child', grant);
    expect((await api('POST', '/bookings', { token: t.child, body: bookingBody() })).status).toBe(201);

    await decide(t.parent, 'cs-child', withdraw);
    const after = await api<ErrorBody>('POST', '/bookings', { token: t.child, body: bookingBody({ visitSlot: '15:00' }) });
    expect(after.status).toBe(403);
    expect(after.body.error).toBe('parental_consent_required');
    expect(await bookingsOf('cs-child')).toBe(1);

    expect((await api('POST', '/bookings', { token: t.adult, body: bookingBody({ visitSlot: '16:00' }) })).status).toBe(201);
    expect((await api('POST', '/bookings', { token: t.noDob, body: bookingBody({ visitSlot: '17:00' }) })).status).toBe(201);
  });

  test('a date of birth that is not a real date fails closed: 403 birth_date_invalid, nothing written', async () => {
    await adminDb().collection(COLLECTIONS.users).doc('cs-adult').update({ birthDate: '2010-02-31' });
    const res = await api<ErrorBody>('POST', '/bookings', { token: t.adult, body: bookingBody() });
    expect([res.status, res.body.error]).toEqual([403, 'birth_date_invalid']);
    expect(await bookingsOf('cs-adult')).toBe(0);
  });
});
