// The Functions emulator runs each request of an HTTP function in its own worker process and starts a new one for
// every request that finds none idle, while a deployed `api` takes 80 requests per instance (concurrency: 80).
// 50 requests at once on a cold emulator mean 50 processes loading the bundle together, which on a small machine
// exceeds the emulator's 30-second start limit and Hosting's 60-second proxy timeout. Crowd tests (the last bed)
// first grow the pool to the crowd's size a few workers at a time, so what they measure is the crowd, not cold starts.
import { localAppCheckToken } from './api';
import { PROJECT_ID, REGION, ports } from './emulators';

const functionUrl = `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/api/api/health`;

/**
 * Grows the emulator's `api` worker pool to at least `size` idle workers, `step` new ones at a time. A round that a
 * very busy machine could not answer (a worker start past undici's 300-second header timeout, seen at load 17 on 2
 * cores) is tried once more before the warm-up fails: it prepares the test, it is not what the test measures.
 */
export async function warmApiWorkers(size: number, step = 6): Promise<void> {
  const headers = { 'x-firebase-appcheck': await localAppCheckToken() };
  const round = (n: number) => Promise.all(Array.from({ length: n }, () => fetch(functionUrl, { headers }).then((r) => r.status)));
  for (let n = Math.min(step, size); ; n = Math.min(n + step, size)) {
    const answers = await round(n).catch(() => round(n));
    const bad = answers.filter((s) => s !== 200);
    if (bad.length) throw new Error(`warming ${n} api workers: ${bad.length} answered ${bad.join(', ')}`);
    if (n >= size) return;
  }
}
