/**
 * Polls `url` until it answers 2xx. Throws after `timeoutMs`, or at once when `gaveUp()` returns a reason (a
 * server process that already exited will never answer).
 */
export async function waitForUrl(url, what, { timeoutMs = 120_000, gaveUp = () => null } = {}) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s (${url}).`);
}
