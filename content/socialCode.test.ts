import fs from 'node:fs';
import path from 'node:path';
import { BRANDS } from '../brands';
import { seedDataFor } from '../server/seed/data';

// The spec's socialMediaDiscountCode is the code a brand's social media special pages put on the
// cart (server/cart/pricing.ts marks the cart's lines social_media_special while it is on): a brand
// that sets one has a social media special page giving exactly that code, and its copy names it.

interface Doc { brand?: string; kind?: string; campaign?: { code?: string | null } }

const docs = fs.readFileSync(path.join(__dirname, 'dataset.ndjson'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Doc);

test.each(BRANDS.map((b) => b.id))('%s: its social media code is given by a social media special page that names it', (brandId) => {
  const code = seedDataFor(BRANDS.find((b) => b.id === brandId)!).socialMediaDiscountCode;
  const social = docs.filter((d) => d.brand === brandId && d.kind === 'social_media_special');
  const giving = social.filter((d) => d.campaign?.code === code);
  if (!code) {
    expect(giving).toEqual([]);
    return;
  }
  expect(giving.length).toBeGreaterThan(0);
  for (const page of giving) expect(JSON.stringify(page)).toContain(`code ${code}`);
});
