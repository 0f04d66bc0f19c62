import { FREE_SHIPPING_LINE } from '../shipping';
import { pfShop } from './shop/pf';
import type { BrandSeed } from './types';

/** Pure Form: leggings and activewear, the main brand. */
export const pfSeed: BrandSeed = {
  shop: pfShop,
  clubMonthly: 49.95,
  pauseMonthly: 9.95,
  clubDiscountPercentage: 20,
  personaFullName: 'Jessica Marlowe',
  mainShoppingPath: '/category/leggings',
  monthlyItemFlair: 'VIP Monthly Pick',
  brandHas236Gifts: true,
  brandHas12Gifts: false,
  clubMultiQty: false,
  clubExchanges: true,
  sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL', 'XXXXXL'],
  socialMediaDiscountCode: 'J1V5GPF',
  banner: { headline: 'The Fall Legging Drop', sub: 'Buttery-soft leggings in new colors every week' },
  palette: [
    'Heather Gray', 'Charcoal', 'Navy', 'Dusty Rose', 'Olive', 'Burgundy', 'Mocha', 'Cobalt', 'Sage',
    'Lavender', 'Berry', 'Teal', 'Black/White', 'Navy/White', 'Heather Gray-Black', 'Dusty Rose/Charcoal', 'Black',
  ],
  blackEvery: 3,
  extendedSizes: true,
  fitCrops: true,
  catchall: 'only-black-styles',
  sizeGuide: 'apparel',
  voice: 'active',
  styleProfile: { fit: 'High-rise', style: 'Athleisure', activity: 'Yoga', length: '7/8', favorite_color: 'Black', size_bottom: 'M', size_top: 'S', birthday_day: '14', birthday_month: '6' },
  categoryCopy: {
    'matching-sets': 'Sports bras with leggings or bike shorts, dyed in the same lot so the colors line up. Sculpting two-piece sets in sizes for every body.',
    leggings: 'Buttery-soft, squat-proof leggings with a high-rise waistband that stays put, pockets and 7/8 or full lengths, in XS to 3XL and selected styles to 5XL.',
    crops: 'Cropped leggings and capris that stop at mid-calf: cool enough for summer runs and hot yoga, with the same no-roll, high-rise waistband.',
    'shorts-skorts': `Bike shorts, running shorts and pleated tennis skorts that move with you and stay put, some with a phone pocket. ${FREE_SHIPPING_LINE}.`,
    flares: 'Flare leggings and kick-flare pants in ribbed and buttery-soft knits: a fitted high waist and a split or bootcut hem, from studio to street.',
    joggers: 'Tapered travel joggers, cargo styles and fleece sweatpants with drawcords and cuffed ankles, for long flights, cool-downs and Sunday errands.',
    tops: 'Sports bras, crop tanks, boxy tees and half-zips cut to sit just right over a high-rise waistband, in breathable, sweat-wicking fabrics.',
    dresses: 'Tennis dresses with hidden liner shorts, ribbed midis and easy tee dresses: active-ready dresses that go from the court to brunch.',
    outerwear: 'Zip hoodies, puffer vests, sherpa half-zips and packable rain jackets to throw over your leggings on chilly mornings and after class.',
    'only-black-styles': 'The black edit: leggings, sets, tops and layers in the one shade that pairs with everything in your drawer and never shows a sweat mark.',
    sleep: 'Pajama sets, satin cami sets and waffle lounge sets in silky modal and brushed jersey, for rest days and slow mornings. Sized XS-S to 3X-4X.',
    accessories: 'Gym totes, belt bags, caps, scrunchies, grip socks and insulated bottles: the finishing touches for your studio bag and everyday kit.',
    'whats-new': `The newest Pure Form drops: fresh leggings, sets and layers land every week, in sizes for every body. ${FREE_SHIPPING_LINE}.`,
    'vip-exclusives': 'Leggings, sets and layers in limited colors and finishes that only Pure Form VIP members can buy, at member prices.',
  },
  groupCopy: {
    bottoms: `Leggings, crops, flares, joggers and bike shorts: squat-proof bottoms from XS to 3XL, selected styles to 5XL. ${FREE_SHIPPING_LINE}.`,
    'sets-and-tops': 'Matching sets, tops, dresses and layers cut to pair with your favorite Pure Form leggings, for the studio, the school run or the weekend.',
  },
  lines: [
    {
      category: 'leggings', type: 'legging', shape: 'legging', price: [29.99, 49.99], sizes: 'apparel+',
      names: [
        'Sculpt High-Rise Legging', 'Contour Pocket Legging', 'Airlift Crossover Legging', 'Cloudsoft 7/8 Legging',
        'Power Compression Legging', 'Scrunch Bum Legging', 'Seamless Ribbed Legging', 'Moto Panel Legging',
        'Everyday Butter Legging', 'Studio Flow Legging', 'Vital Cargo Legging', 'Lux Shine Legging',
        'Fleece-Lined Winter Legging', 'Camo Print Legging',
      ],
    },
    {
      category: 'matching-sets', type: 'set', shape: 'set', price: [49.99, 64.99], sizes: 'apparel+',
      names: [
        'Sculpt Bra & Legging Set', 'Contour Seamless Set', 'Ribbed Sports Bra & Legging Set', 'Airlift Crossover Set',
        'Studio Scoop Set', ['Cloudsoft Bike Short Set', 'shortset'], 'Power Pocket Set', 'Everyday Ribbed Set',
        ['Scrunch Bum Short Set', 'shortset'], 'Moto Seamed Set',
      ],
    },
    {
      category: 'crops', type: 'crop', shape: 'crop', price: [27.99, 44.99], sizes: 'apparel+',
      names: [
        'Sculpt High-Rise Crop', 'Contour Pocket Capri', 'Airlift Crossover Crop', 'Cloudsoft Crop', 'Seamless Ribbed Crop',
        'Studio Cropped Legging', 'Power Capri', 'Everyday Mid-Calf Crop', 'Moto Crop',
      ],
    },
    {
      category: 'shorts-skorts', shape: 'short', price: [24.99, 39.99], sizes: 'apparel+',
      names: [
        'Sculpt Bike Short', 'Pocket Biker Short', 'Crossover Bike Short', ['Pleated Tennis Skort', 'skort'], 'Flow Running Short',
        ['A-Line Pocket Skort', 'skort'], 'Seamless Ribbed Short', 'Everyday Booty Short', ['Airlift Skort', 'skort'],
      ],
    },
    {
      category: 'flares', type: 'flare', shape: 'flare', price: [34.99, 49.99], sizes: 'apparel+',
      names: [
        'Ribbed Flare Legging', 'Crossover Flare Pant', 'Sculpt Flare', 'Cloudsoft Kick Flare', 'Split-Hem Flare',
        'Studio Bootcut Legging', 'Pocket Flare Pant', 'Lux Flare Legging', 'Everyday Wide Flare',
      ],
    },
    {
      category: 'joggers', type: 'jogger', shape: 'jogger', price: [39.99, 54.99], sizes: 'apparel',
      names: [
        'Cloudsoft Jogger', 'Everyday Fleece Jogger', 'Tapered Travel Jogger', 'Cargo Pocket Jogger', 'Studio Jogger',
        'Weekend Sweatpant', 'Ribbed Lounge Jogger', 'Airlift Jogger', 'Terry Cuffed Jogger',
      ],
    },
    {
      category: 'tops', type: 'top', shape: 'tank', price: [24.99, 44.99], sizes: 'apparel',
      names: [
        ['Ribbed Crop Tank', 'croptop'], ['Sculpt Sports Bra', 'bra'], ['Cloudsoft Long Sleeve', 'longsleeve'], 'Everyday Muscle Tank',
        ['Seamless Crop Top', 'croptop'], ['Boxy Cropped Tee', 'tee'], ['Airlift Strappy Bra', 'bra'], 'Studio Racerback Tank',
        ['Half-Zip Pullover', 'longsleeve'], ['Twist-Front Crop Top', 'croptop'],
      ],
    },
    {
      category: 'dresses', type: 'dress', shape: 'dress', price: [44.99, 64.99], sizes: 'apparel',
      names: [
        'Sculpt Tennis Dress', 'Ribbed Midi Dress', 'Cloudsoft Tank Dress', 'Everyday Sport Dress', 'Twist-Back Maxi Dress',
        'Studio Slip Dress', 'Airlift Mini Dress', 'Lounge Tee Dress', 'Weekend Sweater Dress',
      ],
    },
    {
      category: 'outerwear', type: 'outerwear', shape: 'jacket', price: [49.99, 64.99], sizes: 'ranges',
      names: [
        ['Cloudsoft Zip Hoodie', 'hoodie'], ['Everyday Pullover Hoodie', 'hoodie'], 'Sculpt Fitted Jacket', 'Cropped Windbreaker',
        'Quilted Puffer Vest', 'Sherpa Half-Zip', 'Studio Track Jacket', ['Oversized Fleece Hoodie', 'hoodie'], 'Packable Rain Jacket',
      ],
    },
    {
      category: 'sleep', type: 'sleep', shape: 'sleepset', price: [34.99, 54.99], sizes: 'ranges',
      names: [
        'Cloudsoft Pajama Set', 'Ribbed Sleep Short Set', 'Modal Tee & Short Set', 'Satin Cami Set', 'Weekend Lounge Set',
        'Cozy Waffle Set', 'Brushed Jersey PJ Set', 'Dreamy Henley Set', 'Snooze Tee & Short Set',
      ],
    },
    {
      category: 'accessories', type: 'accessory', shape: 'bag', price: [14.99, 29.99], sizes: 'one', aspect: 'square',
      names: [
        'Everyday Gym Tote', ['Crossbody Belt Bag', 'beltbag'], ['Logo Baseball Cap', 'cap'], ['Ribbed Beanie', 'beanie'],
        ['Velvet Scrunchie Set', 'scrunchie'], ['Sweat-Wicking Headband', 'headband'], ['Insulated Water Bottle', 'bottle'],
        ['Grip Studio Socks', 'anklesock'], 'Mini Backpack',
      ],
    },
  ],
  vip: {
    category: 'vip-exclusives', type: 'legging', shape: 'legging', price: [34.99, 54.99], sizes: 'apparel+',
    names: [
      'VIP Velvet Sculpt Legging', 'VIP Foil Shine Legging', 'VIP Members-Only Pocket Legging', ['VIP Luxe Rib Set', 'set'],
      ['VIP Sherpa Zip Hoodie', 'hoodie'], 'VIP Faux Leather Legging', ['VIP Cloudsoft Flare', 'flare'], ['VIP Reflective Jogger', 'jogger'],
    ],
  },
};
