/** The cart as the shop API returns it (spec section 3, "Cart state"). */
export interface CartLineState {
  cartId: number;
  itemId: number;
  path: string;
  image: string;
  name: string;
  description: string;
  colors: string[];
  color: string;
  quantity: number;
  quantityFixed: boolean;
  bundledWith: number | null;
  size: string;
  price: number;
  originalPrice: number | null;
  total: number;
  originalTotal: number;
  banner: string | null;
  discountClass: string;
}

export interface CartAmounts {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  savings: number;
}

export interface CartState {
  loading: boolean;
  customer: { id: number; name: string; email: string } | null;
  sessionOrders: { id: number; total: number; date: string }[];
  items: CartLineState[];
  itemCount: number;
  featuredItemIds: number[];
  purchased: number[];
  banners: { text: string }[];
  discountDetails: { name: string; description: string; details: string } | null;
  oneClickAvailable: boolean;
  loggedIn: boolean;
  hasClub: boolean;
  hasClubInCart: boolean;
  boughtClub: boolean;
  removedFreePromo: boolean;
  checkoutFlow: string;
  checkoutPath: string;
  amounts: CartAmounts;
  freeShippingThreshold: number;
  standardShippingCost: number;
  clubMonthly: number;
  clubOverdue: boolean;
  clubPaused: boolean;
  clubDiscountPercentage: number;
  afterpayAvailable: boolean;
  savings: number;
  cancelledBefore: boolean;
  freeLeggingsEligible: boolean;
  freeUnderwearEligible: boolean;
}
