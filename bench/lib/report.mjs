// The pure half of `npm run bench` (bench/run.mjs): the pages and targets of issue #11
// (docs/requirements/fast-and-findable-pages.md), medians, PASS/FAIL verdicts, what one Lighthouse report
// says about a page, the result file's shape and the printed table. No I/O here, so it is unit-tested
// (bench/lib/report.test.ts).

/**
 * The pages students land on, and their budgets (Lighthouse 13 mobile defaults, median of the runs): issue #25 holds
 * every one of them to performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms and CLS ≤ 0.02 on a 2-core machine doing other
 * work, as a student's phone is.
 */
const LANDED = { performance: { min: 95 }, lcpMs: { max: 1500 }, cls: { max: 0.02 }, tbtMs: { max: 150 } };
export const PAGES = [
  { name: 'landing', path: '/', targets: LANDED },
  // The landing page in Hindi keeps the landing page's budget (issue #12, docs/decisions/140-hindi.md).
  { name: 'landing-hi', path: '/hi', targets: LANDED },
  { name: 'pg-listing', path: '/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search', targets: LANDED },
  // A typed search, understood by the API (decision 205): chips and all.
  {
    name: 'pg-listing-typed',
    path: '/pg-listing?lat=25.1425&lng=75.8526&radius=5000&type=search&query=girls%20pg%20near%20talwandi%20under%2010000',
    targets: LANDED,
  },
  { name: 'pg', path: '/pg/demo-pg-00165', targets: LANDED },
  { name: 'area', path: '/pgs-in/talwandi', targets: LANDED },
];

/** The landing page's initial JavaScript, and the nearby search at 10,000 PGs (bench/nearby.mjs). */
export const OTHER_TARGETS = {
  initialJsGzipKb: { max: 170 },
  nearbyP95Ms: { max: 150 },
  nearbyDocsPerResult: { max: 1.5 },
};

/** The Lighthouse numbers recorded per page, in table order. */
export const METRICS = ['performance', 'lcpMs', 'fcpMs', 'cls', 'tbtMs', 'speedIndexMs'];

const LABELS = {
  performance: 'performance',
  lcpMs: 'LCP',
  fcpMs: 'FCP',
  cls: 'CLS',
  tbtMs: 'TBT',
  speedIndexMs: 'Speed Index',
  initialJsGzipKb: 'initial JS (gzip)',
  nearbyP50Ms: 'p50',
  nearbyP95Ms: 'p95',
  nearbyDocsPerSearch: 'docs read / search',
  nearbyDocsPerResult: 'docs read / result',
};

/** Median of finite numbers (mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** 'PASS', 'FAIL', or '—' when there is no target or no number to judge. */
export function verdict(value, target) {
  if (!target) return '—';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'FAIL';
  if (target.min !== undefined && value < target.min) return 'FAIL';
  if (target.max !== undefined && value > target.max) return 'FAIL';
  return 'PASS';
}

const nodeText = (node) =>
  (node ? node.nodeLabel || node.snippet || node.selector || '' : '').replace(/\s+/g, ' ').trim();

/** A page's path for the table: its query shortened to `?…`. */
export const shortPath = (p) => p.replace(/\?.*$/, '?…');

/** The numbers and the "where time goes" of one Lighthouse JSON report (lhr). */
export function summariseLighthouse(lhr) {
  const audit = (id) => lhr.audits?.[id];
  const num = (id) => audit(id)?.numericValue ?? Number.NaN;
  // Lighthouse ≤ 12 names the LCP element in `largest-contentful-paint-element`; 13 in `lcp-breakdown-insight`.
  const lcpItems = [audit('largest-contentful-paint-element'), audit('lcp-breakdown-insight')].flatMap(
    (a) => a?.details?.items ?? [],
  );
  const lcpNode =
    lcpItems.find((i) => i.type === 'node') ??
    lcpItems.flatMap((i) => i.items ?? []).find((i) => i.node)?.node ??
    undefined;
  const phases = lcpItems
    .flatMap((i) => (i.type === 'table' ? (i.items ?? []) : []))
    .filter((i) => typeof i.duration === 'number' || typeof i.timing === 'number')
    .map((i) => ({ phase: i.label ?? i.subpart ?? i.phase, ms: Math.round(i.duration ?? i.timing) }));
  const layoutShifts = (audit('layout-shifts')?.details?.items ?? [])
    .map((i) => ({
      element: nodeText(i.node),
      selector: i.node?.selector ?? '',
      score: Math.round((i.score ?? 0) * 10000) / 10000,
      causes: (i.subItems?.items ?? []).map((s) => s.cause ?? nodeText(s.extra)).filter(Boolean),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  return {
    performance: Math.round((lhr.categories?.performance?.score ?? Number.NaN) * 100),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(num('total-blocking-time')),
    speedIndexMs: Math.round(num('speed-index')),
    lcpElement: lcpNode
      ? { element: nodeText(lcpNode), selector: lcpNode.selector ?? '', snippet: lcpNode.snippet ?? '' }
      : null,
    lcpPhases: phases,
    layoutShifts,
  };
}

/** A page's runs → medians and verdicts; the LCP element and shifts come from the run nearest the median LCP. */
export function summarisePage(page, runs) {
  const medians = Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))]));
  const verdicts = Object.fromEntries(
    Object.entries(page.targets).map(([m, target]) => [m, verdict(medians[m], target)]),
  );
  const typical = [...runs].sort((a, b) => Math.abs(a.lcpMs - medians.lcpMs) - Math.abs(b.lcpMs - medians.lcpMs))[0];
  return {
    name: page.name,
    path: page.path,
    targets: page.targets,
    median: medians,
    verdicts,
    pass: Object.values(verdicts).every((v) => v === 'PASS') && runs.length > 0,
    lcpElement: typical?.lcpElement ?? null,
    lcpPhases: typical?.lcpPhases ?? [],
    layoutShifts: typical?.layoutShifts ?? [],
    runs,
  };
}

