import fs from 'node:fs';
import path from 'node:path';
import { BRANDS } from '../brands';
import { ACCESSORY_TYPES, PICKS_RULES, PIECE_KINDS } from '../server/club/pieceKinds';
import { PREPAID_PLANS } from '../server/club/prepaidPlans';
import { seedDataFor } from '../server/seed/data';

// Club copy promises only what the club's data configures (issue 36): a page that describes a paid
// club (vip, more-about-vip, vipterms, club, the FAQ) may promise free accessories, bonus pieces, a
// choice of the monthly piece, prepaid plans and early access only where the brand's data makes
// them happen. Fails when copy and data drift apart.

const CLUB_PAGES = ['vip', 'more-about-vip', 'vipterms', 'club', 'store-policies', 'ckb-store-policies'];

function textOf(brandId: string): string {
  const lines = fs.readFileSync(path.join(__dirname, 'dataset.ndjson'), 'utf8').split('\n').filter(Boolean);
  const docs = lines.map((l) => JSON.parse(l) as { brand?: string; slug?: { current?: string } });
  return docs
    .filter((d) => d.brand === brandId && CLUB_PAGES.includes(d.slug?.current ?? ''))
    .map((d) => JSON.stringify(d))
    .join('\n');
}

const clubBrands = BRANDS.filter((b) => seedDataFor(b).shop.hasClub);

describe.each(clubBrands.map((b) => b.id))('%s: club copy and club data', (brandId) => {
  const text = textOf(brandId);

  it('has club pages to check', () => {
    expect(text.length).toBeGreaterThan(1000);
  });
  it('promises free accessories only when the brand ships them', () => {
    expect(/free accessor/i.test(text)).toBe((ACCESSORY_TYPES[brandId] ?? []).length > 0);
  });
  it('promises a monthly piece and bonus pieces only with piece kinds', () => {
    if (/bonus piece|every month we ship|new piece every month/i.test(text)) expect((PIECE_KINDS[brandId] ?? []).length).toBeGreaterThan(0);
  });
  it('promises a choice of the piece only with a picks window, and prepaid plans only when sold', () => {
    if (/your pick|choose each month/i.test(text)) expect(PICKS_RULES[brandId]).toBeDefined();
    if (/prepaid plan/i.test(text)) expect((PREPAID_PLANS[brandId] ?? []).length).toBeGreaterThan(0);
  });
  it('offers several pieces a month exactly where the settings do (clubMultiQty)', () => {
    expect(/up to 3 pieces a month/i.test(text)).toBe(seedDataFor(BRANDS.find((b) => b.id === brandId)!).clubMultiQty);
  });
  it('promises early access only where the club exists to give it', () => {
    if (/early access/i.test(text)) expect(seedDataFor(BRANDS.find((b) => b.id === brandId)!).shop.hasClub).toBe(true);
  });
});
