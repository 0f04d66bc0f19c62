import { FREE_SHIPPING_LINE } from '../shipping';
import { hbShop } from './shop/hb';
import type { BrandSeed } from './types';

/** Harbor Basics: tees and loungewear; no club. */
export const hbSeed: BrandSeed = {
  shop: hbShop,
  clubMonthly: 0,
  pauseMonthly: 0,
  clubDiscountPercentage: 0,
  personaFullName: 'Harper Quinn',
  mainShoppingPath: '/category/tees',
  monthlyItemFlair: '',
  brandHas236Gifts: false,
  brandHas12Gifts: false,
  clubMultiQty: false,
  clubExchanges: false,
  sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
  socialMediaDiscountCode: '',
  banner: { headline: 'Basics, Done Better', sub: 'Organic cotton tees and lounge layers' },
  palette: ['White', 'Black', 'Heather Gray', 'Navy', 'Oatmeal', 'Sage', 'Rust', 'Teal', 'Charcoal', 'Ivory', 'Olive', 'Navy/White', 'Oatmeal-Rust', 'White/Navy'],
  blackEvery: 0,
  extendedSizes: false,
  fitCrops: true,
  catchall: 'tees',
  sizeGuide: 'apparel',
  voice: 'basics',
  styleProfile: { fit: 'Relaxed', style: 'Minimal', fabric: 'Organic cotton', favorite_color: 'Navy', size_top: 'M', birthday_day: '9', birthday_month: '4' },
  categoryCopy: {
    tees: 'Crew, pocket, V-neck and heavyweight boxy tees in organic and garment-dyed cotton: the tees you reach for every week, in XS to 3XL.',
    tanks: 'Ribbed scoop, racerback, muscle and linen-blend tanks for hot days and easy layering, in soft, breathable fabrics that keep their shape.',
    'lounge-pants': 'Wide-leg, waffle and drawstring linen lounge pants plus cuffed sweatpants: relaxed bottoms for the couch, the plane and the weekend.',
    hoodies: 'Pullover, zip-up, cropped and sherpa-lined hoodies in heavyweight fleece, plus crewneck sweatshirts and quarter-zips for cool evenings.',
    'whats-new': `The latest Harbor Basics tees, tanks and lounge layers, with fresh colors added every week. ${FREE_SHIPPING_LINE}.`,
  },
  groupCopy: {
    basics: 'Harbor Basics tees and tanks in organic cotton, slub and baby rib: everyday layers in easy colors that go with everything, sized XS to 3XL.',
    lounge: 'Lounge pants, hoodies and sweatshirts in French terry, waffle knit and brushed fleece, made for slow weekends and work-from-home days.',
  },
  lines: [
    {
      category: 'tees', type: 'tee', shape: 'tee', price: [19.99, 29.99], sizes: 'apparel',
      names: [
        'Essential Crew Tee', 'Pocket Tee', 'Heavyweight Boxy Tee', 'Slub V-Neck Tee', 'Ringer Tee', 'Organic Cotton Tee',
        'Long-Line Tee', 'Relaxed Garment-Dyed Tee', 'Striped Breton Tee', 'Baby Rib Tee',
      ],
    },
    {
      category: 'tanks', type: 'tank', shape: 'tank', price: [16.99, 24.99], sizes: 'apparel',
      names: [
        'Essential Tank', 'Ribbed Scoop Tank', 'Muscle Tank', 'Racerback Tank', ['Cropped Rib Tank', 'croptop'], 'Linen Blend Tank',
        'High-Neck Tank', 'Layering Tank', 'Waffle Tank', 'Boxy Tank',
      ],
    },
    {
      category: 'lounge-pants', type: 'lounge-pant', shape: 'loungepant', price: [34.99, 49.99], sizes: 'ranges',
      names: [
        'Harbor Lounge Pant', 'Wide-Leg Lounge Pant', 'Waffle Lounge Pant', ['French Terry Sweatpant', 'jogger'], 'Drawstring Linen Pant',
        'Brushed Jersey Pant', ['Cuffed Jogger', 'jogger'], 'Ribbed Lounge Pant', ['Cozy Fleece Pant', 'jogger'], 'Straight-Leg Sweatpant',
      ],
    },
    {
      category: 'hoodies', type: 'hoodie', shape: 'hoodie', price: [44.99, 64.99], sizes: 'apparel',
      names: [
        'Harbor Pullover Hoodie', 'Zip-Up Hoodie', 'Heavyweight Hoodie', 'Cropped Hoodie', ['Fleece Quarter-Zip', 'jacket'], 'Waffle Hoodie',
        'Garment-Dyed Hoodie', 'Oversized Hoodie', ['Crewneck Sweatshirt', 'longsleeve'], 'Sherpa-Lined Hoodie',
      ],
    },
  ],
  vip: null,
};
