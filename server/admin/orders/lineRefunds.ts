import type { DB } from '../../db';
import { inTransaction } from '../../db/tx';
import { conflict } from '../../http/errors';

/** An order line as a refund by lines claims it. */
interface ClaimedLine { id: number; total_cents: number }

const refusal = (orderId: number, lineId: number, at: string) =>
  conflict(`lines: line ${lineId} of order #${orderId} was refunded on ${at.slice(0, 10)}; refund an amount if more is owed`);

/**
 * Claims the lines of a refund by lines before any money moves (order_line_refunds, migration 040:
 * the line is the primary key), so a line is refunded once: a second refund of it, from another tab
 * or another agent at the same moment, is a 409 naming the line. releaseLineRefunds gives the claim
 * back when the refund itself fails.
 */
export async function claimLineRefunds(db: DB, staffId: number, orderId: number, lines: readonly ClaimedLine[], now: Date): Promise<void> {
  const ids = lines.map((l) => l.id);
  await inTransaction(db, async (trx) => {
    const earlier = await trx.selectFrom('order_line_refunds').select(['order_item_id', 'at']).where('order_item_id', 'in', ids).orderBy('order_item_id').executeTakeFirst();
    if (earlier) throw refusal(orderId, Number(earlier.order_item_id), earlier.at);
    const at = now.toISOString();
    for (const l of lines) {
      const claimed = await trx.insertInto('order_line_refunds')
        .values({ order_item_id: l.id, order_id: orderId, staff_id: staffId, amount_cents: Number(l.total_cents), at })
        .onConflict((oc) => oc.column('order_item_id').doNothing())
        .returning('order_item_id')
        .executeTakeFirst();
      if (!claimed) throw refusal(orderId, l.id, at);
    }
  });
}

/** Gives back the claims of a refund that did not go through, so the lines can be refunded again. */
export async function releaseLineRefunds(db: DB, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length) await db.deleteFrom('order_line_refunds').where('order_item_id', 'in', [...lineIds]).execute();
}

/** The order's lines refunded by line, for its page. */
export async function refundedLineIds(db: DB, orderId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('order_line_refunds').select('order_item_id').where('order_id', '=', orderId).execute();
  return new Set(rows.map((r) => Number(r.order_item_id)));
}
