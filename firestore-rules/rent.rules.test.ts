// Rules matrix for rent invoices (docs/decisions/209-monthly-rent.md): stays/{id}/rent/{YYYY-MM} and its audit.
// Every actor — anonymous, a student, a PG owner, the booking and move-in teams, admins, demoted team members and a
// demoted owner (the claim still says so, users/{uid}.role no longer does) — allow AND deny, for get, the list of one
// stay's invoices the screens make, create, update and delete. The student reads their own stay's invoices, the
// parent their child's (by the verified number in stay_contacts), the PG's CURRENT owner their residents' (by
// stay_residents), current staff every one; nobody writes from a client; rent_orders is Functions only.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, DEMOTED_TEAM_ACTORS, contextFor, rulesEnvPerTest, uidOf, type AnyActor } from '../test-utils/rules';

const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
const STAFF: AnyActor[] = ['booking_team', 'movein_team', 'admin', 'super_admin'];
const OTHER_STUDENT = 'other-student-uid';
const OTHER_OWNER = 'other-owner-uid';
const PARENT = '+919811111111';
const DEMOTED_OWNER = 'demoted-owner-uid';

const invoice = (stayId: string, month = '2026-11') => ({
  stayId,
  pgName: 'Shanti PG',
  index: 1,
  periodStart: `${month}-05`,
  periodEnd: '2026-12-04',
  dueDate: `${month}-05`,
  totalInr: 11500,
  tokenCreditInr: 499,
  amountInr: 11001,
  status: 'due',
  orderId: null,
  paymentId: null,
  paidAt: null,
  receiptNo: null,
  refunds: [],
  reminderQueuedAt: null,
  createdAt: '2026-11-05T10:00:00.000Z',
  updatedAt: '2026-11-05T10:00:00.000Z',
});
const rentOf = (c: RulesTestContext, stayId: string) => c.firestore().collection(COLLECTIONS.stays).doc(stayId).collection(COLLECTIONS.stayRent);
const signedIn = (who: AnyActor): who is Exclude<AnyActor, 'anonymous'> => who !== 'anonymous';
const isStaff = (who: AnyActor) => STAFF.includes(who);

/** The actor's context, signed in with `phone` as their verified number. */
const withPhone = (who: AnyActor, phone: string): RulesTestContext => contextFor(envOf(), who, phone);

const envOf = rulesEnvPerTest(async (c) => {
  const db = c.firestore();
  const put = async (stayId: string, studentUid: string, ownerUid: string, parentPhone: string) => {
    await db.collection(COLLECTIONS.stays).doc(stayId).set({ id: stayId, studentUid, ownerUid, status: 'active' });
    await db.collection(COLLECTIONS.stayContacts).doc(stayId).set({ studentUid, studentName: 'Asha Verma', studentPhone: '+919844444444', parentPhone });
    await db.collection(COLLECTIONS.stayResidents).doc(stayId).set({ pgId: 'pg-1', ownerUid, firstName: 'Asha', status: 'active' });
    await db.collection(COLLECTIONS.stays).doc(stayId).collection(COLLECTIONS.stayRent).doc('2026-11').set(invoice(stayId));
    await db.collection(COLLECTIONS.stays).doc(stayId).collection(COLLECTIONS.stayRent).doc('2026-11').collection(COLLECTIONS.rentAudit).doc('a1').set({ action: 'invoice' });
  };
  for (const who of WHO) if (signedIn(who)) await put(`own-${who}`, uidOf(who), OTHER_OWNER, '+919855555555');
  await put('s-resident', OTHER_STUDENT, uidOf('pg_owner'), '+919866666666');
  await put('s-other', OTHER_STUDENT, OTHER_OWNER, PARENT);
  await put('s-demoted-owner', OTHER_STUDENT, DEMOTED_OWNER, '+919877777777');
  await db.collection(COLLECTIONS.users).doc(DEMOTED_OWNER).set({ role: null });
  await db.collection(COLLECTIONS.rentOrders).doc('order_1').set({ orderId: 'order_1', stayId: 's-other', month: '2026-11' });
});

