// The security headers' one source (security-headers.mjs) against what uses them: firebase.json's Hosting rule, the
// inline scripts the pages carry (each allowed by its hash) and the policy's own promises (docs/decisions/190).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
// @ts-expect-error -- plain .mjs build script without type declarations
import { loadScriptsAfterFirstPaint } from '../prerender.mjs';
import { ROOT } from './emulator-env.mjs';
import {
  INLINE_SCRIPT_HASHES,
  apiHeaders,
  contentSecurityPolicy,
  hostingHeaderRule,
  inlineScriptHashes,
  pageHeaders,
  withEmulatorHeaders,
} from './security-headers.mjs';

const firebaseJson = JSON.parse(readFileSync(`${ROOT}/firebase.json`, 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
const EMULATORS = { auth: 9099, firestore: 8080, storage: 9199 };

describe('firebase.json', () => {
  test("its first header rule is every path's security headers, exactly as security-headers.mjs writes them", () => {
    expect(firebaseJson.hosting.headers[0]).toEqual(hostingHeaderRule());
  });
  test('no later rule sets a security header again', () => {
    const keys = new Set(pageHeaders().map(([key]) => key.toLowerCase()));
    for (const rule of firebaseJson.hosting.headers.slice(1))
      for (const h of rule.headers) expect(keys.has(h.key.toLowerCase()), `${rule.source} ${h.key}`).toBe(false);
  });
  test('the emulator config swaps in the policy with the emulators and keeps every other rule', () => {
    const config = withEmulatorHeaders(firebaseJson, EMULATORS);
    expect(config.hosting.headers[0]).toEqual(hostingHeaderRule(EMULATORS));
    expect(config.hosting.headers.slice(1)).toEqual(firebaseJson.hosting.headers.slice(1));
  });
});

// The offline page's script: web/src/app/inline-scripts.test.ts.
describe('the inline scripts the pages carry are exactly those the policy allows by hash', () => {
  const built = `<html><body><div id="root"></div><script type="module" crossorigin src="/assets/index-1.js"></script></body></html>`;
  test.each([
    ['language, taps', ['language', 'taps'], () => readFileSync(`${ROOT}/web/index.html`, 'utf8')],
    ['loader', ['loader'], () => loadScriptsAfterFirstPaint(built) as string],
  ] as const)('%s', (_, names, html) => {
    expect(inlineScriptHashes(html())).toEqual(names.map((name) => INLINE_SCRIPT_HASHES[name]));
  });
  test('the loader is one text on every page: its entry is an attribute', () => {
    const other = built.replace('index-1.js', 'index-2.js');
    expect(inlineScriptHashes(loadScriptsAfterFirstPaint(other) as string)).toEqual([INLINE_SCRIPT_HASHES.loader]);
  });
  test('data scripts (JSON, JSON-LD) and scripts with a src are not counted: the browser does not run them', () => {
    const html = `<script type="application/json" id="x">[1]</script><script type="application/ld+json">{}</script><script type="module" src="/a.js"></script><script>run()</script>`;
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe('the policy', () => {
  const production = directives(contentSecurityPolicy());
  test('forbids framing, plugins, <base> and inline or evaluated script', () => {
    expect(production['frame-ancestors']).toEqual(["'none'"]);
    expect(production['object-src']).toEqual(["'none'"]);
    expect(production['base-uri']).toEqual(["'none'"]);
    expect(production['script-src']).not.toContain("'unsafe-inline'");
    expect(production['script-src']).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy()).not.toMatch(/(^|\s)(\*|https:|http:)(\s|;|$)/);
  });
  test('names no local origin in production', () => {
    expect(contentSecurityPolicy()).not.toContain('127.0.0.1');
    expect(contentSecurityPolicy()).not.toContain('ws:');
  });
  test("the emulator build adds the emulators' origins where the app reaches them, and changes nothing else", () => {
    const emulator = directives(contentSecurityPolicy({ emulators: EMULATORS }));
    expect(emulator['connect-src']).toEqual([
      ...production['connect-src']!.slice(0, 5),
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      ...production['connect-src']!.slice(5),
    ]);
    expect(emulator['img-src']).toContain('http://127.0.0.1:9199');
    const rest = (d: Record<string, string[]>) => ({ ...d, 'connect-src': [], 'img-src': [] });
    expect(rest(emulator)).toEqual(rest(production));
  });
  test("the dev server adds only its HMR websocket and its tooling's inline scripts", () => {
    const dev = directives(
      contentSecurityPolicy({ emulators: EMULATORS, dev: { port: 5173, scriptHashes: ['sha256-x'] } }),
    );
    const emulator = directives(contentSecurityPolicy({ emulators: EMULATORS }));
    expect(dev['connect-src']).toContain('ws://127.0.0.1:5173');
    const own = 1 + Object.keys(INLINE_SCRIPT_HASHES).length; // 'self' and the pages' inline scripts
    expect(dev['script-src']).toEqual([
      ...emulator['script-src']!.slice(0, own),
      "'sha256-x'",
      ...emulator['script-src']!.slice(own),
    ]);
    expect({ ...dev, 'connect-src': [], 'script-src': [] }).toEqual({
      ...emulator,
      'connect-src': [],
      'script-src': [],
    });
  });
  test('pages and API answers carry nosniff, the referrer policy, HSTS and DENY framing', () => {
    for (const headers of [pageHeaders(), apiHeaders()]) {
      const map = new Map(headers);
      expect(map.get('X-Content-Type-Options')).toBe('nosniff');
      expect(map.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(map.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(map.get('X-Frame-Options')).toBe('DENY');
    }
    expect(new Map(apiHeaders()).get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
