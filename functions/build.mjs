// Bundles the functions (and the shared package they import) into lib/index.js, so a deploy
// uploads plain JavaScript whose only dependencies are the npm packages in package.json.
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const options = {
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  // npm dependencies stay external (installed at deploy); @kotastay/shared is inlined.
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  // Used by `npm start`: the Functions emulator reloads when lib/index.js changes.
  const ctx = await context(options);
  await ctx.watch();
  console.log('functions: watching src for changes');
} else {
  await build(options);
}
