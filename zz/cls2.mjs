import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let i = 0; i < 4; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: +e.value.toFixed(4), t: Math.round(e.startTime), s: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className?.toString().slice(0,40)} ${JSON.stringify([Math.round(s.previousRect.y), Math.round(s.previousRect.height), Math.round(s.currentRect.y), Math.round(s.currentRect.height)])}`) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://127.0.0.1:5099/');
  await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/', null, { timeout: 30000 }).catch(() => {});
  await page.waitForTimeout(3000);
  console.log(JSON.stringify(await page.evaluate(() => window.__shifts)));
  await ctx.close();
}
await browser.close();
