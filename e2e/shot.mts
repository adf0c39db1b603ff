import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
const page = await context.newPage();
for (const [name, path] of (process.env.SHOTS ?? 'home:/').split(',').map((s) => s.split(':'))) {
  await page.goto('http://127.0.0.1:8099' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: process.env.FULL === '1' });
}
await browser.close();
