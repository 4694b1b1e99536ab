import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { PROJECT_ID, ports } from './emulators';

/**
 * Every kind of caller the rules must be tested for. `student` is a signed-in user with no role claim.
 * `demoted_admin` still holds an ID token whose claim says admin (tokens live up to an hour), but their
 * users/{uid}.role no longer does: the rules must treat them as nobody special.
 */
export const ACTORS = [
  'anonymous',
  'student',
  'pg_owner',
  'booking_team',
  'movein_team',
  'admin',
  'super_admin',
  'demoted_admin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

/**
 * Team members demoted while holding a token: the claim still says booking_team / movein_team, users/{uid}.role
 * no longer does. Kept out of ACTORS (the older matrices name every actor); the booking rules test uses them.
 */
export const DEMOTED_TEAM_ACTORS = ['demoted_booking_team', 'demoted_movein_team'] as const;
export type DemotedTeamActor = (typeof DEMOTED_TEAM_ACTORS)[number];
/** Every caller, with the demoted team members. */
export type AnyActor = Actor | DemotedTeamActor;

/** Admins whose claim and users/{uid}.role agree: the only actors the rules' admin paths may let through. */
export const isCurrentAdmin = (actor: Actor): boolean => actor === 'admin' || actor === 'super_admin';

/** The role custom claim in the actor's token. */
export const claimOf = (actor: SignedInActor | DemotedTeamActor): string | null =>
  actor === 'student' ? null : actor === 'demoted_admin' ? 'admin' : actor.replace(/^demoted_/, '');

/** What users/{uid}.role says for the actor (a Function writes it together with the claim). */
export const mirroredRoleOf = (actor: SignedInActor | DemotedTeamActor): string | null =>
  actor === 'student' || actor.startsWith('demoted_') ? null : actor;

/** The uid each actor signs in with in rules tests. */
export const uidOf = (actor: SignedInActor | DemotedTeamActor) => `${actor}-uid`;

/**
 * The rules tests' own project in the shared emulator. In the app's project (PROJECT_ID) the Functions emulator's
 * triggers fire on every document a rules test seeds (an outbox message is delivered in a transaction, a users
 * mirror is synced), and the emulator's transaction locks then held a rules test's read: the admin's outbox reads
 * hung for 30 s, once in each of two full runs. Rules tests test rules, so no trigger watches their data here; the
 * rules are loaded into this project by initializeTestEnvironment, and clearFirestore clears only this project.
 */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

export async function rulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host: '127.0.0.1',
      port: ports.firestore,
      rules: readFileSync(path.resolve(__dirname, '..', 'firestore.rules'), 'utf8'),
    },
  });
}

/** A client SDK context for the actor, with the role custom claim a Function would have set. */
export function contextFor(env: RulesTestEnvironment, actor: AnyActor, phone = '+919800000000'): RulesTestContext {
  if (actor === 'anonymous') return env.unauthenticatedContext();
  const role = claimOf(actor);
  return env.authenticatedContext(uidOf(actor), { ...(role ? { role } : {}), phone_number: phone });
}

/**
 * Writes users/{uid}.role for every signed-in actor, as Functions keep it (merge: other fields stay). The rules'
 * admin check reads it, so every rules test file seeds it before testing an admin path.
 */
export async function seedRoleMirrors(env: RulesTestEnvironment, actors: readonly AnyActor[] = ACTORS): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const actor of actors) {
      if (actor === 'anonymous') continue;
      await ctx.firestore().collection(COLLECTIONS.users).doc(uidOf(actor)).set({ role: mirroredRoleOf(actor) }, { merge: true });
    }
  });
}

/**
 * One rules test file's environment: created before its tests, cleaned up after, and before each test a cleared
 * Firestore with the actors' role mirrors and `seed`'s documents (written with the rules off). Call at the top
 * level of the file; the returned function gives the environment inside tests.
 */
export function rulesEnvPerTest(seed: (ctx: RulesTestContext) => Promise<void>): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await rulesEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    const e = env as RulesTestEnvironment;
    await e.clearFirestore();
    await seedRoleMirrors(e);
    await e.withSecurityRulesDisabled(seed);
  });
  return () => env as RulesTestEnvironment;
}
