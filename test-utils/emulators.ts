// Addresses of the running emulator suite, as set by scripts/test.mjs (KOTASTAY_PORTS) or the defaults.
export const PROJECT_ID = 'demo-kotastay';
export const REGION = 'asia-south1';

type Ports = { auth: number; firestore: number; functions: number; hosting: number; storage: number; hub: number };

export const ports: Ports = process.env.KOTASTAY_PORTS
  ? (JSON.parse(process.env.KOTASTAY_PORTS) as Ports)
  : { auth: 9099, firestore: 8080, functions: 5001, hosting: 5000, storage: 9199, hub: 4400 };

/** Base URL of the web app and of /api as users reach it: through the Hosting emulator and its rewrite. */
export const hostingUrl = `http://127.0.0.1:${ports.hosting}`;
export const apiUrl = `${hostingUrl}/api`;

// Point firebase-admin (used by factories and server-side assertions) at the emulators.
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${ports.storage}`;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

/**
 * Deletes every Firestore document in the emulator. The emulator refuses (409, "Transaction lock timeout") while
 * triggers started by the previous test still hold transaction locks (the search index's, on listing writes):
 * wait for them and try again, a bounded number of times.
 */
export async function clearFirestore(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(
      `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (res.ok) return;
    if (res.status !== 409 || attempt === 5) throw new Error(`clearFirestore: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/** Deletes every Auth user in the emulator. */
export async function clearAuth(): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`clearAuth: ${res.status}`);
}
