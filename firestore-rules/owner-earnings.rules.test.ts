// Rules matrix for an owner's earnings (docs/decisions/215-owner-earnings-and-payouts.md): owner_ledger/{sourceKey},
// owner_statements/{ownerUid}_{month} and owner_payouts/{statementId}. Every actor — anonymous, a student, a PG owner,
// the booking and move-in teams, admins, a demoted admin, demoted team members and a demoted owner (the claim still
// says pg_owner, users/{uid}.role no longer does) — allow AND deny, for get, the list queries the earnings screen
// makes, create, update and delete. The owner reads only their own numbers (never another owner's); current admins
// read all; the teams read none; nobody writes from a client.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, DEMOTED_TEAM_ACTORS, contextFor, rulesEnvPerTest, uidOf, type AnyActor } from '../test-utils/rules';

const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
const ADMINS: AnyActor[] = ['admin', 'super_admin'];
const OTHER_OWNER = 'other-owner-uid';
const DEMOTED_OWNER = 'demoted-owner-uid';
const AT = '2026-11-27T10:00:00.000Z';

const DOCS = {
  [COLLECTIONS.ownerLedger]: (ownerUid: string) => ({ ownerUid, pgId: 'pg-1', pgName: 'Shanti PG', stayId: 's1', month: '2026-11', kind: 'rent', amountInr: 11001, firstName: 'Asha', roomLabel: 'Room 1', rentMonth: '2026-11', receiptNo: 'KS-R-2026-000001', at: AT }),
  [COLLECTIONS.ownerStatements]: (ownerUid: string) => ({ ownerUid, month: '2026-10', statementNo: 'KS-S-2026-000001', openingInr: 0, entries: [], creditsInr: 0, debitsInr: 0, closingInr: 0, payableInr: 0, createdAt: AT }),
  [COLLECTIONS.ownerPayouts]: (ownerUid: string) => ({ ownerUid, statementId: `${ownerUid}_2026-10`, statementNo: 'KS-S-2026-000001', month: '2026-10', amountInr: 500, state: 'pending', attempt: 1, idempotencyKey: 'KS-S-2026-000001-1', providerPayoutId: null, accountLast4: null, claimedAt: null, failureReason: null, processedAt: null, createdAt: AT, updatedAt: AT }),
} as const;
const NAMES = Object.keys(DOCS) as (keyof typeof DOCS)[];
/** The field each list of the earnings screen orders by. */
const ORDER: Record<string, string> = { [COLLECTIONS.ownerLedger]: 'at', [COLLECTIONS.ownerStatements]: 'month', [COLLECTIONS.ownerPayouts]: 'month' };

const col = (c: RulesTestContext, name: string) => c.firestore().collection(name);
const signedIn = (who: AnyActor): who is Exclude<AnyActor, 'anonymous'> => who !== 'anonymous';

const envOf = rulesEnvPerTest(async (c) => {
  const db = c.firestore();
  for (const name of NAMES) {
    await db.collection(name).doc('own').set(DOCS[name](uidOf('pg_owner')));
    await db.collection(name).doc('other').set(DOCS[name](OTHER_OWNER));
    await db.collection(name).doc('demoted').set(DOCS[name](DEMOTED_OWNER));
  }
  await db.collection(COLLECTIONS.users).doc(DEMOTED_OWNER).set({ role: null });
});

describe.each(NAMES)('%s', (name) => {
  test.each(WHO)('%s: the owner’s own — that owner and current admins only (get, and the list by ownerUid the screen makes)', async (who) => {
    const c = contextFor(envOf(), who);
    const may = who === 'pg_owner' || ADMINS.includes(who);
    const get = col(c, name).doc('own').get();
    const list = col(c, name).where('ownerUid', '==', uidOf('pg_owner')).orderBy(ORDER[name]!, 'desc').limit(50).get();
    await (may ? assertSucceeds(get) : assertFails(get));
    await (may ? assertSucceeds(list) : assertFails(list));
    if (signedIn(who) && who !== 'pg_owner') {
      const own = col(c, name).where('ownerUid', '==', uidOf(who)).get();
      await (ADMINS.includes(who) ? assertSucceeds(own) : assertFails(own));
    }
  });

  test.each(WHO)('%s: another owner’s — current admins only (an owner never sees another owner’s numbers)', async (who) => {
    const c = contextFor(envOf(), who);
    for (const q of [col(c, name).doc('other').get(), col(c, name).where('ownerUid', '==', OTHER_OWNER).get(), col(c, name).get()] as Promise<unknown>[]) {
      await (ADMINS.includes(who) ? assertSucceeds(q) : assertFails(q));
    }
  });

  test('a demoted owner (claim pg_owner, no role in users/{uid}) reads none of their former numbers and writes nothing', async () => {
    const c = envOf().authenticatedContext(DEMOTED_OWNER, { role: 'pg_owner', phone_number: '+919800000001' });
    await assertFails(col(c, name).doc('demoted').get());
    await assertFails(col(c, name).where('ownerUid', '==', DEMOTED_OWNER).get());
    await assertFails(col(c, name).doc('demoted').update({ amountInr: 1 }));
  });

  test.each(WHO)('%s: writes nothing (create, update, delete — even their own)', async (who) => {
    const c = contextFor(envOf(), who);
    const mine = signedIn(who) ? uidOf(who) : 'x';
    await assertFails(col(c, name).doc('new').set(DOCS[name](mine)));
    await assertFails(col(c, name).doc('own').update({ amountInr: 999_999 }));
    await assertFails(col(c, name).doc('other').update({ ownerUid: mine }));
    await assertFails(col(c, name).doc('own').delete());
  });
});

describe('payout_events and local_payouts (Functions only)', () => {
  test.each(WHO)('%s: no read, no write', async (who) => {
    const c = contextFor(envOf(), who);
    for (const name of [COLLECTIONS.payoutEvents, COLLECTIONS.localPayouts]) {
      await assertFails(col(c, name).doc('x').get());
      await assertFails(col(c, name).doc('x').set({ a: 1 }));
    }
  });
});
