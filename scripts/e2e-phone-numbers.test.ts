// The e2e files share one emulator suite, and each signs in its own students and parents by phone number. Two files
// using the same number collide in an order-dependent way (one cannot create its Auth user, or finds the other's
// texts in its parent's messages), so each test number belongs to one file only.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const E2E = join(__dirname, '..', 'e2e');
const TEST_NUMBER = /\b9(?:1111|2222)\d{5}\b/g;

test('no two e2e files use the same test phone number', () => {
  const owners = new Map<string, Set<string>>();
  for (const file of readdirSync(E2E).filter((f) => f.endsWith('.e2e.ts'))) {
    for (const n of readFileSync(join(E2E, file), 'utf8').match(TEST_NUMBER) ?? []) {
      owners.set(n, (owners.get(n) ?? new Set()).add(file));
    }
  }
  expect(owners.size).toBeGreaterThan(10);
  const shared = [...owners].filter(([, files]) => files.size > 1).map(([n, files]) => `${n}: ${[...files].join(', ')}`);
  expect(shared).toEqual([]);
});
