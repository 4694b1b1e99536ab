// Failure injection for emulator tests of retried triggers (docs/decisions/198-retries-repair-and-caps.md): inside
// the emulators only, a test writes `_faults/{trigger}:{key}` and the next run of that trigger for that key deletes
// it and throws, as a crash or a Firestore error would. Outside the emulators it reads nothing and never throws.
import { config } from '../config';
import { db } from './admin';

export const FAULTS_COLLECTION = '_faults';

export const faultId = (trigger: string, key: string) => `${trigger}:${key}`;

export async function injectedFailure(trigger: string, key: string): Promise<void> {
  if (!config.emulated) return;
  const ref = db().collection(FAULTS_COLLECTION).doc(faultId(trigger, key));
  if (!(await ref.get()).exists) return;
  const consumed = await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    return true;
  });
  if (consumed) throw new Error(`Injected failure (${trigger}, ${key})`);
}
