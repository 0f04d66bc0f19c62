import type { Insertable } from 'kysely';
import type { Brand } from '../../brands/types';
import type { Database } from '../db/types';
import { paletteOf } from './catalog';
import type { BrandSeed } from './data/types';
import type { MediaLibrary } from './media';
import { sizeFigure } from '../media/svg/scenes';

// Body measurements in inches: [size, bust, waist, hip, pant (US numeric size)].
const APPAREL: [string, string, string, string, string][] = [
  ['XS', '31–32', '24–25', '34–35', '0–2'],
  ['S', '33–34', '26–27', '36–37', '4–6'],
  ['M', '35–36', '28–29', '38–39', '8–10'],
  ['L', '37–39', '30–32', '40–42', '12–14'],
  ['XL', '40–42', '33–35', '43–45', '16–18'],
  ['XXL', '43–45', '36–38', '46–48', '20–22'],
  ['XXXL', '46–48', '39–41', '49–51', '24–26'],
  ['XXXXL', '49–51', '42–44', '52–54', '28–30'],
  ['XXXXXL', '52–54', '45–47', '55–57', '32–34'],
];

// US shoe sizes each sock size fits (the 'Shoe size' line).
const SOCKS: [string, string][] = [
  ['XS-S', "Women's 4–6 / Men's 3–5"],
  ['M-L', "Women's 7–10 / Men's 6–9"],
  ['XL-2X', "Women's 11–13 / Men's 10–13"],
  ['One Size', "Women's 5–11 / Men's 4–10"],
];

const inches = (range: string) => `${range} in`;

/**
 * Size-guide entries with front, side and back figures for each size. Apparel (pf, hb) and
 * underwear (ckb) list Bust, Waist, Hip and Pant: ckb keeps Bust because its bras and sets are
 * sized by it. Socks are sized by shoe size: their only line is Shoe size.
 */
export function buildSizeGuides(brand: Brand, seed: BrandSeed, media: MediaLibrary): Insertable<Database['size_guides']>[] {
  const palette = paletteOf(brand);
  const figures = (i: number) => {
    const width = 0.86 + i * 0.075;
    return {
      front_url: media.add(sizeFigure(width, 'front', palette)),
      side_url: media.add(sizeFigure(width, 'side', palette)),
      back_url: media.add(sizeFigure(width, 'back', palette)),
    };
  };
  if (seed.sizeGuide === 'socks') {
    return SOCKS.map(([name, shoe], i) => ({
      brand_id: brand.id, position: i, name, ...figures(i + 1), bust: null, waist: null, hip: null, pant: null, shoe,
    }));
  }
  const sizes = new Set(seed.sizes);
  return APPAREL.filter(([name]) => sizes.has(name)).map(([name, bust, waist, hip, pant], i) => ({
    brand_id: brand.id, position: i, name, ...figures(i), bust: inches(bust), waist: inches(waist), hip: inches(hip), pant, shoe: null,
  }));
}
