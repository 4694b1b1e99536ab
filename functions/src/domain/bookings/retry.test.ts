import { describe, expect, test } from 'vitest';
import { KindedError } from '../errors';
import { isContention, runWithContentionRetry } from './retry';

const aborted = () => Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

describe('runWithContentionRetry', () => {
  test('runs again after a contention failure, with growing pauses, and returns the result', async () => {
    const pauses: number[] = [];
    let calls = 0;
    const result = await runWithContentionRetry(
      async () => {
        calls += 1;
        if (calls < 4) throw aborted();
        return 'done';
      },
      { sleep: async (ms) => void pauses.push(ms), baseMs: 100, maxMs: 10_000 },
    );
    expect(result).toBe('done');
    expect(calls).toBe(4);
    expect(pauses).toHaveLength(3);
    // Each pause lies in [cap/2, cap] with cap = 100, 200, 400.
    pauses.forEach((ms, i) => {
      const cap = 100 * 2 ** i;
      expect(ms).toBeGreaterThanOrEqual(cap / 2);
      expect(ms).toBeLessThanOrEqual(cap);
    });
  });

  test('any other error is not retried', async () => {
    let calls = 0;
    const conflict = new KindedError('conflict', 'no_free_bed', 'No bed.');
    await expect(
      runWithContentionRetry(async () => {
        calls += 1;
        throw conflict;
      }),
    ).rejects.toBe(conflict);
    expect(calls).toBe(1);
  });

  test('still contended after every attempt: a 503 busy error, not the raw ABORTED', async () => {
    let calls = 0;
    const err = await runWithContentionRetry(
      async () => {
        calls += 1;
        throw aborted();
      },
      { attempts: 3, sleep: async () => {} },
    ).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(err).toBeInstanceOf(KindedError);
    expect(err).toMatchObject({ kind: 'unavailable', code: 'busy' });
  });

  test('recognises ABORTED by code and by the emulator’s texts', () => {
    expect(isContention({ code: 10 })).toBe(true);
    expect(isContention(new Error('Too much contention on these documents. Please try again.'))).toBe(true);
    expect(isContention(new Error('Transaction lock timeout'))).toBe(true);
    expect(isContention(new Error('no_free_bed'))).toBe(false);
    expect(isContention(null)).toBe(false);
  });
});
