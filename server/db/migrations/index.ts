import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_checkout';
import * as m003 from './003_accounts';
import * as m004 from './004_members';
import * as m005 from './005_club_charges';
import * as m006 from './006_size_guide_shoe';
import * as m007 from './007_session_expiry';
import * as m008 from './008_rate_limits';
import * as m010 from './010_mail_delivery';
import * as m011 from './011_first_order_codes';
import * as m013 from './013_search';
import * as m014 from './014_marketing';
import * as m016 from './016_club_consent';
import * as m017 from './017_multi_buys';
import * as m018 from './018_offer_line_pictures';
import * as m020 from './020_free_gift_rules';
import * as m021 from './021_payments';
import * as m022 from './022_processor_events';
import * as m023 from './023_code_percent';
import * as m025 from './025_collected_events';
import * as m026 from './026_payment_action';
import * as m027 from './027_early_access';
import * as m028 from './028_staff';
import * as m029 from './029_club_picks';
import * as m030 from './030_returns';
import * as m031 from './031_club_prepayments';
import * as m032 from './032_club_pieces';
import * as m033 from './033_stock_changes';
import * as m034 from './034_club_back_office';
import * as m035 from './035_code_limits';
import * as m036 from './036_catalog_versions';
import * as m038 from './038_refund_restock';
import * as m039 from './039_items_newest';
import * as m040 from './040_order_line_refunds';

import type { DialectName } from './columns';

export type { DialectName };

type MigrationModule = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

const MIGRATIONS: Record<string, MigrationModule> = {
  '001_initial': m001,
  '002_checkout': m002,
  '003_accounts': m003,
  '004_members': m004,
  '005_club_charges': m005,
  '006_size_guide_shoe': m006,
  '007_session_expiry': m007,
  '008_rate_limits': m008,
  '010_mail_delivery': m010,
  '011_first_order_codes': m011,
  '013_search': m013,
  '014_marketing': m014,
  '016_club_consent': m016,
  '017_multi_buys': m017,
  '018_offer_line_pictures': m018,
  '020_free_gift_rules': m020,
  '021_payments': m021,
  '022_processor_events': m022,
  '023_code_percent': m023,
  '025_collected_events': m025,
  '026_payment_action': m026,
  '027_early_access': m027,
  '028_staff': m028,
  '029_club_picks': m029,
  '030_returns': m030,
  '031_club_prepayments': m031,
  '032_club_pieces': m032,
  '033_stock_changes': m033,
  '034_club_back_office': m034,
  '035_code_limits': m035,
  '036_catalog_versions': m036,
  '038_refund_restock': m038,
  '039_items_newest': m039,
  '040_order_line_refunds': m040,
};

/** Kysely's Migrator takes migrations from a provider; ours are bundled, so the dialect can be passed in. */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, mod] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (db) => mod.up(db, dialect) };
      }
      return out;
    },
  };
}
