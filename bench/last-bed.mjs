#!/usr/bin/env node
// Last-bed benchmark (docs/decisions/080-bookings-and-payments.md#slots-and-beds): N bookings in visit_done for one
// room with one free bed, N parallel POST /api/bookings/{id}/confirm through the Hosting rewrite (as the move-in desk
// calls it). Prints the outcome counts (must be 1 × 200 and N-1 × 409 no_free_bed, never a 5xx), the bed count after
// (must be 0, never negative) and latency (p50/p95/max per request, total wall time of the crowd).
//
//   npm run bench:last-bed                      starts auth + firestore + functions + hosting emulators, builds functions
//   npm run bench:last-bed -- --skip-build      reuses functions/lib
//   npm run bench:last-bed -- --running         against emulators already running (npm start) on KOTASTAY_PORT_OFFSET
//   npm run bench:last-bed -- --n 100
// Its data uses fresh ids (bench-lastbed-<time>) and is deleted afterwards, so a running app's data stays as it was.
// Writes bench/results/last-bed-<timestamp>.json. Loopback only; a bounded run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/emulator-env.mjs';
import { argValue, importTs, quantile, round, runInEmulators } from './lib/emulator-bench.mjs';

const args = process.argv.slice(2);
const N = argValue(args, '--n', 50);

async function outer() {
  await runInEmulators({
    script: 'bench/last-bed.mjs',
    only: 'auth,firestore,functions,hosting',
    innerArgs: ['--n', String(N)],
    args,
    running: args.includes('--running'),
  });
}

async function inner() {
  // The fixtures are TypeScript (they use the shared booking shape).
  const lib = await importTs(
    'last-bed',
    [
      "export { ALL_TICKED, testBooking, room, seedPgWithRooms } from './test-utils/bookings.ts';",
      "export { adminAuth, adminDb, userWithRole } from './test-utils/admin.ts';",
      "export { localAppCheckToken } from './test-utils/api.ts';",
      "export { warmApiWorkers } from './test-utils/api-workers.ts';",
      "export { apiUrl } from './test-utils/emulators.ts';",
    ].join('\n'),
  );
  const db = lib.adminDb();
  const run = `bench-lastbed-${Date.now()}`;
  const pgId = run;
  const staffUid = `${run}-movein`;
  const ids = Array.from({ length: N }, (_, i) => `${run}-${i}`);

  const token = await lib.userWithRole(staffUid, 'movein_team');
  await db.collection('users').doc(staffUid).set({ name: 'Bench Move-in', role: 'movein_team' });
  await lib.seedPgWithRooms(pgId, [lib.room('r1', 1), lib.room('r2', 3, { sharing: 'single', rentInr: 7000 })]);
  for (let i = 0; i < ids.length; i += 400) {
    const batch = db.batch();
    for (const id of ids.slice(i, i + 400)) {
      const { id: _id, ...data } = lib.testBooking(id, { status: 'visit_done', pgId, checklist: lib.ALL_TICKED, studentUid: `${id}-student` });
      batch.set(db.collection('bookings').doc(id), data);
    }
    await batch.commit();
  }
  const appCheck = await lib.localAppCheckToken();
  let t = performance.now();
  await lib.warmApiWorkers(N);
  const warmMs = performance.now() - t;
  console.log(`seeded ${N} bookings in visit_done for 1 free bed; ${N} api workers warm in ${Math.round(warmMs)} ms`);

  const started = performance.now();
  const samples = await Promise.all(
    ids.map(async (id) => {
      const t0 = performance.now();
      const res = await fetch(`${lib.apiUrl}/bookings/${id}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-firebase-appcheck': appCheck, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = await res.json().catch(() => ({}));
      return { id, status: res.status, error: body.error ?? null, ms: performance.now() - t0 };
    }),
  );
  const totalMs = performance.now() - started;

  const pg = (await db.collection('pgs').doc(pgId).get()).data();
  const draftRooms = (await db.collection('pg_drafts').doc(pgId).get()).get('rooms');
  const confirmed = (await db.collection('bookings').where('pgId', '==', pgId).where('status', '==', 'confirmed').get()).size;
  const counts = {};
  for (const s of samples) counts[`${s.status}${s.error ? ` ${s.error}` : ''}`] = (counts[`${s.status}${s.error ? ` ${s.error}` : ''}`] ?? 0) + 1;
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const ok =
    counts['200'] === 1 &&
    counts['409 no_free_bed'] === N - 1 &&
    confirmed === 1 &&
    pg.rooms.find((r) => r.id === 'r1').bedsAvailable === 0 &&
    draftRooms.find((r) => r.id === 'r1').bedsAvailable === 0;

  const report = {
    benchmark: `${N} parallel POST /api/bookings/{id}/confirm for the last bed, through the Hosting emulator`,
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    n: N,
    counts,
    confirmedBookings: confirmed,
    bedsAfter: { listingRoom: pg.rooms.find((r) => r.id === 'r1').bedsAvailable, listingTotal: pg.bedsAvailable, draftRoom: draftRooms.find((r) => r.id === 'r1').bedsAvailable },
    latencyMs: { p50: round(quantile(ms, 0.5)), p95: round(quantile(ms, 0.95)), max: round(ms[ms.length - 1] ?? 0), total: round(totalMs) },
    warmUpMs: round(warmMs),
    ok,
    notes: [
      'The Functions emulator runs one request per worker process, so the pool is grown to N idle workers first (warmUpMs, not measured); a deployed api takes 80 requests per instance.',
      'Loopback, one run; the emulators are slower than production Firestore.',
    ],
  };

  // Leave a running app's data as it was.
  const cleanup = db.batch();
  for (const id of ids) cleanup.delete(db.collection('bookings').doc(id));
  cleanup.delete(db.collection('pgs').doc(pgId));
  cleanup.delete(db.collection('pg_drafts').doc(pgId));
  cleanup.delete(db.collection('users').doc(staffUid));
  await cleanup.commit();
  // Only a confirmed booking wrote an audit entry and messages.
  const more = db.batch();
  for (const s of samples.filter((x) => x.status === 200)) {
    for (const d of (await db.collection('bookings').doc(s.id).collection('audit').get()).docs) more.delete(d.ref);
    for (const d of (await db.collection('outbox').where('bookingId', '==', s.id).get()).docs) more.delete(d.ref);
  }
  await more.commit();
  // And the move-in member's Auth user (userWithRole created it for this run).
  await lib.adminAuth().deleteUser(staffUid);

  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `last-bed-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  console.log(`written ${path.relative(ROOT, file)}`);
  process.exit(ok ? 0 : 1);
}

if (args.includes('--inner')) {
  await inner();
} else {
  await outer();
}
