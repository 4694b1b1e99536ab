import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { PROJECT_ID, ports } from './emulators';

/** Every kind of caller the rules must be tested for. `student` is a signed-in user with no role claim. */
export const ACTORS = ['anonymous', 'student', 'pg_owner', 'booking_team', 'movein_team', 'admin', 'super_admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The uid each actor signs in with in rules tests. */
export const uidOf = (actor: Exclude<Actor, 'anonymous'>) => `${actor}-uid`;

export async function rulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host: '127.0.0.1',
      port: ports.firestore,
      rules: readFileSync(path.resolve(__dirname, '..', 'firestore.rules'), 'utf8'),
    },
  });
}

/** A client SDK context for the actor, with the role custom claim a Function would have set. */
export function contextFor(env: RulesTestEnvironment, actor: Actor): RulesTestContext {
  if (actor === 'anonymous') return env.unauthenticatedContext();
  const claims = actor === 'student' ? {} : { role: actor };
  return env.authenticatedContext(uidOf(actor), { ...claims, phone_number: '+919800000000' });
}
