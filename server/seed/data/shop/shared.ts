import type { FooterGroup, MenuLink } from '../../../../lib/brand/settings';
import type { PromoCode, ShopCategory } from './types';

/** Promo codes every brand honours (spec section 9). */
export const COMMON_PROMO_CODES: PromoCode[] = [
  { code: '10First', kind: 'percent', value: 10, description: '10% off your first order', firstOrderOnly: true },
  { code: 'First15', kind: 'percent', value: 15, description: '15% off orders of $60 or more', minSubtotal: 60 },
  { code: 'Lock5', kind: 'amount', value: 5, description: '$5 off your order' },
];

export function categoryPath(slug: string): string {
  return `/category/${slug}`;
}

/** Menu links to the categories; the seed gives each the category's tile as its image (server/seed/settings.ts). */
export function menuFromCategories(categories: ShopCategory[]): MenuLink[] {
  return categories.map((c) => ({ name: c.name, path: categoryPath(c.slug) }));
}

export function standardFooter(extraShop: { name: string; path: string }[], policiesPath: string): FooterGroup[] {
  return [
    {
      header: 'Shop',
      items: extraShop.map((l) => ({ ...l, showDuringCheckout: false })),
    },
    {
      header: 'Help',
      items: [
        { name: 'FAQ & Store Policies', path: policiesPath, showDuringCheckout: true },
        { name: 'Track My Order', path: '/tracker', showDuringCheckout: false },
        { name: 'Size Guide', path: '/photo-size-chart', showDuringCheckout: false },
        { name: 'Care Guide', path: '/care', showDuringCheckout: false },
        { name: 'Contact Us', path: '/contact-us', showDuringCheckout: true },
      ],
    },
    {
      header: 'Company',
      items: [
        { name: 'About Us', path: '/about-us', showDuringCheckout: false },
        { name: 'Customer Reviews', path: '/customer_reviews', showDuringCheckout: false },
        { name: 'Shop Our Feed', path: '/shop_our_feed', showDuringCheckout: false },
        { name: 'Terms of Service', path: '/terms', showDuringCheckout: true },
        { name: 'Do Not Sell My Personal Information', path: '/dnsmpi', showDuringCheckout: true },
      ],
    },
  ];
}
