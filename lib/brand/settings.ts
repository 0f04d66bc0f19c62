export interface MenuLink {
  name: string;
  path: string;
  image?: string;
  children?: MenuLink[];
}

export interface FooterGroup {
  header: string;
  items: { name: string; path: string; showDuringCheckout: boolean }[];
}

export interface ImageRef {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Store settings as the storefront reads them (spec section 3). */
export interface StoreSettings {
  afterpay: boolean;
  afterpayMax: number;
  afterpayMin: number;
  /** The home banner: a picture without words; heading and subheading are shown over it as live text. */
  banner: { path: string; heading?: string; subheading?: string; desktopImage: ImageRef; mobileImage: ImageRef } | null;
  brandHasClub: boolean;
  brandHas236Gifts: boolean;
  brandHas12Gifts: boolean;
  clubMonthly: number;
  clubName: string;
  clubMultiQty: boolean;
  clubExchanges: boolean;
  domain: string;
  facebookUrl: string;
  instagramUrl: string;
  footerMenu: FooterGroup[];
  headerMenu: MenuLink[];
  gaPropertyId: string;
  gtmWorkspaceId: string;
  mainProduct: string;
  mainProductPlural: string;
  mainShoppingPath: string;
  monthlyItemFlair: string;
  scrollingImages: { url: string }[];
  showClubOffer: boolean;
  sizes: string[];
  sizingGuide: boolean;
  /** The size chart's advice for a shopper between two sizes, true to how the brand's items fit. */
  betweenSizes: string;
  /** When true, POST register answers 403 and /register says registration is closed. */
  registrationLocked: boolean;
  socialMediaDiscountCode: string;
  storeName: string;
  stripeJs: string;
  stripeJsApplePay: boolean;
  personaFullName: string;
  loading: boolean;
  freeShippingThreshold: number;
  standardShippingCost: number;
}

/** The part of the settings every page's layout needs. */
export type LayoutSettings = Pick<
  StoreSettings,
  'storeName' | 'headerMenu' | 'footerMenu' | 'mainShoppingPath' | 'facebookUrl' | 'instagramUrl' | 'brandHasClub' | 'freeShippingThreshold'
>;

export function layoutSettings(s: StoreSettings): LayoutSettings {
  return {
    storeName: s.storeName,
    headerMenu: s.headerMenu,
    footerMenu: s.footerMenu,
    mainShoppingPath: s.mainShoppingPath,
    facebookUrl: s.facebookUrl,
    instagramUrl: s.instagramUrl,
    brandHasClub: s.brandHasClub,
    freeShippingThreshold: s.freeShippingThreshold,
  };
}
