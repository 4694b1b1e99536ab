import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { LiveStateSchema } from '@kotastay/shared/schemas/pg-draft';
import { readAs } from './firestore-read';

const snap = (data: Record<string, unknown>) => ({ data: () => data }) as unknown as QueryDocumentSnapshot;

describe('readAs', () => {
  test('reads the fields the schema names, leaves the rest, keeps an unknown field as stored', () => {
    const c = readAs(z.object({ live: LiveStateSchema.optional(), charges: z.unknown().optional() }));
    const charges = { electricity: { mode: 'included' }, extras: [{ label: ' Wi-Fi ' }] };
    expect(
      c.fromFirestore(
        snap({ name: 'Shanti PG', charges, live: { visible: true, verifiedAt: '2026-01-02T03:04:05.000Z' } }),
      ),
    ).toEqual({
      charges,
      live: { visible: true, verifiedAt: '2026-01-02T03:04:05.000Z' },
    });
    expect(c.fromFirestore(snap({ name: 'A draft never published, made before charges' }))).toEqual({});
  });

  test('a document that does not fit is refused, and nothing is written through it', () => {
    const c = readAs(z.object({ ownerId: z.string() }));
    expect(c.fromFirestore(snap({ ownerId: 'u1' }))).toEqual({ ownerId: 'u1' });
    expect(() => c.fromFirestore(snap({}))).toThrow();
    expect(() => c.toFirestore({ ownerId: 'u1' })).toThrow(/for reads/);
  });
});
