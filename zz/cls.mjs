import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[412, 823], [800, 1000], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://127.0.0.1:5099/');
  const before = await page.locator('section[aria-labelledby="hero-title"]').evaluate((el) => el.getBoundingClientRect().height);
  await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/', null, { timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(1500);
  const after = await page.locator('section[aria-labelledby="hero-title"]').evaluate((el) => el.getBoundingClientRect().height);
  console.log(w, h, 'hero', before, '→', after, 'shifts', JSON.stringify(await page.evaluate(() => window.__shifts)));
  await ctx.close();
}
await browser.close();
