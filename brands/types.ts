export interface BrandTheme {
  /** Name of the colour theme in the spec (cheekboss, {product}, uncommonpair…). */
  name: string;
  primary: string;
  primaryDark: string;
  accent: string;
  background: string;
  text: string;
}

export interface SplitTest {
  key: string;
  values: string[];
  /** A query parameter named after the test may force a value. */
  allowQueryOverride: boolean;
}

/**
 * A storefront's brand configuration: how the storefront finds and dresses the brand. Shop data
 * (club name and prices, menus, categories, promo codes, offers, gift rules, shipping) is not here:
 * it lives in the shop API's database, seeded from server/seed/data (docs/conventions.md).
 */
export interface Brand {
  id: string;
  /** The store's name: page titles, mail sender and signature (the seed writes it into settings.storeName). */
  storeName: string;
  /**
   * Production host names; the first is canonical (mailed links, canonical URLs, sitemap). The
   * brand files hold the defaults; BRAND_HOSTS_<BRAND> replaces them at run time (brands/hosts.ts).
   */
  hosts: string[];
  devHosts: string[];
  /** Base URL of the brand's api.php contract. '/api.php/' means this app's own shop API. */
  apiBaseUrl: string;
  theme: BrandTheme;
  favicon: string;
  /** pf and ckb get a designed home page; other brands render the CMS page 'homepage'. */
  hasDesignedHome: boolean;
  splitTests: SplitTest[];
}
