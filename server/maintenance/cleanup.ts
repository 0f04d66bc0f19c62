import { sql } from 'kysely';
import type { DB } from '../db';
import { SESSION_LIFETIME } from '../http/session';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long a used or expired register/reset token is kept before it is deleted. Nothing reads it
 * any more (a dead link answers the same whether its row exists or not); a register token still
 * holds the hashed password of a sign-up that was never confirmed, so it goes soon.
 */
export const TOKEN_GRACE_MS = DAY_MS;

export interface PurgeSummary {
  /** Sessions past their idle or absolute lifetime (SESSION_LIFETIME). */
  sessions: number;
  /** Carts whose session is gone (expired, logged out, or rotated away without its cart), and their lines. */
  carts: number;
  cartLines: number;
  /** A gone session's split-test groups and guest style-quiz answers. */
  splitTests: number;
  styleProfiles: number;
  /** Register and reset tokens used or expired more than TOKEN_GRACE_MS ago. */
  tokens: number;
}

const count = (r: { numDeletedRows: bigint } | undefined) => Number(r?.numDeletedRows ?? 0);

/**
 * Deletes what no request can reach any more: expired sessions, then everything that hung off a
 * session that no longer exists, then dead account tokens. Safe to run while the shop serves
 * requests: a session, once expired, never becomes alive again, and no new row ever points at a
 * gone session, so each statement only removes unreachable rows. There are no foreign keys; carts
 * go before their lines, and lines without a cart are deleted too (so an interrupted run loses nothing).
 */
export async function purgeExpired(db: DB, now: Date = new Date()): Promise<PurgeSummary> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const { guest, customer } = SESSION_LIFETIME;

  const sessions = count(
    await db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb.and([eb('customer_id', 'is', null), eb.or([eb('last_seen_at', '<=', before(guest.idleMs)), eb('created_at', '<=', before(guest.absoluteMs))])]),
          eb.and([
            eb('customer_id', 'is not', null),
            eb.or([eb('last_seen_at', '<=', before(customer.idleMs)), eb('created_at', '<=', before(customer.absoluteMs))]),
          ]),
        ]),
      )
      .executeTakeFirst(),
  );

  const carts = count(
    await db
      .deleteFrom('carts')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sessions').select('sessions.id').whereRef('sessions.id', '=', 'carts.session_id'))))
      .executeTakeFirst(),
  );
  const cartLines = count(
    await db
      .deleteFrom('cart_lines')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('carts').select('carts.id').whereRef('carts.id', '=', 'cart_lines.cart_id'))))
      .executeTakeFirst(),
  );

  const splitTests = count(
    await db
      .deleteFrom('split_test_assignments')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('sessions').select('sessions.id').whereRef('sessions.id', '=', 'split_test_assignments.session_id'))),
      )
      .executeTakeFirst(),
  );
  // A guest's quiz answers are owned by 's:<session id>' (server/checkout/styleProfile.ts).
  const styleProfiles = count(
    await db
      .deleteFrom('style_profiles')
      .where('owner_key', 'like', 's:%')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('sessions').select('sessions.id').where(sql<boolean>`style_profiles.owner_key = 's:' || sessions.id`))),
      )
      .executeTakeFirst(),
  );

  const grace = before(TOKEN_GRACE_MS);
  const tokens = count(
    await db
      .deleteFrom('account_tokens')
      .where((eb) => eb.or([eb('expires_at', '<=', grace), eb('used_at', '<=', grace)]))
      .executeTakeFirst(),
  );

  return { sessions, carts, cartLines, splitTests, styleProfiles, tokens };
}
