// Offline copies of the signed-in user's API answers (saved PGs): kept in localStorage per user, read when the
// network is gone, deleted at sign-out (private-data.ts). Firestore data (bookings, the profile) has its own
// persistent cache (lib/firebase.ts).

/** Every key of an offline copy starts with this: sign-out deletes them all, whoever they belong to. */
export const OFFLINE_COPY_PREFIX = 'kotastay.offline.';

export type OfflineCopy<T> = { savedAt: string; data: T };

const keyOf = (name: string, uid: string) => `${OFFLINE_COPY_PREFIX}${name}.${uid}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function writeOfflineCopy<T>(name: string, uid: string, data: T, now = new Date()): void {
  try {
    storage()?.setItem(keyOf(name, uid), JSON.stringify({ savedAt: now.toISOString(), data } satisfies OfflineCopy<T>));
  } catch {
    // Storage full or blocked: the screen works online as before, only without an offline copy.
  }
}

export function readOfflineCopy<T>(name: string, uid: string): OfflineCopy<T> | null {
  const text = storage()?.getItem(keyOf(name, uid));
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<OfflineCopy<T>>;
    return typeof parsed.savedAt === 'string' && parsed.data !== undefined ? (parsed as OfflineCopy<T>) : null;
  } catch {
    return null;
  }
}

/** Deletes every offline copy on this device (every user's). */
export function clearOfflineCopies(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(OFFLINE_COPY_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
