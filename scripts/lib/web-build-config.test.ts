import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildConfigProblem } from './web-build-config.mjs';

const REAL = JSON.stringify({
  apiKey: 'AIza-x',
  authDomain: 'kotastay-staging.firebaseapp.com',
  projectId: 'kotastay-staging',
  appId: '1:2:web:3',
});

describe('webBuildConfigProblem', () => {
  it('lets emulator builds, marked demo builds and configured builds through', () => {
    expect(webBuildConfigProblem({ VITE_FIREBASE_EMULATORS: '{"auth":9099}' })).toBeNull();
    expect(webBuildConfigProblem({ KOTASTAY_DEMO_BUILD: '1' })).toBeNull();
    expect(webBuildConfigProblem({ VITE_FIREBASE_CONFIG: REAL })).toBeNull();
  });

  it('refuses a build without the config, with a broken one, or with the demo project', () => {
    expect(webBuildConfigProblem({})).toMatch(/^A production web build needs VITE_FIREBASE_CONFIG: /);
    expect(webBuildConfigProblem({ VITE_FIREBASE_EMULATORS: '' })).toMatch(/needs VITE_FIREBASE_CONFIG/);
    expect(webBuildConfigProblem({ VITE_FIREBASE_CONFIG: '{apiKey' })).toMatch(/not valid JSON/);
    expect(webBuildConfigProblem({ VITE_FIREBASE_CONFIG: '{"projectId":"p"}' })).toMatch(
      /lacks apiKey, authDomain, appId/,
    );
    const demo = JSON.stringify({ ...JSON.parse(REAL), projectId: 'demo-kotastay' });
    expect(webBuildConfigProblem({ VITE_FIREBASE_CONFIG: demo })).toMatch(/demo project demo-kotastay/);
  });

  it('stops a real `vite build` before it bundles anything, with the one sentence', () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ['VITE_FIREBASE_EMULATORS', 'VITE_FIREBASE_CONFIG', 'KOTASTAY_DEMO_BUILD']) delete env[key];
    const out = path.join(process.cwd(), '.cache', 'web-build-config-test');
    const r = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
      cwd: path.join(process.cwd(), 'web'),
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    // Its last line (Vite may warn about the config file above it), and no stack trace.
    expect(r.stderr.trim().split('\n').at(-1)).toBe(`✖ ${webBuildConfigProblem({})}`);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  }, 70_000);
});
