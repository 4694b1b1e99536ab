// The restore procedure of docs/runbook.md#restore, rehearsed once per test run on a Firestore emulator of its own
// (scripts/restore-drill.mjs): records written, exported, wiped, imported into a fresh emulator, compared field for field.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from './lib/emulator-env.mjs';

test('a wiped database comes back identical from its export', () => {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'restore-drill.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 240_000,
  });
  const out = `${r.stdout}${r.stderr}`;
  expect(out).toMatch(/exported 100 documents, then wiped the database \(0 left\)/);
  expect(out).toMatch(/✔ restored 100 documents, identical to before the wipe/);
  expect(r.status).toBe(0);
}, 250_000);
