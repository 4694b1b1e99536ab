// Sign-out on a shared phone: nothing of the user who leaves stays readable on the device.
import { clearFirestoreLocalCache } from '../../../lib/firebase';
import { clearOfflineCopies } from './offline-copy';

/**
 * Deletes the offline copies of API answers (saved PGs) and Firestore's persistent cache (bookings, receipts, the
 * profile). Firestore cannot be used afterwards: the caller loads a fresh page. The service worker's caches hold
 * no private data (it never caches /api or a server-rendered page), so they stay.
 */
export async function clearPrivateDataOnThisDevice(): Promise<void> {
  clearOfflineCopies();
  await clearFirestoreLocalCache();
}
