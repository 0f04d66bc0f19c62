import type { BrandSeed } from './types';

/** Harbor Basics: tees and loungewear; no club. */
export const hbSeed: BrandSeed = {
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
  socialHandle: 'harborbasics',
  banner: { headline: 'Basics, Done Better', sub: 'Organic cotton tees and lounge layers' },
  palette: ['White', 'Black', 'Heather Grey', 'Navy', 'Oatmeal', 'Sage', 'Rust', 'Teal', 'Charcoal', 'Ivory', 'Olive', 'Navy/White', 'Oatmeal-Rust', 'White/Navy'],
  blackEvery: 0,
  catchall: 'tees',
  sizeGuide: 'apparel',
  styleProfile: { fit: 'Relaxed', style: 'Minimal', fabric: 'Organic cotton', favorite_color: 'Navy', size_top: 'M', birthday_day: '9', birthday_month: '4' },
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
