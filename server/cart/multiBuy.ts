/** A multi-buy set as the pricing reads it (migration 017, multi_buys). */
export interface MultiBuySet {
  id: number;
  categoryId: number;
  quantity: number;
  priceCents: number;
}

/** A cart line the sets may group: a regular line (its own price, no offer, gift or bundle), unit price as the shopper pays it. */
export interface MultiBuyLine {
  unitCents: number;
  quantity: number;
  categoryIds: readonly number[];
}

export interface MultiBuyResult {
  /** Per set that applied at least once: how many times and what it saved (cents). */
  applied: { id: number; sets: number; savingCents: number }[];
  savingCents: number;
}

/**
 * Groups the cart's units into sets (docs/api.md "Multi-buy promotions"): for each set (in id order)
 * the units of its category not already in a set, dearest first, `quantity` at a time; a group costs
 * the set price when that is less than its units cost (list or member price), else the group and
 * any cheaper ones stay at their own price. Dearest first gives the shopper the largest saving;
 * a unit counts in one set only.
 */
export function applyMultiBuys(sets: readonly MultiBuySet[], lines: readonly MultiBuyLine[]): MultiBuyResult {
  const left = lines.map((l) => l.quantity);
  const applied: MultiBuyResult['applied'] = [];
  for (const set of [...sets].sort((a, b) => a.id - b.id)) {
    if (set.quantity < 1) continue;
    const units: { line: number; cents: number }[] = [];
    lines.forEach((l, i) => {
      if (l.categoryIds.includes(set.categoryId)) for (let n = 0; n < left[i]; n++) units.push({ line: i, cents: l.unitCents });
    });
    units.sort((a, b) => b.cents - a.cents);
    let sets = 0;
    let savingCents = 0;
    for (let start = 0; start + set.quantity <= units.length; start += set.quantity) {
      const group = units.slice(start, start + set.quantity);
      const cost = group.reduce((s, u) => s + u.cents, 0);
      if (cost <= set.priceCents) break;
      sets += 1;
      savingCents += cost - set.priceCents;
      for (const u of group) left[u.line] -= 1;
    }
    if (sets > 0) applied.push({ id: set.id, sets, savingCents });
  }
  return { applied, savingCents: applied.reduce((s, a) => s + a.savingCents, 0) };
}
