#!/usr/bin/env node
// Seeds the running emulators with Kota demo data. Idempotent: fixed document ids, so running it
// again updates rather than duplicates. The seed sources are TypeScript (they import the shared
// schemas), bundled here with esbuild and run once.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/emulator-env.mjs';

const ports = JSON.parse(process.env.KOTASTAY_PORTS ?? '{"auth":9099,"firestore":8080,"storage":9199}');
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${ports.storage}`;
process.env.GCLOUD_PROJECT ??= 'demo-kotastay';

const outfile = path.join(ROOT, '.cache', 'seed', 'seed.mjs');
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [path.join(ROOT, 'scripts', 'seed', 'index.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // npm packages stay external; the workspace package @kotastay/shared is TypeScript, so it must be bundled
  // (`packages: 'external'` would leave it to Node, which cannot import .ts files).
  plugins: [
    {
      name: 'npm-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@kotastay/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
const { seedAll } = await import(pathToFileURL(outfile).href);
const t0 = Date.now();
const summary = await seedAll();
console.log(`Seeded Kota demo data in ${Date.now() - t0} ms: ${JSON.stringify(summary)}`);
