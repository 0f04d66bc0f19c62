/** Shopper flows through the shop API, for the benchmark. Each returns true when it completed. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads answers loosely
type Json = { data?: any; errors?: string[] };

function cookieOf(res: Response): string | undefined {
  const c = res.headers.getSetCookie().find((x) => x.startsWith('shop_sid='));
  return c?.split(';')[0];
}

async function post(base: string, path: string, host: string, fields: Record<string, string>, cookie?: string) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const res = await fetch(`${base}/api.php/${path}?host=${host}`, { method: 'POST', body: fd, headers: cookie ? { cookie } : {} });
  return { res, body: (await res.json()) as Json, cookie: cookieOf(res) ?? cookie };
}

export interface Sellable {
  itemId: number;
  color: string;
  size: string;
}

/** Items with a colour and an in-stock size, from the catalog API. */
export async function findSellable(base: string, host: string, categorySlug: string): Promise<Sellable[]> {
  const list = await fetch(`${base}/api.php/category/${categorySlug}?host=${host}`);
  if (!list.ok) return [];
  const items = ((await list.json()) as Json).data?.items ?? [];
  const out: Sellable[] = [];
  for (const it of items.slice(0, 12)) {
    const res = await fetch(`${base}/api.php/item/${it.id}?host=${host}`);
    if (!res.ok) continue;
    const item = ((await res.json()) as Json).data;
    const size = (item.sizes ?? []).find((s: { soldOut?: boolean; stock?: number }) => !s.soldOut && (s.stock ?? 1) > 5);
    const color = item.colors?.[0];
    if (size && color) out.push({ itemId: item.id, color: color.name ?? color, size: size.size ?? size.value ?? size.name });
  }
  return out;
}

export async function addToCart(base: string, host: string, s: Sellable, cookie?: string) {
  return post(base, 'cart/add', host, { itemId: String(s.itemId), color: s.color, size: s.size, quantity: '1' }, cookie);
}

const ADDRESS = {
  email: 'bench@example.com',
  shippingName: 'Bench Shopper',
  shippingCountry: 'US',
  shippingAddress: '1 Main St',
  shippingCity: 'Austin',
  shippingState: 'TX',
  shippingZip: '78701',
  shippingPhone: '(512) 555-0100',
  billingSameAsShipping: 'true',
};

/** A whole guest checkout: add to cart, tokenize the approved test card, place the order. */
export async function checkout(base: string, host: string, s: Sellable, key: string): Promise<boolean> {
  const added = await addToCart(base, host, s);
  if (!added.res.ok) return false;
  const tok = await post(base, 'payments/tokenize', host, { number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123', name: 'Bench Shopper' }, added.cookie);
  if (!tok.res.ok) return false;
  const order = await post(base, 'checkout', host, { ...ADDRESS, idempotencyKey: key, paymentMethod: 'card', paymentToken: tok.body.data.token }, added.cookie);
  return order.res.ok;
}
