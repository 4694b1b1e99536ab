#!/usr/bin/env node
// `npm run restore-drill`: the restore procedure of docs/runbook.md#restore, rehearsed on the Firestore emulator —
// write booking and payment records, export, wipe, import into a fresh emulator, and check that every document
// came back identical. A production restore goes through Firestore's backups or the records bucket instead of the
// emulator's export, but the steps and the check are the same: the drill proves the check and the procedure.
// Runs on its own port block (offset + 60), so it can run beside `npm start` or `npm test`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ID, ROOT, firebaseBin, prepareEmulatorEnvOrExit } from './lib/emulator-env.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const phase = arg('phase');
const DB = `projects/${PROJECT_ID}/databases/(default)`;

/** Every document in the emulator (subcollections included), sorted by path, with its fields. */
async function snapshot(db) {
  const out = [];
  const walk = async (collections) => {
    for (const col of collections) {
      for (const ref of await col.listDocuments()) {
        const snap = await ref.get();
        if (snap.exists) out.push({ path: ref.path, data: snap.data() });
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  out.sort((a, b) => a.path.localeCompare(b.path));
  return out;
}

/** JSON with every object's keys sorted: Firestore does not keep the order fields were written in. */
const canonical = (value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical(value[k])]),
      )
    : Array.isArray(value)
      ? value.map(canonical)
      : value;
const fingerprint = (docs) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(docs)))
    .digest('hex');

async function adminDb() {
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  initializeApp({ projectId: PROJECT_ID });
  return { db: getFirestore(), Timestamp };
}

/** Inside the first emulator: records written, fingerprinted, exported, then wiped. */
async function writeExportWipe(dir) {
  const { db, Timestamp } = await adminDb();
  const batch = db.batch();
  for (let i = 1; i <= 25; i++) {
    const id = `drill-booking-${String(i).padStart(2, '0')}`;
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, i, 10, 30));
    batch.set(db.doc(`bookings/${id}`), {
      status: i % 3 ? 'visited' : 'cancelled',
      tokenInr: 199,
      studentUid: `s${i}`,
      createdAt: at,
      payment: { orderId: `order_${i}`, status: 'captured' },
    });
    batch.set(db.doc(`bookings/${id}/audit/1`), { from: 'held', to: 'pending_visit', at, by: 'system' });
    batch.set(db.doc(`payment_orders/order_${i}`), {
      bookingId: id,
      amountPaise: 19900,
      currency: 'INR',
      createdAt: at,
    });
    batch.set(db.doc(`payment_events/evt_${i}`), { orderId: `order_${i}`, type: 'payment.captured', receivedAt: at });
  }
  await batch.commit();
  const before = await snapshot(db);
  writeFileSync(
    path.join(dir, 'expected.json'),
    JSON.stringify({ count: before.length, fingerprint: fingerprint(before) }),
  );

  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const exportDir = path.join(dir, 'backup');
  const res = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ database: DB, export_directory: exportDir, export_name: 'firestore_export' }),
  });
  if (!res.ok) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  // What `firebase emulators:* --import` reads to find the Firestore export.
  writeFileSync(
    path.join(exportDir, 'firebase-export-metadata.json'),
    JSON.stringify({
      version: '0',
      firestore: {
        version: '0',
        path: 'firestore_export',
        metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
      },
    }),
  );
  // The disaster: every document gone.
  const wipe = await fetch(`http://${host}/emulator/v1/${DB}/documents`, { method: 'DELETE' });
  if (!wipe.ok) throw new Error(`wipe failed: ${wipe.status}`);
  const after = await snapshot(db);
  if (after.length !== 0) throw new Error(`wipe left ${after.length} documents`);
  console.log(`  exported ${before.length} documents, then wiped the database (0 left)`);
}

/** Inside the second emulator, started from the export: the same documents, field for field. */
async function verify(dir) {
  const { db } = await adminDb();
  const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8'));
  const restored = await snapshot(db);
  const same = restored.length === expected.count && fingerprint(restored) === expected.fingerprint;
  console.log(
    same
      ? `✔ restored ${restored.length} documents, identical to before the wipe`
      : `✖ restored ${restored.length} documents, expected ${expected.count}; contents ${fingerprint(restored) === expected.fingerprint ? 'equal' : 'differ'}`,
  );
  process.exit(same ? 0 : 1);
}

if (phase === 'export') await writeExportWipe(arg('dir'));
else if (phase === 'verify') await verify(arg('dir'));
else {
  const offset = Number(process.env.KOTASTAY_PORT_OFFSET ?? 0) + 60;
  const { env, configPath } = prepareEmulatorEnvOrExit({ offset });
  const dir = mkdtempSync(path.join(tmpdir(), 'kotastay-restore-drill-'));
  mkdirSync(path.join(dir, 'backup'), { recursive: true });
  const self = path.join(ROOT, 'scripts', 'restore-drill.mjs');
  const emulators = (extra, inner) =>
    spawnSync(
      process.execPath,
      [
        firebaseBin(),
        '--config',
        configPath,
        '--project',
        PROJECT_ID,
        'emulators:exec',
        '--only',
        'firestore',
        ...extra,
        inner,
      ],
      {
        cwd: ROOT,
        env: { ...env, KOTASTAY_PORT_OFFSET: String(offset) },
        encoding: 'utf8',
      },
    );
  console.log('▶ restore drill: write, export, wipe');
  const first = emulators([], `node ${JSON.stringify(self)} --phase=export --dir=${dir}`);
  const firstOut = `${first.stdout}${first.stderr}`;
  if (first.status !== 0) {
    console.error(firstOut);
    process.exit(1);
  }
  console.log(
    firstOut
      .split('\n')
      .filter((l) => l.startsWith('  exported'))
      .join('\n'),
  );
  console.log('▶ restore drill: import into a fresh emulator, verify');
  const second = emulators(
    ['--import', path.join(dir, 'backup')],
    `node ${JSON.stringify(self)} --phase=verify --dir=${dir}`,
  );
  const secondOut = `${second.stdout}${second.stderr}`;
  const verdict = secondOut.split('\n').find((l) => /^[✔✖] restored/.test(l));
  console.log(verdict ?? secondOut);
  rmSync(dir, { recursive: true, force: true });
  process.exit(second.status === 0 && verdict?.startsWith('✔') ? 0 : 1);
}
