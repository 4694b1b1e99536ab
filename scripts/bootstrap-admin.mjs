#!/usr/bin/env node
// Makes the user with this phone number the first super_admin (custom claim + users/{uid}.role mirror).
//
//   npm run bootstrap-admin -- +919876543210                    the local emulators (default)
//   npm run bootstrap-admin -- 9876543210 --project my-project  a real project (explicitly, never by default)
//
// Against the emulators the user is created when missing (they can then sign in with that number).
// Against a real project the person must have signed in once, so the account exists; credentials come
// from Application Default Credentials (gcloud auth application-default login).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const DEMO_PROJECT = 'demo-kotastay';

function usage(message) {
  console.error(`${message}\nUsage: npm run bootstrap-admin -- <phone, e.g. +919876543210> [--project <real project id>]`);
  process.exit(1);
}

export function normalisePhone(raw) {
  const digits = String(raw ?? '').replace(/\D/g, '');
  if (/^\d{10}$/.test(digits)) return `+91${digits}`;
  if (/^91\d{10}$/.test(digits)) return `+${digits}`;
  return null;
}

const args = process.argv.slice(2);
let project = null;
let phoneArg = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--project') project = args[++i] ?? usage('--project needs a project id.');
  else if (args[i].startsWith('--project=')) project = args[i].slice('--project='.length);
  // '+91 98765 43210' typed without quotes arrives as three arguments.
  else phoneArg = `${phoneArg ?? ''}${args[i]}`;
}
const phone = normalisePhone(phoneArg);
if (!phone) usage(`"${phoneArg ?? ''}" is not a 10-digit Indian mobile number.`);

const emulated = !project || project.startsWith('demo-');
if (emulated) {
  // Never touch a real project by accident: without --project, everything goes to the local emulators.
  const ports = JSON.parse(process.env.KOTASTAY_PORTS ?? '{"auth":9099,"firestore":8080}');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  try {
    await fetch(`http://127.0.0.1:${ports.auth}/`);
  } catch {
    console.error(`The Auth emulator is not running on port ${ports.auth}. Start it with "npm start", or pass --project <id> for a real project.`);
    process.exit(1);
  }
} else if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIRESTORE_EMULATOR_HOST) {
  usage('--project was given but emulator host variables are set; unset them to change a real project.');
}

const projectId = project ?? DEMO_PROJECT;
const app = initializeApp({ projectId });
const auth = getAuth(app);
const db = getFirestore(app);

let user;
try {
  user = await auth.getUserByPhoneNumber(phone);
} catch (err) {
  if (err?.code !== 'auth/user-not-found') throw err;
  if (!emulated) {
    console.error(`No account has signed in with ${phone} in ${projectId} yet. Sign in once on the site, then run this again.`);
    process.exit(1);
  }
  user = await auth.createUser({ phoneNumber: phone });
}

const { role: _old, ...otherClaims } = user.customClaims ?? {};
// Claim first, then the mirror: the role-sync trigger then finds the two equal and does nothing.
await auth.setCustomUserClaims(user.uid, { ...otherClaims, role: 'super_admin' });
const ref = db.collection('users').doc(user.uid);
const snap = await ref.get();
await ref.set(
  {
    role: 'super_admin',
    phone,
    updatedAt: FieldValue.serverTimestamp(),
    roleUpdatedAt: FieldValue.serverTimestamp(),
    roleUpdatedBy: 'bootstrap-admin',
    ...(snap.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
  },
  { merge: true },
);
await auth.revokeRefreshTokens(user.uid);
console.log(`${phone} (uid ${user.uid}) is now super_admin in ${emulated ? `the emulators (${projectId})` : projectId}. Sign in again at /admin.`);
