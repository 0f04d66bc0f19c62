import type { FooterGroup, MenuLink } from '../../../../lib/brand/settings';
import type { ShippingZone } from '../../../../lib/shipping/zones';
import type { GiftRule } from '../../../cart/freeGift';

export interface PromoCode {
  code: string;
  kind: 'percent' | 'amount' | 'free_shipping';
  value: number;
  description: string;
  clubOnly?: boolean;
  /** Only for a shopper's first order of the brand (no earlier order by the account, the session or the email). */
  firstOrderOnly?: boolean;
  minSubtotal?: number;
  /** How many orders one customer may use it on (absent: no limit). */
  perCustomerLimit?: number;
}

export interface ShopCategory {
  slug: string;
  name: string;
  group?: string;
}

/**
 * A brand's shop data: what the shop API serves (settings, catalogue, discount codes, offers,
 * free-gift rules). The seed writes it to the database once; from then on the database is its only
 * home, and nothing at run time reads these files (docs/conventions.md, 'Brand config and shop data').
 */
export interface ShopFacts {
  mainProduct: string;
  mainProductPlural: string;
  headerMenu: MenuLink[];
  footerMenu: FooterGroup[];
  categories: ShopCategory[];
  categoryGroups: { slug: string; name: string }[];
  /** What a post-purchase special offer costs, in dollars. */
  offerPrice: number;
  promoCodes: PromoCode[];
  socialHandle: string;
  clubName: string;
  hasClub: boolean;
  /** When true, POST register answers 403 'Registration is closed right now.' (spec: a registrationLocked flag exists). */
  registrationLocked: boolean;
  /** Written to free_gift_rules. */
  freeGifts: GiftRule[];
  /** Where the brand ships (settings.shippingZones); the first zone is the default. */
  shippingZones: ShippingZone[];
  /** The size chart's advice for a shopper between two sizes, true to how the brand's items fit. */
  betweenSizes: string;
}
