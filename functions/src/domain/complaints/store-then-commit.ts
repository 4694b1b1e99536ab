// The order a raise with photos writes in (docs/decisions/214-complaint-photos.md): every photo is stored, then the
// complaint is committed; if either fails, what was stored is removed — after EVERY upload has settled (a removal
// that ran while another upload was still going would miss its objects), and only when the complaint does not exist
// (a call that failed after its commit must not leave a complaint pointing at deleted photos). A failed removal is
// logged, never thrown: the caller gets the original error (a 404, 409 or 429 stays one). Pure in its effects, so a
// unit test can drive each step.

export type StoreThenCommitSteps<T> = {
  /** Each photo's upload; all of them are started together. */
  saves: readonly (() => Promise<void>)[];
  /** The transaction that writes the complaint. */
  commit: () => Promise<T>;
  /** Whether the complaint exists now (read before anything is removed). */
  committed: () => Promise<boolean>;
  /** Removes every stored object of the complaint; missing objects are fine. */
  cleanup: () => Promise<void>;
  /** Where a failed removal is reported (the objects stay, nothing points at them). */
  logError: (message: string, err: unknown) => void;
};

export async function storeThenCommit<T>(steps: StoreThenCommitSteps<T>): Promise<T> {
  try {
    const saved = await Promise.allSettled(steps.saves.map((save) => save()));
    const failed = saved.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return await steps.commit();
  } catch (err) {
    try {
      if (!(await steps.committed())) await steps.cleanup();
    } catch (cleanupErr) {
      steps.logError('Could not check for, or remove, the photos of a complaint that was not raised', cleanupErr);
    }
    throw err;
  }
}
