import type { BrandSeed } from './types';

/** Cheekboss: underwear, the second main brand. */
export const ckbSeed: BrandSeed = {
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
  socialHandle: 'cheekbossshop',
  banner: { headline: 'Cheekies for Every Mood', sub: 'Lace, seamless and cotton: mix any 5 for $50' },
  palette: [
    'Black', 'Nude', 'Blush', 'Red', 'Lilac', 'Ivory', 'Cherry', 'Emerald', 'Sky Blue', 'Mocha', 'Lavender',
    'Black/Blush', 'Ivory/Black', 'Red-Black',
  ],
  blackEvery: 0,
  catchall: 'cheekies',
  sizeGuide: 'underwear',
  styleProfile: { fit: 'Cheeky', style: 'Lace', fabric: 'Seamless', favorite_color: 'Blush', size_panty: 'M', size_bra: 'S', birthday_day: '3', birthday_month: '11' },
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
