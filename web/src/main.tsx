// The browser entry. It statically imports only what it needs before the app: the language of the URL and the
// service worker's registration. The app's modules then run in steps, one main-thread task each, so no step blocks
// a tap for long on a cheap phone (docs/decisions/232-module-evaluation-in-steps.md): evaluating them all at once
// was one task of 20–63 ms on this machine, 80–250 ms at Lighthouse's 4× CPU, the largest blocking task of every page.
import { rememberLanguage, splitLanguagePath } from './i18n/language';
import { registerServiceWorker } from './lib/service-worker';

const rootElement = document.getElementById('root')!;
// The page's language is in its URL (/hi/… is Hindi); the router works on the path without it.
const { language } = splitLanguagePath(window.location.pathname);
// The SPA shell (app.html) is English; a prerendered or server-rendered page already says its language.
document.documentElement.lang = language;
// In-app links keep the language, so arriving from this site's page in the other language is the switch: remember
// it here too, in case the tap came before the page's JavaScript could (the switch is a plain link).
try {
  const from = document.referrer ? new URL(document.referrer) : null;
  if (from?.origin === window.location.origin && splitLanguagePath(from.pathname).language !== language)
    rememberLanguage(language);
} catch {
  // An unreadable referrer: the switch's own click remembered the choice, or the reader can switch again.
}

/** A new main-thread task, so a tap waiting since the last step is handled before the next one runs. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (s?.yield) void s.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/**
 * Each step's module namespace, kept: MUI's packages say they have no side effects, so a step whose exports nobody
 * used could be dropped by the bundler, and its modules would run in the last step after all.
 */
const evaluated: unknown[] = [];

/**
 * The steps, in order; each evaluates the modules the previous ones have not. The build preloads every step's
 * chunks with the page (web/vite.config.ts, scripts/prerender.mjs), so a step waits for no download of its own.
 */
const STEPS = [
  // React and its DOM renderer, the largest single library the page runs.
  () => import('react-dom/client'),
  () => import('./boot/styles'),
  // The app's theme: createTheme builds the palette, typography and every component default.
  () => import('./app/theme'),
  // Hindi strings arrive before the first render, so a Hindi page hydrates in Hindi (English ones are bundled).
  async () => {
    const strings = await import('./i18n');
    await strings.setLanguage(language);
    return strings;
  },
  () => import('./boot/components'),
] as const;

/**
 * On a page the server rendered, its script loader (scripts/prerender.mjs) inserts the page's chunk preloads one per
 * task, and says when the last is in. The app hydrates only then: a lazy screen reached before would have Vite's
 * loader insert the links still missing, all in one task (31 ms at 4× CPU on a PG page). Never longer than 3 s.
 */
function preloadsInserted(): Promise<void> {
  const loaded = (window as { ksPreloaded?: number }).ksPreloaded;
  if (loaded || !document.querySelector('script[data-entry]')) return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('ks-preloaded', () => resolve(), { once: true });
    setTimeout(resolve, 3000);
  });
}

async function boot() {
  for (const step of STEPS) {
    evaluated.push(await step());
    await nextTask();
  }
  const [{ start }] = await Promise.all([import('./boot/app'), preloadsInserted()]);
  // Hydration starts in a task of its own too.
  await nextTask();
  start(rootElement, language);
}

void boot();
registerServiceWorker();
