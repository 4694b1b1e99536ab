// storage.rules must deny every client everything (docs/decisions/003-storage-through-functions.md, 214): ID cards and
// complaint photos are private and are read only through Functions that check the reader. Locally the Storage
// emulator runs a deny-all stand-in for the rules runtime, so an emulator test alone could not tell if someone added
// an `allow` here; this reads the rules themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const rules = readFileSync(join(__dirname, '..', 'storage.rules'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/\/\/.*$/, '').trim())
  .filter(Boolean)
  .join('\n');

test('storage.rules allows no client any read or write, on any path', () => {
  const allows = rules.match(/allow\s+[^;]+;/g) ?? [];
  expect(allows).toEqual(['allow read, write: if false;']);
  expect(rules).toMatch(/match \/\{allPaths=\*\*\}/);
  expect(rules).not.toMatch(/request\.auth|resource\.|\bif true\b/);
});
