import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[360, 740], [412, 823], [800, 1000], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:5099/');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/hero-${w}.png` });
  await ctx.close();
}
await browser.close();
