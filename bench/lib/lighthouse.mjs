// Chromium and Lighthouse as the benchmarks drive them: Lighthouse 13's mobile defaults (simulated 4G, 4× CPU),
// performance only, in Debian's Chromium; and what JavaScript Chromium fetches while a page loads.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from '../../scripts/lib/emulator-env.mjs';

export const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/**
 * Runs the Lighthouse CLI on `url`, writing its JSON report to `outFile`, and returns the parsed report.
 * Async on purpose: a server in this process must keep answering while Lighthouse loads. Killed after 3 minutes.
 */
export function runLighthouse(url, outFile) {
  const bin = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        bin,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        // KOTASTAY_LH_TRACES=1 keeps each run's trace beside its report (<report>-0.trace.json), to read a long
        // task by what the browser did in it (bench/lh-tasks.mjs).
        ...(process.env.KOTASTAY_LH_TRACES === '1' ? ['--save-assets'] : []),
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(readFileSync(outFile, 'utf8')));
      else reject(new Error(`lighthouse exited with ${code} on ${url}`));
    });
  });
}

/**
 * Loads `url` in Chromium on a phone-sized viewport until the network is idle (at most `timeoutMs`) and returns the
 * JavaScript it fetched, gzip-sized from the build in `distDir` (`idle: false` when the network never went idle). Also what warms a page's functions before Lighthouse.
 */
export async function loadInChromium(url, distDir, { timeoutMs = 60_000 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.split(' ') });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    let idle = true;
    try {
      await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    } catch (err) {
      // A page that keeps a connection busy never goes idle: what it fetched so far still counts.
      if (err?.name !== 'TimeoutError') throw err;
      idle = false;
    }
    const files = [...scripts].map((p) => ({
      url: p,
      gzipBytes: gzipSync(readFileSync(path.join(distDir, p)), { level: 9 }).length,
    }));
    return { files, gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0), idle };
  } finally {
    await browser.close();
  }
}
