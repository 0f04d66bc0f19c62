import { test, expect } from './fixtures';
import { freshAccount } from './accounts';
import { buyClub, membership } from './club';
import { api, apiPost } from './shopApi';

// Rejoining the paid club (pf, ckb) from the brand's rejoin invitation: a former member's button puts
// the membership in the cart (with the invitation's code on ckb) and leads straight to checkout, no
// quiz; a member is told there is nothing to rejoin; a visitor logs in first. Brands with a free club
// have nothing to rejoin: /rejoin leads to their club page.

const INVITATION: Record<string, { path: string; code: string | null }> = {
  pf: { path: '/pfviprejoininvitation', code: null },
  ckb: { path: '/ckb-rejoinvipinvitation', code: 'WB10VIP' },
};

interface CartFlags {
  hasClubInCart: boolean;
  items: unknown[];
  amounts: { discount: number };
  discountDetails: { name: string; reason?: string | null; waiting?: string | null } | null;
}

test('a visitor is sent to log in first; a brand without a paid club sends /rejoin to its club page', async ({ page, brand }) => {
  await page.goto('/rejoin?code=WB10VIP');
  if (!INVITATION[brand.id]) {
    await expect(page).toHaveURL((url) => url.pathname === '/club');
    return;
  }
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/rejoin?code=WB10VIP');
});

test('a former member rejoins in one step to checkout; a member has nothing to rejoin', async ({ page, brand }) => {
  const invitation = INVITATION[brand.id];
  test.skip(!invitation, 'brand has no paid club to rejoin');
  test.setTimeout(120_000);
  await freshAccount(page, brand, 'rejoin', 'Robin Tester');
  await apiPost(page, 'style-profile', { fit: 'Relaxed', favorite_color: 'Black' });
  await buyClub(page, brand);
  const profile = (await api<{ style_profile: { field: string; chosen: string }[] }>(page, 'style-profile')).style_profile;
  expect(profile).toEqual(expect.arrayContaining([{ field: 'fit', chosen: 'Relaxed' }]));

  // A member: the invitation's button leads to the membership, and /rejoin says there is nothing to rejoin.
  await page.goto(invitation.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Come back to ${brand.clubName}`);
  await expect(page.getByRole('link', { name: 'You’re a member: manage your membership' }).first()).toHaveAttribute('href', '/members');
  await expect(page.locator('main')).not.toContainText(/missed you/i);
  await page.goto('/rejoin');
  await expect(page.getByTestId('rejoin-member')).toContainText(`You’re already a ${brand.clubName} member`);
  await expect(page.locator('main')).not.toContainText(/missed you/i);
  expect((await api<CartFlags>(page, 'cart')).hasClubInCart).toBe(false);

  await apiPost(page, 'club/cancel', { reason: 'shipping' });
  expect(await membership(page)).toMatchObject({ status: 'cancelled' });

  // A former member: one click on the invitation, and checkout opens with the club (and the invitation's code) in the cart.
  await page.goto(invitation.path);
  // ckb's invitation says what the code does: off the items, not the membership, so add some before paying.
  if (invitation.code) await expect(page.locator('main')).toContainText(`Code ${invitation.code} takes $10 off the underwear in your order, not off the membership`);
  const rejoin = page.getByRole('link', { name: `Rejoin ${brand.clubName}` }).first();
  await expect(rejoin).toHaveAttribute('href', invitation.code ? `/rejoin?code=${invitation.code}` : '/rejoin');
  // Every page the shopper passes through on the way: /rejoin, then checkout (no style quiz, no offers).
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await rejoin.click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout', { timeout: 20_000 });
  expect(visited.filter((p) => p !== '/checkout' && p !== '/rejoin')).toEqual([]);
  const cart = await api<CartFlags>(page, 'cart');
  expect(cart.hasClubInCart).toBe(true);
  if (invitation.code) {
    // The club alone: the code takes nothing off the membership and says it waits for items, never "$10 off" beside a $0 saving.
    expect(cart.items).toEqual([]);
    expect(cart.amounts.discount).toBe(0);
    expect(cart.discountDetails).toMatchObject({ name: invitation.code, reason: null, waiting: 'add an item to use it' });
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('discount-waiting')).toHaveText(`${invitation.code}: $10 off the items in your order — add an item to use it`);
    await expect(summary.getByTestId('discount-applied')).not.toContainText('welcome back');
    await expect(summary.getByTestId('amount-discount')).toHaveCount(0);
  } else expect(cart.discountDetails).toBeNull();
  // The checkout states the membership's terms next to the pay button and asks for consent, as for any join.
  await expect(page.getByTestId('club-disclosure').getByTestId('club-consent')).not.toBeChecked();
  // The style profile given before is the one kept.
  expect((await api<{ style_profile: { field: string; chosen: string }[] }>(page, 'style-profile')).style_profile).toEqual(profile);
});
