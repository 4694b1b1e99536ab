#!/usr/bin/env node
// `node bench/lh-tasks.mjs <report>-0.trace.json […]`: what the browser did in each main-thread task that
// Lighthouse's simulation can count as blocking (observed ≥ 12.5 ms: Lighthouse multiplies by its 4× CPU factor and
// counts the part over 50 ms), for the Total Blocking Time work of issue #25
// (docs/requirements/fast-and-findable-pages.md). The traces come from `KOTASTAY_LH_TRACES=1 npm run bench …`.
//
// Each task is listed with its start (observed ms from navigation), its length and the thread's CPU time in it, and
// the trace events inside it by name, with the script or document each names. Lighthouse's own long-tasks audit
// says only a URL, or "Unattributable" when a task ran no script (style, layout, a module's evaluation).
import { readFileSync } from 'node:fs';

const MIN_MS = Number(process.env.MIN_MS ?? 12.5);

/** The page's renderer main thread: the renderer main thread that was busiest. */
function mainThread(events) {
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur && renderers.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  return key;
}

/** One thread's events as complete ones: a begin/end pair becomes one event with a duration. */
function completeEvents(events, key) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== key) continue;
    if (e.ph === 'X' && e.dur) out.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) out.push({ ...b, ph: 'X', dur: e.ts - b.ts, args: { ...b.args, ...e.args } });
    }
  }
  return out.sort((a, b) => a.ts - b.ts);
}

const short = (url) => (url ? String(url).replace(/^.*\//, '').slice(0, 28) : '');

function urlOf(e) {
  const d = e.args?.data ?? e.args?.beginData ?? e.args ?? {};
  return d.url ?? d.scriptName ?? d.stackTrace?.[0]?.url ?? '';
}

export function blockingTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const key = mainThread(events);
  const onMain = completeEvents(events, key);
  const pid = key.split(':')[0];
  const nav = events.find(
    (e) => e.name === 'navigationStart' && String(e.pid) === pid && e.args?.data?.isLoadingMainFrame,
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && String(e.pid) === pid);
  const t0 = nav?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= MIN_MS);
  // Lighthouse's simulation counts a task by its wall time: the time the thread was not running (another process or
  // thread had the core) counts as much as its work. `tdur` is the thread's own CPU time in the same task.
  const afterFcp = onMain.filter((e) => e.name === 'RunTask' && (!fcp || e.ts >= fcp.ts));
  const blocking = (ms) => Math.max(0, ms * 4 - 50);
  return {
    fcpMs: fcp ? (fcp.ts - t0) / 1000 : null,
    /** Σ(4 × task − 50 ms) after FCP by wall time (close to Lighthouse's TBT) and by the thread's CPU time. */
    blockingByWallMs: Math.round(afterFcp.reduce((sum, t) => sum + blocking(t.dur / 1000), 0)),
    blockingByCpuMs: Math.round(afterFcp.reduce((sum, t) => sum + blocking((t.tdur ?? t.dur) / 1000), 0)),
    mainThreadWallMs: Math.round(afterFcp.reduce((sum, t) => sum + t.dur / 1000, 0)),
    mainThreadCpuMs: Math.round(afterFcp.reduce((sum, t) => sum + (t.tdur ?? t.dur) / 1000, 0)),
    tasks: tasks.map((t) => {
      const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
      const byName = new Map();
      for (const e of inside) {
        const k = `${e.name}${short(urlOf(e)) ? ` ${short(urlOf(e))}` : ''}`;
        byName.set(k, (byName.get(k) ?? 0) + e.dur / 1000);
      }
      return {
        at: Math.round((t.ts - t0) / 1000),
        ms: Math.round((t.dur / 1000) * 10) / 10,
        cpuMs: Math.round(((t.tdur ?? t.dur) / 1000) * 10) / 10,
        what: [...byName].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 0.5),
      };
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    const r = blockingTasks(JSON.parse(readFileSync(file, 'utf8')));
    console.log(`\n■ ${file}  (FCP observed ${r.fcpMs?.toFixed(0)} ms; tasks ≥ ${MIN_MS} ms, ×4 = simulated)`);
    console.log(
      `  after FCP: main thread ${r.mainThreadWallMs} ms wall, ${r.mainThreadCpuMs} ms CPU; blocking ×4 by wall ` +
        `${r.blockingByWallMs} ms, by CPU ${r.blockingByCpuMs} ms (the rest is time the thread did not run: ` +
        'waiting for a core, or for another thread)',
    );
    for (const t of r.tasks) {
      console.log(`  @${t.at} ${t.ms} ms, CPU ${t.cpuMs} ms (×4 ${Math.round(t.ms * 4)})`);
      console.log(
        `     ${t.what
          .slice(0, 10)
          .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
          .join(' · ')}`,
      );
    }
  }
}
