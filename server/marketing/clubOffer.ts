import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { VIP4SH, VIP4SH_FREE_SHIPPING } from '../../lib/experiments/vip4sh';

/**
 * Whether the club bought with this session's cart comes with the Vip4sh test's 4sh offer: free
 * shipping on the order the shopper joins with (docs/analytics.md, Split tests). Only for a brand
 * running the test and a session whose group is 4sh (assigned, or forced by `?Vip4sh=4sh` through
 * POST test-group); the group is what the pages showed, so the price follows what the shopper read.
 */
export async function joinShipsFree(db: DB, brand: Brand, sessionId: string | null | undefined): Promise<boolean> {
  if (!sessionId || !brand.splitTests.some((t) => t.key === VIP4SH && t.values.includes(VIP4SH_FREE_SHIPPING))) return false;
  const row = await db
    .selectFrom('split_test_assignments')
    .select('value')
    .where('brand_id', '=', brand.id)
    .where('session_id', '=', sessionId)
    .where('test_key', '=', VIP4SH)
    .executeTakeFirst();
  return row?.value === VIP4SH_FREE_SHIPPING;
}
