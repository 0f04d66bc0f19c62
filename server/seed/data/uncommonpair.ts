import { CANADA_FREE_SHIPPING_THRESHOLD, FREE_SHIPPING_THRESHOLD } from '../shipping';
import { thresholdCopy } from '../../../lib/shipping/freeShippingCopy';
import { uncommonpairShop } from './shop/uncommonpair';
import type { BrandSeed } from './types';

/** Uncommon Pair: patterned socks and gift boxes; no club. */
export const uncommonpairSeed: BrandSeed = {
  shop: uncommonpairShop,
  clubMonthly: 0,
  pauseMonthly: 0,
  clubDiscountPercentage: 0,
  personaFullName: 'Sam Ortega',
  mainShoppingPath: '/category/crew-socks',
  monthlyItemFlair: '',
  brandHas236Gifts: false,
  brandHas12Gifts: false,
  clubMultiQty: false,
  clubExchanges: false,
  sizes: ['One Size', 'XS-S', 'M-L', 'XL-2X'],
  socialMediaDiscountCode: '',
  banner: { headline: 'Socks With Something to Say', sub: 'Bold stripes, tiny hearts and cozy cables' },
  palette: [
    'Orange', 'Navy', 'Mustard', 'Sky Blue', 'Emerald', 'Black', 'White', 'Cherry', 'Heather Gray', 'Lavender', 'Mint',
    'Orange/Navy', 'Mustard-Charcoal', 'Black/White', 'Red-White',
  ],
  blackEvery: 0,
  extendedSizes: false,
  fitCrops: false,
  catchall: 'gift-boxes',
  sizeGuide: 'socks',
  voice: 'socks',
  styleProfile: { style: 'Bold patterns', length: 'Crew', favorite_color: 'Orange', shoe_size: '8', birthday_day: '22', birthday_month: '2' },
  categoryCopy: {
    'crew-socks': 'Crew socks in sunset stripes, confetti dots, argyle and color blocks: cushioned, cotton-rich pairs that stay up all day. One size fits most.',
    'ankle-socks': 'Low-cut and no-show ankle socks for sneakers and running shoes, with cushioned soles, heel tabs and playful patterns that just peek out.',
    'knee-highs': 'Knee-high and over-the-knee socks in varsity stripes, cable knit and checkerboard, made for boots and skirts. Sized XS-S to XL-2X.',
    'gift-boxes': 'Sock gift boxes for birthdays, holidays and just because: curated sets of patterned pairs in a keepsake box, ready to wrap and give.',
    'whats-new': `Just-dropped patterns from Uncommon Pair: stripes, dots and cable knits every week. Free shipping on orders of ${thresholdCopy(FREE_SHIPPING_THRESHOLD)} (US) or ${thresholdCopy(CANADA_FREE_SHIPPING_THRESHOLD)} (Canada).`,
  },
  groupCopy: {
    socks: 'Crew, ankle and knee-high socks in bold stripes, polka dots, argyle and cozy cable knits: combed-cotton pairs with something to say.',
  },
  lines: [
    {
      category: 'crew-socks', type: 'sock', shape: 'sock', price: [12.99, 16.99], sizes: 'one', aspect: 'square',
      names: [
        'Sunset Stripe Crew', 'Polka Pop Crew', 'Argyle Remix Crew', 'Color Block Crew', 'Confetti Dot Crew', 'Retro Ringer Stripe Crew',
        'Cozy Cable Crew', 'Everyday Rib Crew', 'Tiny Hearts Dot Crew', 'Bold Check Crew',
      ],
    },
    {
      category: 'ankle-socks', type: 'sock', shape: 'anklesock', price: [9.99, 12.99], sizes: 'one', aspect: 'square',
      names: [
        'No-Show Stripe Ankle', 'Tiny Dots Ankle', 'Cushioned Run Ankle', 'Argyle Ankle', 'Color Pop Ankle', 'Everyday Ankle 3-Pack',
        'Sporty Stripe Ankle', 'Tab Back Ankle', 'Ribbed Ankle', 'Sunny Side Ankle',
      ],
    },
    {
      category: 'knee-highs', type: 'sock', shape: 'kneesock', price: [14.99, 19.99], sizes: 'sock', aspect: 'square',
      names: [
        'Varsity Stripe Knee High', 'Cable Knit Knee High', 'Polka Dot Knee High', 'Argyle Knee High', 'Ribbed Knee High',
        'Over-the-Knee Stripe', 'Cozy Boot Knee High', 'Cloud Knee High', 'Checkerboard Knee High', 'Heart Dot Knee High',
      ],
    },
    {
      category: 'gift-boxes', type: 'gift-box', shape: 'giftbox', price: [34.99, 54.99], sizes: 'one', aspect: 'square',
      names: [
        'Sock Lover Gift Box', 'Stripe Sampler Box', 'Cozy Season Box', 'Crew Classics 4-Pack Box', 'Birthday Surprise Box',
        'Holiday Trio Box', 'Ankle Essentials Box', 'Knee-High Collection Box', 'Color Lab 6-Pack Box', 'Mystery Pair Box',
      ],
    },
  ],
  vip: null,
};
