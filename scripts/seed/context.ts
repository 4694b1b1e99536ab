// What every feature's seed writes through: the Admin SDK's Firestore and Auth of the emulators (index.ts makes it).
import type { getAuth } from 'firebase-admin/auth';
import type { getFirestore } from 'firebase-admin/firestore';

export type SeedContext = {
  db: ReturnType<typeof getFirestore>;
  auth: ReturnType<typeof getAuth>;
};
