// firebase-admin handles, created on first use so cold starts stay small.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = (): Firestore => getFirestore(app());
export const adminAuth = (): Auth => getAuth(app());
export const storage = (): Storage => getStorage(app());
