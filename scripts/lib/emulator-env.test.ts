import { describe, expect, test } from 'vitest';
import { firebaseConfig, parseJavaVersion, webDistDir } from './emulator-env.mjs';

describe('parseJavaVersion', () => {
  test('reads modern and legacy version strings', () => {
    expect(parseJavaVersion('openjdk version "25.0.3" 2026-04-21 LTS')).toBe(25);
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('java version "1.8.0_401"')).toBe(8);
    expect(parseJavaVersion('no java here')).toBe(0);
  });
});

describe('firebaseConfig', () => {
  test('offset 0 uses firebase.json and its pinned ports', () => {
    const { configPath, ports } = firebaseConfig(0);
    expect(configPath.endsWith('firebase.json')).toBe(true);
    expect(ports.firestore).toBe(8080);
    expect(webDistDir(0)).toBe('web/dist');
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
