import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const spec of process.argv.slice(2)) {
  const [brand, path, vw] = spec.split(',');
  const w = Number(vw);
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 844 : 900 } });
  const page = await ctx.newPage();
  await page.goto(`http://${brand}.localhost:3180${path}`, { waitUntil: 'networkidle' });
  const name = `/tmp/shot-${brand}-${path.replace(/\W+/g,'_')}-${w}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
  await ctx.close();
}
await browser.close();