describe('stays/{id}/rent/{month}', () => {
  test.each(WHO)('%s: their own stay’s invoices as its student (get and the list)', async (who) => {
    const c = contextFor(envOf(), who);
    if (!signedIn(who)) {
      await assertFails(rentOf(c, 'own-student').doc('2026-11').get());
      await assertFails(rentOf(c, 'own-student').get());
      return;
    }
    await assertSucceeds(rentOf(c, `own-${who}`).doc('2026-11').get());
    await assertSucceeds(rentOf(c, `own-${who}`).get());
  });

  test.each(WHO)('%s: another student’s invoices at someone else’s PG — current staff only', async (who) => {
    const c = contextFor(envOf(), who);
    await (isStaff(who) ? assertSucceeds(rentOf(c, 's-other').doc('2026-11').get()) : assertFails(rentOf(c, 's-other').doc('2026-11').get()));
    await (isStaff(who) ? assertSucceeds(rentOf(c, 's-other').get()) : assertFails(rentOf(c, 's-other').get()));
  });

  test.each(WHO)('%s: a resident of the pg_owner’s PG — that current owner and current staff', async (who) => {
    const c = contextFor(envOf(), who);
    const mayRead = who === 'pg_owner' || isStaff(who);
    await (mayRead ? assertSucceeds(rentOf(c, 's-resident').doc('2026-11').get()) : assertFails(rentOf(c, 's-resident').doc('2026-11').get()));
    await (mayRead ? assertSucceeds(rentOf(c, 's-resident').get()) : assertFails(rentOf(c, 's-resident').get()));
  });

  test('a demoted owner (claim pg_owner, no role in users/{uid}) reads none of their former residents’ rent', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(rentOf(c, 's-demoted-owner').doc('2026-11').get());
    await assertFails(rentOf(c, 's-demoted-owner').get());
  });

  test.each(WHO)('%s signed in with the parent’s number: the child’s invoices; another number does not', async (who) => {
    const parent = withPhone(who, PARENT);
    const stranger = withPhone(who, '+919833333333');
    if (!signedIn(who)) {
      await assertFails(rentOf(parent, 's-other').get());
      return;
    }
    await assertSucceeds(rentOf(parent, 's-other').doc('2026-11').get());
    await assertSucceeds(rentOf(parent, 's-other').get());
    await (isStaff(who) ? assertSucceeds(rentOf(stranger, 's-other').get()) : assertFails(rentOf(stranger, 's-other').get()));
  });

  test.each(WHO)('%s: writes no invoice (create, mark paid, delete), not even their own', async (who) => {
    const c = contextFor(envOf(), who);
    const ownId = signedIn(who) ? `own-${who}` : 's-other';
    await assertFails(rentOf(c, ownId).doc('2026-12').set(invoice(ownId, '2026-12')));
    await assertFails(rentOf(c, ownId).doc('2026-11').update({ status: 'paid', receiptNo: 'KS-R-2026-000001' }));
    await assertFails(rentOf(c, 's-resident').doc('2026-11').update({ status: 'paid' }));
    await assertFails(rentOf(c, ownId).doc('2026-11').delete());
  });

  test.each(WHO)('%s: the invoice’s audit — current staff read; nobody writes', async (who) => {
    const c = contextFor(envOf(), who);
    const audit = rentOf(c, 's-other').doc('2026-11').collection(COLLECTIONS.rentAudit);
    await (isStaff(who) ? assertSucceeds(audit.get()) : assertFails(audit.get()));
    if (signedIn(who) && !isStaff(who)) await assertFails(rentOf(c, `own-${who}`).doc('2026-11').collection(COLLECTIONS.rentAudit).get());
    await assertFails(audit.doc('a2').set({ action: 'x' }));
    await assertFails(audit.doc('a1').delete());
  });

  test.each(WHO)('%s: rent_orders — nobody reads or writes from a client', async (who) => {
    const c = contextFor(envOf(), who);
    await assertFails(c.firestore().collection(COLLECTIONS.rentOrders).doc('order_1').get());
    await assertFails(c.firestore().collection(COLLECTIONS.rentOrders).get());
    await assertFails(c.firestore().collection(COLLECTIONS.rentOrders).doc('order_2').set({ stayId: 's-other' }));
  });
});
