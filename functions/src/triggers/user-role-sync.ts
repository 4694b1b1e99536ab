// Firestore trigger: a change of users/{uid}.role (e.g. made in the Firebase console) becomes the user's
// custom claim, and the user's sessions are revoked so it applies at once. See domain/users/role-sync.ts.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { triggerOptions } from '../options';
import { syncRoleFromDocument } from '../domain/users/role-sync';

export const userRoleSync = onDocumentWritten({ ...triggerOptions, document: 'users/{uid}' }, async (event) => {
  // No field and null both mean "no role": a new profile written with role null changes nothing.
  const before: unknown = event.data?.before.get('role') ?? null;
  const after: unknown = event.data?.after.get('role') ?? null;
  // Profile edits (name, coaching …) do not touch the role: nothing to do, no Auth call.
  if (!event.data?.after.exists || before === after) return;
  await syncRoleFromDocument(event.params.uid);
});
