// Demo accounts for every role (docs/demo-accounts.md), with fixed uids and phone numbers so anyone can
// sign in as each role on the emulators. Idempotent: the Auth user is created or updated, the role claim
// set, and users/{uid} written with merge (createdAt kept).
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { Role } from '@kotastay/shared/roles';
import type { ProfileInput } from '@kotastay/shared/schemas/user';
import type { SeedContext } from './context';

export type DemoAccount = {
  uid: string;
  phone: string;
  role: Role | null;
  /** Staff accounts have only a name: they are not students and own no PG. */
  profile: Partial<ProfileInput> & { name: string };
  /** Owner verification done (docs/requirements/owners-and-kyc.md#verification-outcome: sets the three flags and role pg_owner). */
  verifiedOwner?: boolean;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-student',
    phone: '+919000000001',
    role: null,
    profile: { name: 'Aarav Gupta', accountType: 'student', exam: 'JEE', coachingId: 'allen', branchId: 'allen-samarth', gender: 'male', parentPhone: '+919829011111', birthDate: '2007-04-12' },
  },
  {
    uid: 'demo-student-neet',
    phone: '+919000000002',
    role: null,
    profile: { name: 'Priya Yadav', accountType: 'student', exam: 'NEET', coachingId: 'motion', branchId: 'motion-daksh', gender: 'female', parentPhone: '+919829022222', birthDate: '2006-09-03' },
  },
  {
    uid: 'demo-pg-owner',
    phone: '+919000000003',
    role: 'pg_owner',
    verifiedOwner: true,
    profile: { name: 'Ramesh Sharma', accountType: 'pg_owner_applicant' },
  },
  {
    uid: 'demo-booking-team',
    phone: '+919000000004',
    role: 'booking_team',
    profile: { name: 'Rohit Meena (booking team)' },
  },
  {
    uid: 'demo-movein-team',
    phone: '+919000000005',
    role: 'movein_team',
    profile: { name: 'Sunita Verma (move-in team)' },
  },
  {
    uid: 'demo-admin',
    phone: '+919000000006',
    role: 'admin',
    profile: { name: 'Neha Jain (admin)' },
  },
  {
    uid: 'demo-super-admin',
    phone: '+919000000007',
    role: 'super_admin',
    profile: { name: 'Vikram Singh (super admin)' },
  },
];

async function upsertAuthUser(ctx: SeedContext, account: DemoAccount): Promise<void> {
  try {
    await ctx.auth.updateUser(account.uid, { phoneNumber: account.phone });
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
    await ctx.auth.createUser({ uid: account.uid, phoneNumber: account.phone });
  }
  await ctx.auth.setCustomUserClaims(account.uid, account.role ? { role: account.role } : {});
}

/** Seeds the demo accounts; returns how many it wrote. */
export async function seedUsers(ctx: SeedContext): Promise<Record<string, number>> {
  const col = ctx.db.collection(COLLECTIONS.users);
  const existing = new Set((await ctx.db.getAll(...DEMO_ACCOUNTS.map((a) => col.doc(a.uid)))).filter((s) => s.exists).map((s) => s.id));
  for (const account of DEMO_ACCOUNTS) await upsertAuthUser(ctx, account);
  const batch = ctx.db.batch();
  for (const account of DEMO_ACCOUNTS) {
    // Claims first, then the mirror: the role-sync trigger finds them equal and does nothing.
    batch.set(
      col.doc(account.uid),
      {
        ...account.profile,
        phone: account.phone,
        role: account.role,
        isVerifiedPgOwner: account.verifiedOwner === true,
        pgListerVerified: account.verifiedOwner === true,
        canListPG: account.verifiedOwner === true,
        updatedAt: FieldValue.serverTimestamp(),
        ...(existing.has(account.uid) ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
  }
  await batch.commit();
  return { users: DEMO_ACCOUNTS.length };
}
