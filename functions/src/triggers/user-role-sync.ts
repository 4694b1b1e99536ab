// Firestore trigger: a change of users/{uid}.role (e.g. made in the Firebase console) becomes the user's
// custom claim, and the user's sessions are revoked so it applies at once. See domain/users/role-sync.ts.
// Retried on failure (the sync reads the document afresh, so a retry applies the current role); an event older than
// the cut-off is dropped for the repair job (docs/decisions/198-retries-repair-and-caps.md).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { injectedFailure } from '../lib/faults';
import { runLogged } from '../lib/log';
import { triggerOptions } from '../options';
import { syncRoleFromDocument, type RoleSyncOutcome } from '../domain/users/role-sync';
import { tooOld, type AgedEvent } from './event-age';

type Snap = Pick<DocumentSnapshot, 'exists' | 'get'>;
/** What the handler reads of a `users/{uid}` write event. */
export type UserWriteEvent = AgedEvent & { params: { uid: string }; data?: { before: Snap; after: Snap } };

export async function onUserWritten(event: UserWriteEvent, nowMs = Date.now()): Promise<RoleSyncOutcome | 'dropped' | 'unchanged'> {
  const uid = event.params.uid;
  // No field and null both mean "no role": a new profile written with role null changes nothing.
  const before: unknown = event.data?.before.get('role') ?? null;
  const after: unknown = event.data?.after.get('role') ?? null;
  // Profile edits (name, coaching …) do not touch the role: nothing to do, no Auth call.
  if (!event.data?.after.exists || before === after) return 'unchanged';
  if (tooOld('userRoleSync', event, { uid }, nowMs)) return 'dropped';
  await injectedFailure('userRoleSync', uid);
  return syncRoleFromDocument(uid);
}

export const userRoleSync = onDocumentWritten({ ...triggerOptions, document: 'users/{uid}' }, async (event) => {
  await runLogged('userRoleSync', event.id, () => onUserWritten(event));
});
