// storeThenCommit (docs/decisions/214-complaint-photos.md): the order a raise with photos writes and cleans up in.
import { describe, expect, test } from 'vitest';
import { Conflict } from '../errors';
import { storeThenCommit, type StoreThenCommitSteps } from './store-then-commit';

/** Steps that record what happened, in order; `stored` is the set of objects in the fake bucket. */
function fakeSteps(over: Partial<StoreThenCommitSteps<string>> = {}) {
  const events: string[] = [];
  const stored = new Set<string>();
  const logged: unknown[] = [];
  let committed = false;
  const save = (name: string, ms: number, fail = false) => () =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => {
        if (fail) {
          events.push(`${name} failed`);
          reject(new Error(`${name}: upload failed`));
          return;
        }
        stored.add(name);
        events.push(`${name} saved`);
        resolve();
      }, ms),
    );
  const steps: StoreThenCommitSteps<string> = {
    saves: [save('a', 5), save('b', 30)],
    commit: () => {
      events.push('commit');
      committed = true;
      return Promise.resolve('raised');
    },
    committed: () => {
      events.push('committed?');
      return Promise.resolve(committed);
    },
    cleanup: () => {
      events.push(`cleanup of ${[...stored].sort().join(',')}`);
      stored.clear();
      return Promise.resolve();
    },
    logError: (_m, err) => logged.push(err),
    ...over,
  };
  return { steps, events, stored, logged, save };
}

describe('storeThenCommit', () => {
  test('every photo stored, then the commit; nothing removed', async () => {
    const { steps, events, stored } = fakeSteps();
    await expect(storeThenCommit(steps)).resolves.toBe('raised');
    expect(events).toEqual(['a saved', 'b saved', 'commit']);
    expect([...stored].sort()).toEqual(['a', 'b']);
  });

  test('one upload fails early: the cleanup waits for the slower upload, removes both, and the upload error is thrown', async () => {
    const f = fakeSteps();
    f.steps.saves = [f.save('a', 1, true), f.save('b', 30), f.save('c', 10)];
    await expect(storeThenCommit(f.steps)).rejects.toThrow('a: upload failed');
    expect(f.events).toEqual(['a failed', 'c saved', 'b saved', 'committed?', 'cleanup of b,c']);
    expect(f.stored.size).toBe(0);
  });

  test('the transaction refuses (409): the photos are removed and the 409 itself is thrown', async () => {
    const refusal = new Conflict('stay_ended', 'This stay has ended.');
    const { steps, events, stored } = fakeSteps({ commit: () => Promise.reject(refusal) });
    await expect(storeThenCommit(steps)).rejects.toBe(refusal);
    expect(events).toEqual(['a saved', 'b saved', 'committed?', 'cleanup of a,b']);
    expect(stored.size).toBe(0);
  });

  test('the cleanup fails: it is logged, and the original error (not the cleanup’s) is thrown', async () => {
    const refusal = new Conflict('stay_ended', 'This stay has ended.');
    const broken = new Error('storage unavailable');
    const { steps, logged } = fakeSteps({ commit: () => Promise.reject(refusal), cleanup: () => Promise.reject(broken) });
    await expect(storeThenCommit(steps)).rejects.toBe(refusal);
    expect(logged).toEqual([broken]);
  });

  test('the call fails after the commit went through: the photos the complaint points at are kept', async () => {
    const late = new Error('connection reset after commit');
    let exists = false;
    const { steps, events, stored } = fakeSteps({
      commit: () => {
        exists = true; // the complaint was written; the answer did not come back
        return Promise.reject(late);
      },
      committed: () => Promise.resolve(exists),
    });
    await expect(storeThenCommit(steps)).rejects.toBe(late);
    expect(events).toEqual(['a saved', 'b saved']);
    expect([...stored].sort()).toEqual(['a', 'b']);
  });

  test('whether it committed cannot be read: nothing is removed (an orphan rather than a complaint without its photos)', async () => {
    const refusal = new Conflict('stay_ended', 'This stay has ended.');
    const { steps, stored, logged } = fakeSteps({
      commit: () => Promise.reject(refusal),
      committed: () => Promise.reject(new Error('firestore unavailable')),
    });
    await expect(storeThenCommit(steps)).rejects.toBe(refusal);
    expect([...stored].sort()).toEqual(['a', 'b']);
    expect(logged).toHaveLength(1);
  });
});