/** bench/nearby.mjs's report → the numbers judged here. */
export function summariseNearby(report) {
  const o = report.overall;
  const values = {
    nearbyP50Ms: o.p50Ms,
    nearbyP95Ms: o.p95Ms,
    nearbyDocsPerSearch: o.meanDocsRead,
    nearbyDocsPerResult: o.docsReadPerReturnedResult,
  };
  const verdicts = Object.fromEntries(Object.keys(values).map((k) => [k, verdict(values[k], OTHER_TARGETS[k])]));
  return { pgs: report.pgs, queries: o.queries, ...values, verdicts, report };
}

const fmtTarget = (t) => (!t ? '' : t.min !== undefined ? `≥ ${t.min}` : `≤ ${t.max}`);
function fmtValue(metric, value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  if (metric === 'cls') return value.toFixed(3);
  if (metric.endsWith('Ms')) return `${Math.round(value)} ms`;
  if (metric.endsWith('Kb')) return `${value} KB`;
  return String(Math.round(value * 100) / 100);
}
function fmtTargetFor(metric, target) {
  if (!target) return '';
  const n = target.min ?? target.max;
  return `${fmtTarget(target).slice(0, 2)}${fmtValue(metric, n)}`;
}

/** Table rows: [what, metric, median, target, verdict]. */
export function tableRows(result) {
  const rows = [];
  for (const page of result.pages ?? []) {
    for (const m of METRICS) {
      rows.push([
        shortPath(page.path),
        LABELS[m],
        fmtValue(m, page.median[m]),
        fmtTargetFor(m, page.targets[m]),
        page.verdicts[m] ?? '—',
      ]);
    }
  }
  if (result.initialJs) {
    const m = 'initialJsGzipKb';
    rows.push([
      '/',
      LABELS[m],
      fmtValue(m, result.initialJs.gzipKb),
      fmtTargetFor(m, OTHER_TARGETS[m]),
      result.initialJs.verdict,
    ]);
  }
  if (result.nearby) {
    const what = `GET /api/pgs/nearby (${result.nearby.pgs} PGs)`;
    for (const m of ['nearbyP50Ms', 'nearbyP95Ms', 'nearbyDocsPerSearch', 'nearbyDocsPerResult']) {
      rows.push([
        what,
        LABELS[m],
        fmtValue(m, result.nearby[m]),
        fmtTargetFor(m, OTHER_TARGETS[m]),
        result.nearby.verdicts[m],
      ]);
    }
  }
  for (const e of result.errors ?? []) rows.push([e.stage, 'did not run', e.message.slice(0, 60), '', 'FAIL']);
  return rows;
}

/** The printed table: a header, one row a number, columns padded. */
export function formatTable(result) {
  const rows = [['what', 'metric', 'median', 'target', 'verdict'], ...tableRows(result)];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) =>
    r
      .map((cell, c) => String(cell).padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Every verdict in the result, to count the failures. */
export function allVerdicts(result) {
  return [
    ...(result.pages ?? []).flatMap((p) => Object.values(p.verdicts)),
    ...(result.initialJs ? [result.initialJs.verdict] : []),
    ...(result.nearby ? Object.values(result.nearby.verdicts).filter((v) => v !== '—') : []),
    ...(result.errors ?? []).map(() => 'FAIL'),
  ];
}
