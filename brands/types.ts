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

export interface BrandTheme {
  /** Name of the colour theme in the spec (cheekboss, {product}, uncommonpair…). */
  name: string;
  primary: string;
  primaryDark: string;
  accent: string;
  background: string;
  text: string;
}

export interface PromoCode {
  code: string;
  kind: 'percent' | 'amount' | 'free_shipping';
  value: number;
  description: string;
  clubOnly?: boolean;
  /** Only for a shopper's first order of the brand (no earlier order by the account, the session or the email). */
  firstOrderOnly?: boolean;
  minSubtotal?: number;
}

export interface SplitTest {
  key: string;
  values: string[];
  /** A query parameter named after the test may force a value. */
  allowQueryOverride: boolean;
}

export interface BrandCategory {
  slug: string;
  name: string;
  group?: string;
}

export interface Brand {
  id: string;
  storeName: string;
  /** Production host names; the first is canonical. */
  hosts: string[];
  devHosts: string[];
  /** Base URL of the brand's api.php contract. '/api.php/' means this app's own shop API. */
  apiBaseUrl: string;
  theme: BrandTheme;
  favicon: string;
  mainProduct: string;
  mainProductPlural: string;
  /** pf and ckb get a designed home page; other brands render the CMS page 'homepage'. */
  hasDesignedHome: boolean;
  headerMenu: MenuLink[];
  footerMenu: FooterGroup[];
  categories: BrandCategory[];
  categoryGroups: { slug: string; name: string }[];
  offerPrice: number;
  promoCodes: PromoCode[];
  splitTests: SplitTest[];
  clubName: string;
  hasClub: boolean;
  /** The size chart's advice for a shopper between two sizes, true to how the brand's items fit. */
  betweenSizes: string;
  /** When true, POST register answers 403 'Registration is closed right now.' (spec: a registrationLocked flag exists). */
  registrationLocked?: boolean;
}
