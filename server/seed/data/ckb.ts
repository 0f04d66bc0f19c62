import { FREE_SHIPPING_LINE } from '../shipping';
import { ckbShop } from './shop/ckb';
import type { BrandSeed } from './types';

/** Cheekboss: underwear, the second main brand. */
export const ckbSeed: BrandSeed = {
  shop: ckbShop,
  clubMonthly: 39.95,
  pauseMonthly: 9.95,
  clubDiscountPercentage: 20,
  personaFullName: 'Brooke Avery',
  mainShoppingPath: '/category/cheekies',
  monthlyItemFlair: 'Cheeky of the Month',
  brandHas236Gifts: false,
  brandHas12Gifts: true,
  clubMultiQty: true,
  clubExchanges: false,
  sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
  socialMediaDiscountCode: '',
  banner: { headline: 'Cheekies for Every Mood', sub: 'Lace, seamless and cotton: mix any 5 for $50' },
  // The banner's offer, priced by the shop API in every cart (server/cart/multiBuy.ts).
  multiBuys: [{ category: 'cheekies', quantity: 5, price: 50 }],
  palette: [
    'Black', 'Nude', 'Blush', 'Red', 'Lilac', 'Ivory', 'Cherry', 'Emerald', 'Sky Blue', 'Mocha', 'Lavender',
    'Black/Blush', 'Ivory/Black', 'Red-Black',
  ],
  blackEvery: 0,
  extendedSizes: false,
  fitCrops: false,
  catchall: 'cheekies',
  sizeGuide: 'underwear',
  voice: 'intimates',
  styleProfile: { fit: 'Cheeky', style: 'Lace', fabric: 'Seamless', favorite_color: 'Blush', size_panty: 'M', size_bra: 'S', birthday_day: '3', birthday_month: '11' },
  categoryCopy: {
    cheekies: 'Our signature cheeky panties: a flirty half-moon back in lace, satin, cotton or seamless microfibre, with edges that vanish under leggings.',
    bikinis: 'Classic bikini panties with a mid-rise fit and full front coverage, in soft cotton, scalloped lace, mesh and microfibre, from XS to 3XL.',
    briefs: 'Full-coverage briefs that stay put: retro high-rise, smoothing, period-ready and everyday cotton styles with a waistband that never rolls.',
    thongs: 'Lace, satin, seamless and cotton thongs with no-show edges, for zero lines under slip dresses, leggings and your tightest jeans.',
    boyshorts: 'Boyshort underwear with a little more coverage: anti-chafe, sleep, lace and seamless styles that stay in place under skirts and dresses.',
    'high-waisted-cheekies': 'High-waisted cheekies that sit at your natural waist: smoothing, retro and lace styles with a cheeky back and a waistband that holds.',
    'matching-sets': 'Lingerie sets that actually match: lace, satin, mesh and velvet bralettes paired with cheekies in colors made for each other.',
    'no-show-bras': 'Seamless no-show bras and bralettes with smooth, bonded edges: T-shirt, plunge and longline styles that stay invisible under fitted tops.',
    sleep: 'Modal short sets, satin cami sets and cozy waffle pajamas, as soft as your favorite Cheekboss undies. Sized XS-S to 3X-4X.',
    'whats-new': `Fresh Cheekboss prints, colors and lace: the newest panties, bras and sets, added every week. ${FREE_SHIPPING_LINE}.`,
    'vip-exclusives': 'Members-only cheekies, lace sets and sleepwear in limited colors, just for Cheekboss VIP members at member prices.',
  },
  groupCopy: {
    panties: 'Cheekies, bikinis, briefs, thongs and boyshorts in lace, seamless microfibre and breathable cotton, sized XS to 3XL. Mix and match every style.',
    'bras-and-sets': 'No-show bras and bralette-and-panty sets in lace, mesh and seamless knits: soft, smooth support that disappears under a T-shirt.',
  },
  lines: [
    {
      category: 'cheekies', type: 'cheeky', shape: 'cheeky', price: [12.99, 19.99], sizes: 'apparel', aspect: 'mixed',
      names: [
        'Lace Trim Cheeky', 'Seamless Cheeky', 'Cotton Stretch Cheeky', 'Ribbed Modal Cheeky', 'Mesh Panel Cheeky', 'Satin Cheeky',
        'Scalloped Lace Cheeky', 'Everyday No-Show Cheeky', 'Logo Waistband Cheeky', 'Floral Lace Cheeky', 'Velvet Touch Cheeky',
        'Cut-Out Back Cheeky',
      ],
    },
    {
      category: 'bikinis', type: 'bikini', shape: 'bikini', price: [11.99, 17.99], sizes: 'apparel', aspect: 'mixed',
      names: [
        'Classic Cotton Bikini', 'Lace Front Bikini', 'Seamless Bikini', 'Ribbed Bikini', 'Mesh Bikini', 'Microfiber Bikini',
        'String Side Bikini', 'Scalloped Lace Bikini', 'Logo Band Bikini',
      ],
    },
    {
      category: 'briefs', type: 'brief', shape: 'brief', price: [12.99, 18.99], sizes: 'apparel', aspect: 'mixed',
      names: [
        'Everyday Cotton Brief', 'High-Cut Brief', 'Seamless Full Brief', 'Lace Back Brief', 'Modal Comfort Brief', 'Ribbed Brief',
        'Retro High-Rise Brief', 'Period-Ready Brief', 'Smoothing Brief',
      ],
    },
    {
      category: 'thongs', type: 'thong', shape: 'thong', price: [10.99, 16.99], sizes: 'apparel', aspect: 'mixed',
      names: [
        'Lace Thong', 'Seamless Thong', 'Cotton Logo Thong', 'Mesh Thong', 'Satin Thong', 'Ribbed Thong', 'No-Show Thong',
        'High-Leg Thong', 'Scalloped Lace Thong',
      ],
    },
    {
      category: 'boyshorts', type: 'boyshort', shape: 'boyshort', price: [13.99, 19.99], sizes: 'apparel', aspect: 'mixed',
      names: [
        'Cotton Boyshort', 'Lace Boyshort', 'Seamless Boyshort', 'Ribbed Boyshort', 'Modal Boyshort', 'Mesh Boyshort',
        'Logo Band Boyshort', 'Sleep Boyshort', 'Anti-Chafe Boyshort',
      ],
    },
    {
      category: 'high-waisted-cheekies', type: 'cheeky', shape: 'hwcheeky', price: [14.99, 21.99], sizes: 'apparel', aspect: 'mixed',
      names: [
        'High-Waisted Lace Cheeky', 'High-Waisted Seamless Cheeky', 'Ribbed High-Waisted Cheeky', 'Retro High-Waisted Cheeky',
        'Mesh High-Waisted Cheeky', 'Satin High-Waisted Cheeky', 'Cotton High-Waisted Cheeky', 'Smoothing High-Waisted Cheeky',
        'Velvet High-Waisted Cheeky',
      ],
    },
    {
      category: 'matching-sets', type: 'set', shape: 'lingerieset', price: [29.99, 44.99], sizes: 'apparel',
      names: [
        'Lace Bralette & Cheeky Set', 'Seamless Bralette Set', 'Ribbed Bralette Set', 'Mesh Triangle Set', 'Satin Bralette Set',
        'Scalloped Lace Set', 'Cotton Lounge Bralette Set', 'Velvet Bralette Set', 'Longline Lace Set',
      ],
    },
    {
      category: 'no-show-bras', type: 'bra', shape: 'bralette', price: [24.99, 34.99], sizes: 'apparel',
      names: [
        'Seamless No-Show Bralette', ['Smooth T-Shirt Bra', 'bra'], ['Wireless No-Show Bra', 'bra'], 'Ribbed No-Show Bralette',
        ['Plunge No-Show Bra', 'bra'], 'Longline No-Show Bralette', 'Lace-Back No-Show Bralette', ['Scoop No-Show Bra', 'bra'],
        'Everyday No-Show Bralette',
      ],
    },
    {
      category: 'sleep', type: 'sleep', shape: 'sleepset', price: [29.99, 49.99], sizes: 'ranges',
      names: [
        'Modal Sleep Short Set', 'Satin Cami & Short Set', 'Ribbed Sleep Set', 'Cotton PJ Set', 'Lace Trim Sleep Set',
        'Cozy Waffle Sleep Set', 'Cloud Jersey Sleep Set', 'Heart Print PJ Set', 'Sleep Tee & Boxer Set',
      ],
    },
  ],
  vip: {
    category: 'vip-exclusives', type: 'cheeky', shape: 'cheeky', price: [14.99, 29.99], sizes: 'apparel',
    names: [
      'VIP Silk-Touch Cheeky', 'VIP Lace Luxe Cheeky', ['VIP Velvet Thong', 'thong'], ['VIP Embroidered Bralette Set', 'lingerieset'],
      ['VIP Satin High-Waisted Cheeky', 'hwcheeky'], ['VIP Mesh Boyshort', 'boyshort'], ['VIP Heart Lace Bikini', 'bikini'],
      ['VIP Holiday Sleep Set', 'sleepset'],
    ],
  },
};
