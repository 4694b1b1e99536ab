import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureLocalSecrets, LOCAL_PLACEHOLDER, SECRET_NAMES } from './local-secrets.mjs';

const tmpFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'secret-local-')), '.secret.local');

describe('ensureLocalSecrets', () => {
  it('writes a placeholder for every secret when the file is missing', () => {
    const file = tmpFile();
    expect(ensureLocalSecrets(file)).toEqual(SECRET_NAMES);
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const name of SECRET_NAMES) expect(lines).toContain(`${name}=${LOCAL_PLACEHOLDER}`);
    // A second run changes nothing.
    const before = readFileSync(file, 'utf8');
    expect(ensureLocalSecrets(file)).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it("keeps a developer's value and fills an empty one (the emulator would ask Secret Manager for it)", () => {
    const file = tmpFile();
    writeFileSync(file, 'GOOGLE_MAPS_API_KEY=AIza-real-dev-key\nRAZORPAY_KEY_ID=');
    const added = ensureLocalSecrets(file);
    expect(added).toEqual(SECRET_NAMES.filter((n) => n !== 'GOOGLE_MAPS_API_KEY'));
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('GOOGLE_MAPS_API_KEY=AIza-real-dev-key\n');
    expect(text).toContain(`RAZORPAY_KEY_ID=${LOCAL_PLACEHOLDER}\n`);
  });
});
