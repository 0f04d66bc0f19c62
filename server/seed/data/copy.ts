import type { Rng } from '../prng';
import type { Shape } from '../../media/svg/garments';

/**
 * Text for item descriptions and reviews. What a sentence may say depends on the brand and on the
 * item: a brand speaks in its own voice (the fabrics it really uses, how it tells you to wash
 * them), and a line that only fits some items (a neckline, a length, a hood, a pocket) says which
 * with `when`, so a crew tee is never sold with a scoop neckline and a tank never with pockets.
 * tests/helpers/itemCopy.ts checks the result against the item and the brand's own copy.
 */

/** How a brand talks about its items (BrandSeed.voice). */
export type CopyVoice = 'active' | 'intimates' | 'basics' | 'socks';

/** Text for descriptions and reviews, grouped by kind of item. */
export type CopyGroup =
  | 'bottom' | 'top' | 'bra' | 'dress' | 'outer' | 'set' | 'lingerie' | 'sleep' | 'panty' | 'sock' | 'gift' | 'accessory';

/** What a line of copy may depend on. */
export interface CopyItem {
  name: string;
  shape: Shape;
  /** Sold in one size only (no sizing to speak of). */
  oneSize: boolean;
}

export function copyGroup(shape: Shape, voice: CopyVoice): CopyGroup {
  switch (shape) {
    case 'legging': case 'crop': case 'short': case 'skort': case 'flare': case 'jogger': case 'loungepant':
      return 'bottom';
    case 'longsleeve':
      // A basics brand's long sleeve is a sweatshirt, a layer; an activewear one is a top.
      return voice === 'basics' ? 'outer' : 'top';
    case 'tank': case 'croptop': case 'tee':
      return 'top';
    case 'hoodie': case 'jacket':
      return 'outer';
    case 'bra': case 'bralette':
      return 'bra';
    case 'dress':
      return 'dress';
    case 'set': case 'shortset':
      return 'set';
    case 'lingerieset':
      return 'lingerie';
    case 'sleepset':
      return 'sleep';
    case 'cheeky': case 'hwcheeky': case 'bikini': case 'brief': case 'thong': case 'boyshort':
      return 'panty';
    case 'sock': case 'anklesock': case 'kneesock':
      return 'sock';
    case 'giftbox':
      return 'gift';
    default:
      return 'accessory';
  }
}

// Lines and the items they fit ----------------------------------------------------------------------

type Fits = (item: CopyItem) => boolean;
/** A line for every item of its group, or only for the items `when` accepts. */
type Line = string | { text: string; when: Fits };

const named = (re: RegExp): Fits => (item) => re.test(item.name);
const unnamed = (re: RegExp): Fits => (item) => !re.test(item.name);
const shaped = (...shapes: Shape[]): Fits => (item) => shapes.includes(item.shape);
const notShaped = (...shapes: Shape[]): Fits => (item) => !shapes.includes(item.shape);
const sized: Fits = (item) => !item.oneSize;
const when = (text: string, ...fits: Fits[]): Line => ({ text, when: (item) => fits.every((f) => f(item)) });

/** The lines of a list that fit the item; a list with none for it is a gap in this file. */
function usable(lines: readonly Line[], item: CopyItem, what: string, min = 1): string[] {
  const out = lines.flatMap((l) => (typeof l === 'string' ? [l] : l.when(item) ? [l.text] : []));
  if (out.length < min) throw new Error(`seed copy: fewer than ${min} ${what} lines fit ${item.name} (${item.shape})`);
  return out;
}

interface GroupCopy {
  /** What the item is made of, when its name does not say (NAME_FABRICS). */
  fabric: Line[];
  features: Line[];
  fit: Line[];
  reviews: Line[];
  /** Care lines when the voice's own (VOICE_CARE) do not fit this kind of item. */
  care?: Line[];
}

// Fabrics an item's name gives ----------------------------------------------------------------------

/**
 * When the name says what an item is made of, the description says the same. The first match
 * wins; `cotton` is the wording for the brands whose basics are all cotton (basics, socks).
 */
const NAME_FABRICS: { re: RegExp; text: string; cotton?: string }[] = [
  { re: /ribbed modal/i, text: 'ribbed, silky modal' },
  { re: /faux leather/i, text: 'a supple faux leather with four-way stretch' },
  { re: /shine|foil/i, text: 'a glossy, high-shine stretch knit' },
  { re: /silk-touch/i, text: 'a silk-touch microfibre' },
  { re: /velvet/i, text: 'plush stretch velvet' },
  { re: /satin/i, text: 'smooth, lustrous satin' },
  { re: /lace[- ](trim|back|front)/i, text: 'smooth microfibre finished with delicate stretch lace' },
  { re: /\blace\b/i, text: 'delicate stretch lace' },
  { re: /mesh/i, text: 'smooth microfibre with breathable stretch mesh' },
  { re: /modal/i, text: 'silky modal' },
  { re: /microfib(er|re)/i, text: 'smooth, second-skin microfibre' },
  { re: /organic cotton/i, text: 'soft organic cotton' },
  { re: /cotton/i, text: 'breathable stretch cotton' },
  { re: /sherpa/i, text: 'brushed fleece lined with plush sherpa' },
  { re: /fleece-lined/i, text: 'a sculpting knit lined with brushed fleece' },
  { re: /fleece/i, text: 'cloud-soft brushed fleece', cotton: 'cotton-rich brushed fleece' },
  { re: /terry/i, text: 'soft French terry', cotton: 'soft cotton French terry' },
  { re: /waffle/i, text: 'a textured waffle knit', cotton: 'a textured cotton waffle knit' },
  { re: /linen/i, text: 'a breezy linen blend', cotton: 'a breezy cotton-linen blend' },
  { re: /jersey/i, text: 'soft brushed jersey', cotton: 'soft brushed cotton jersey' },
  { re: /slub/i, text: 'textured slub jersey', cotton: 'textured slub cotton' },
  { re: /baby rib/i, text: 'a fine baby-rib knit', cotton: 'fine baby-rib cotton' },
  { re: /\brib(bed)?\b/i, text: 'a soft, stretchy rib knit', cotton: 'ribbed combed cotton' },
  { re: /heavyweight/i, text: 'a heavyweight knit', cotton: 'heavyweight combed cotton' },
  { re: /garment-dyed/i, text: 'a garment-dyed knit', cotton: 'garment-dyed combed cotton' },
];

function nameFabric(name: string, voice: CopyVoice): string | null {
  const hit = NAME_FABRICS.find((f) => f.re.test(name));
  if (!hit) return null;
  return (voice === 'basics' || voice === 'socks') && hit.cotton ? hit.cotton : hit.text;
}

// Activewear ----------------------------------------------------------------------------------------

const LEGS: Shape[] = ['legging', 'flare', 'jogger', 'loungepant'];
const SHORTS: Shape[] = ['short', 'skort'];

const ACTIVE: Partial<Record<CopyGroup, GroupCopy>> = {
  bottom: {
    fabric: [
      'buttery-soft peached jersey',
      'a four-way-stretch performance knit',
      when('a sculpting compression fabric', notShaped('jogger')),
      when('a brushed, matte-finish double knit', unnamed(/shine|foil/i)),
    ],
    features: [
      when('a high-rise waistband that stays put', notShaped('jogger')),
      when('an adjustable drawcord waist', shaped('jogger')),
      when('cuffed ankles', shaped('jogger'), unnamed(/tapered|cargo/i)),
      when('a tapered leg that works on travel days', shaped('jogger')),
      'a hidden waistband pocket for keys and cards',
      when('side pockets deep enough for a phone', named(/pocket|cargo/i)),
      when('squat-proof opacity', notShaped('jogger')),
      'flatlock seams that never chafe',
      'a gusseted crotch for full range of motion',
      'sweat-wicking, quick-dry fabric',
      when('a contoured back seam that lifts and shapes', notShaped('jogger')),
      when('a flattering kick-flare hem', shaped('flare')),
      when('built-in shorts under a swingy skirt', shaped('skort')),
    ],
    fit: [
      when('True to size with a second-skin fit', notShaped('jogger', 'skort')),
      'Fits true to size; size up for a relaxed feel',
      when('Hits at the ankle on most heights', shaped(...LEGS), unnamed(/7\/8|crop|capri|short/i)),
      when('A 7/8 length that stops just above the ankle', named(/7\/8/)),
      when('Hits at mid-calf on most heights', shaped('crop')),
      when('A mid-thigh length that stays put, with no riding up', shaped(...SHORTS)),
    ],
    reviews: [
      'So soft, no see-through when I squat, and the waistband does not roll down.',
      'Wore them for a 5 mile hike and a yoga class the same day. Still comfy, no chafing at all.',
      when('The pocket fits my phone perfectly. I have ordered three more colors already.', named(/pocket|cargo/i)),
      'Super flattering and the fabric is thick without being hot. Great for the gym or running errands.',
    ],
  },
  top: {
    fabric: ['a breathable modal jersey', 'a lightweight moisture-wicking jersey', 'a soft, brushed performance knit', 'a quick-dry seamless knit'],
    features: [
      when('a relaxed, easy fit', unnamed(/crop|sculpt|fitted/i)),
      when('a flattering scoop neckline', shaped('tank', 'croptop'), unnamed(/racerback|twist|high-neck|v-neck/i)),
      when('a racerback that frees your shoulders', named(/racerback/i)),
      when('a half-zip collar', named(/half-zip/i)),
      when('a twist detail at the front', named(/twist/i)),
      when('side vents for movement', unnamed(/crop/i)),
      when('a cropped length that meets a high-rise waistband', named(/crop/i)),
      'sweat-wicking fabric',
      'a soft brushed hand-feel',
      'flatlock seams that never chafe',
    ],
    fit: [
      when('True to size with a slightly relaxed fit', unnamed(/crop|sculpt|fitted/i)),
      when('Cropped to sit just above a high-rise waistband', named(/crop/i)),
      'Fits true to size',
    ],
    reviews: [
      'Flattering length and the fabric is so breathable. Pairs perfectly with everything high-rise I own.',
      'Washed it several times and it still looks brand new. No pilling.',
      'Soft and light, great for hot yoga. I wear it out to brunch too.',
    ],
  },
  bra: {
    fabric: ['a smoothing double-layer knit', 'a supportive sculpt fabric', 'a featherlight stretch jersey'],
    features: [
      'removable cups',
      'medium support for studio workouts',
      'a wide, no-dig underband',
      'adjustable straps',
      'no wires, no seams, no fuss',
      'a smooth finish under fitted layers',
    ],
    fit: ['Fits true to size; choose your usual bra size', 'Snug fit for support'],
    reviews: [
      'Supportive enough for spin class and so comfortable I forget I am wearing it.',
      'No wires and it still gives a nice shape. The band does not dig in.',
      'Smooth under everything, exactly what I was looking for.',
    ],
  },
  dress: {
    fabric: [
      when('a drapey rib knit', named(/rib/i)),
      when('a soft stretch jersey', unnamed(/sweater|rib/i)),
      when('a sweat-wicking sport fabric', named(/tennis|sport/i)),
      when('a cozy brushed sweater knit', named(/sweater/i)),
    ],
    features: [
      when('built-in support', named(/tennis|sport|tank/i)),
      when('a hidden built-in liner', named(/tennis|sport/i)),
      when('a flattering fitted bodice', unnamed(/tee|sweater|slip/i)),
      when('pockets, of course', unnamed(/slip/i)),
      when('a swingy, twirl-worthy hem', unnamed(/maxi|midi|slip|sweater/i)),
      when('a twist detail at the back', named(/twist/i)),
      when('slim, adjustable straps', named(/slip/i)),
      'a soft, tagless neckline',
      'a fabric that resists wrinkles in your bag',
    ],
    fit: [
      'True to size with room through the hips',
      when('Hits above the knee on most heights', unnamed(/maxi|midi/i)),
      when('Hits at mid-calf on most heights', named(/midi/i)),
      when('Falls to the ankle on most heights', named(/maxi/i)),
    ],
    reviews: [
      when('The built-in liner is a game changer. I wore it to tennis and then to lunch.', named(/tennis|sport/i)),
      'So flattering and comfortable. Got so many compliments.',
    ],
  },
  outer: {
    fabric: [
      when('a midweight French terry', shaped('hoodie')),
      when('cloud-soft brushed fleece', shaped('hoodie')),
      when('a water-resistant, packable shell', named(/windbreaker|rain|packable/i)),
      when('a quilted, lightweight fill', named(/puffer|quilted/i)),
      when('a sculpting stretch knit', named(/fitted|track/i)),
    ],
    features: [
      when('a cozy oversized hood', shaped('hoodie'), unnamed(/fitted/i)),
      when('thumbholes in the cuffs', unnamed(/vest/i)),
      'zip pockets that keep essentials safe',
      when('a dropped shoulder for easy layering', unnamed(/fitted|vest/i)),
      when('ribbed cuffs and hem', unnamed(/vest|rain/i)),
      when('a stand-up collar that blocks the wind', unnamed(/hoodie/i)),
      when('a full-length zip', named(/\bzip\b|jacket|windbreaker|vest/i), unnamed(/pullover|half-zip/i)),
    ],
    fit: [
      when('Relaxed, slightly oversized fit', unnamed(/fitted|cropped/i)),
      when('A close, fitted cut', named(/fitted/i)),
      when('Cropped to sit at the waist', named(/cropped/i)),
      'True to size; size down for a closer fit',
    ],
    reviews: [
      when('Cozy without being bulky. The thumbholes are my favorite detail.', unnamed(/vest/i)),
      when('Perfect layer for chilly mornings. Fits a little oversized, which I love.', unnamed(/fitted|cropped/i)),
      'Cozy without being bulky. Exactly the layer I wanted for chilly mornings.',
    ],
  },
  set: {
    fabric: ['a matching sculpt knit', 'buttery-soft jersey', 'a quick-dry seamless knit'],
    features: [
      'two pieces dyed in the same lot, so the colors match',
      'pieces that also sell separately',
      'a sculpting high-rise waistband',
      'wire-free support that still holds',
      'squat-proof opacity',
      'removable cups',
    ],
    fit: ['Both pieces fit true to size', 'Order your usual size for both pieces'],
    reviews: [
      'The set is even better in person. The color is gorgeous and both pieces fit perfectly.',
      'I feel so put together wearing this set, even if I am just running errands.',
    ],
  },
  sock: {
    fabric: ['a sweat-wicking stretch knit', 'a cushioned, breathable knit'],
    features: ['grippy silicone dots underfoot', 'a cushioned sole', 'a heel tab that stays put', 'arch support that hugs'],
    fit: ['One size fits most feet', 'Stretches to fit'],
    reviews: ['Grippy enough for barre and pilates, and they wash really well.', 'Cushioned and comfy, they stay put all class.'],
  },
  accessory: {
    fabric: [
      when('a tough, water-resistant recycled shell', shaped('bag', 'beltbag')),
      when('a lightweight, breathable sport fabric', shaped('cap')),
      when('a cozy rib knit', shaped('beanie')),
      when('plush stretch velvet', shaped('scrunchie')),
      when('a sweat-wicking stretch knit', shaped('headband')),
      when('double-wall stainless steel', shaped('bottle')),
    ],
    features: [
      when('a water-resistant finish', shaped('bag', 'beltbag')),
      when('a secure zip closure', shaped('bag', 'beltbag')),
      when('an adjustable strap', shaped('bag', 'beltbag', 'cap')),
      when('an inside pocket for your phone and keys', shaped('bag', 'beltbag')),
      'a logo detail',
      when('a one-size-fits-most design', shaped('cap', 'beanie', 'headband', 'scrunchie')),
      when('a soft, snag-free hold', shaped('scrunchie', 'headband')),
      when('a fold-over cuff', shaped('beanie')),
      when('a curved brim', shaped('cap')),
      when('double-wall insulation that keeps drinks cold for 24 hours', shaped('bottle')),
      when('a leak-proof lid', shaped('bottle')),
      when('a carry loop', shaped('bottle')),
    ],
    fit: [
      when('One size fits most', shaped('cap', 'beanie', 'headband', 'scrunchie')),
      when('Adjustable for the perfect fit', shaped('cap', 'bag', 'beltbag')),
      when('Fits most cup holders', shaped('bottle')),
      when('Roomy enough for a change of clothes and all your essentials', shaped('bag'), unnamed(/mini/i)),
      when('Compact enough for a phone, keys and cards', shaped('beltbag')),
      when('Compact enough for the essentials', named(/mini/i)),
    ],
    reviews: [
      'Great quality and looks exactly like the pictures.',
      when('Use it every single day. Holds everything I need for the gym.', shaped('bag', 'beltbag')),
      when('Keeps my water cold through a whole class.', shaped('bottle')),
      when('Stays put through a whole class.', shaped('cap', 'headband', 'scrunchie', 'beanie')),
    ],
    care: [
      when('Hand wash with warm, soapy water.', shaped('bottle')),
      when('Spot clean with a damp cloth.', shaped('bag', 'beltbag', 'cap')),
      when('Hand wash cold; lay flat to dry.', shaped('beanie', 'scrunchie', 'headband')),
    ],
  },
};

// Underwear and sleep -------------------------------------------------------------------------------

const INTIMATES: Partial<Record<CopyGroup, GroupCopy>> = {
  panty: {
    fabric: ['second-skin microfibre', 'smooth seamless microfibre', 'a soft modal blend'],
    features: [
      'no-show edges under fitted clothes',
      'a breathable cotton gusset',
      when('a waistband that never rolls', unnamed(/string/i)),
      when('cheeky back coverage', shaped('cheeky', 'hwcheeky')),
      when('full back coverage', shaped('brief', 'boyshort')),
      when('a barely-there back', shaped('thong')),
      when('a high waist that smooths', shaped('hwcheeky'), unnamed(/lace|mesh|satin|velvet/i)),
      'soft, tagless comfort',
      when('flat, bonded edges', unnamed(/lace|scallop/i)),
      when('scalloped lace edges', named(/scallop/i)),
    ],
    fit: ['True to size', 'Fits true to size; size up if between sizes'],
    reviews: [
      'No visible lines, even under my most fitted outfit, and they stay in place all day.',
      'So comfortable I forget I am wearing them. Stocking up on every color.',
      when('The lace is soft, not scratchy, and the fit is perfect.', named(/lace/i)),
    ],
  },
  bra: {
    fabric: ['soft seamless microfibre', 'a smoothing double-layer microfibre', 'a silky modal blend'],
    features: [
      'bonded edges that disappear under fitted clothes',
      'a wide, no-dig underband',
      'adjustable straps',
      'no wires, no seams, no fuss',
      'removable pads',
      when('a plunging neckline', named(/plunge/i)),
      when('a longline band that stays flat', named(/longline/i)),
      when('a lace back', named(/lace-back/i)),
    ],
    fit: ['Fits true to size; choose your usual bra size', 'Snug fit for support'],
    reviews: [
      'So comfortable I forget I am wearing it.',
      'No wires and it still gives a nice shape. The band does not dig in.',
      'Invisible under everything, exactly what I was looking for.',
    ],
  },
  lingerie: {
    fabric: ['soft seamless microfibre', 'a silky modal blend'],
    features: [
      'a wire-free bralette with adjustable straps',
      'a matching cheeky with no-show edges',
      'colors dyed in the same lot',
      'pieces that also sell separately',
      'soft, tagless comfort',
      when('a longline band that stays flat', named(/longline/i)),
    ],
    fit: ['Both pieces fit true to size', 'Order your usual size for both pieces'],
    reviews: [
      'The set is even better in person. The color is gorgeous and both pieces fit perfectly.',
      'So pretty and still comfortable enough to wear all day.',
    ],
  },
  sleep: {
    fabric: ['silky modal', 'soft brushed jersey', 'a breathable modal jersey'],
    features: ['an elastic waist with a drawcord', 'piped trims', 'a relaxed, sleep-ready fit', 'temperature-regulating fabric', 'a soft, tagless neckline'],
    fit: ['Relaxed fit; order your usual size', 'Loose and comfortable'],
    reviews: ['Softest pajamas I own. I sleep so much better in these.', 'Lightweight and breathable, no more waking up hot.'],
  },
};

// Cotton basics -------------------------------------------------------------------------------------

const BASICS: Partial<Record<CopyGroup, GroupCopy>> = {
  top: {
    fabric: ['soft combed cotton', 'heavyweight combed cotton', 'garment-dyed organic cotton', 'pre-shrunk cotton jersey'],
    features: [
      'a taped neckline that lies flat',
      'double-stitched hems',
      'garment-dyed color that stays rich',
      when('a slightly longer body that stays tucked', unnamed(/crop|boxy/i)),
      when('a chest pocket', named(/pocket/i)),
      when('contrast ringer trims', named(/ringer/i)),
      when('classic Breton stripes', named(/stripe|breton/i)),
      when('a V-neck', named(/v-neck/i)),
      when('a classic crew neck', named(/crew/i)),
      when('a scoop neckline', named(/scoop/i)),
      when('a high neckline', named(/high-neck/i)),
      when('a racerback cut', named(/racerback/i)),
      when('deep armholes', named(/muscle/i)),
      when('a boxy, dropped-shoulder cut', named(/boxy|heavyweight/i)),
      when('a cropped length', named(/crop/i)),
    ],
    fit: [
      when('True to size with a relaxed fit', unnamed(/crop|boxy|rib|long-line/i)),
      when('A close, fitted cut; size up for a looser feel', named(/rib/i)),
      when('Cropped to sit at the natural waist', named(/crop/i)),
      when('A longer body that stays tucked; fits true to size', named(/long-line/i)),
      when('A roomy, boxy cut; size down for a closer fit', named(/boxy/i)),
      'Fits true to size',
    ],
    reviews: [
      'Washed it several times and it still looks brand new. No pilling.',
      'The cotton is thick without being heavy, and it keeps its shape all day.',
      'My new everyday favorite. I bought it in three colors.',
    ],
  },
  bottom: {
    fabric: ['cotton-rich brushed fleece', 'soft cotton French terry', 'soft brushed cotton jersey'],
    features: [
      'an elastic waistband with a drawcord',
      'deep side pockets',
      when('cuffed ankles', shaped('jogger'), unnamed(/straight|wide/i)),
      when('a wide, swishy leg', named(/wide-leg/i)),
      when('a straight leg', named(/straight-leg/i)),
      when('a relaxed, easy leg', notShaped('jogger'), unnamed(/wide-leg|straight-leg/i)),
      'pre-shrunk fabric that keeps its length',
      when('a soft brushed inside', unnamed(/linen|waffle|rib/i)),
    ],
    fit: ['Relaxed and true to size', 'Sits at the waist; take your usual size'],
    reviews: [
      'The comfiest pair I own. I wear them all weekend.',
      'Soft, warm and the waistband never digs in. Perfect for flights.',
      'Smart enough for the school run, comfy enough for the couch.',
    ],
  },
  outer: {
    fabric: ['heavyweight brushed fleece', 'cotton-rich brushed fleece', 'midweight cotton French terry'],
    features: [
      when('a roomy, lined hood', shaped('hoodie')),
      when('a kangaroo pocket', shaped('hoodie'), unnamed(/zip/i)),
      when('a full-length zip with split pockets', named(/zip-up/i)),
      when('a quarter-zip collar', named(/quarter-zip/i)),
      when('a classic crew neck', named(/crewneck/i)),
      when('a cropped length', named(/cropped/i)),
      'ribbed cuffs and hem',
      'a dropped shoulder for easy layering',
      'double-stitched seams',
    ],
    fit: [
      when('Relaxed, slightly oversized fit', unnamed(/cropped/i)),
      when('Cropped to sit at the waist', named(/cropped/i)),
      when('Roomy and oversized; take your usual size', named(/oversized/i)),
      'True to size; size down for a closer fit',
    ],
    reviews: [
      'Cozy without being bulky. My go-to layer for cool evenings.',
      'Heavy, soft and it still looks new after months of washing.',
      'Perfect for early mornings. I live in it all weekend.',
    ],
  },
};

// Socks ---------------------------------------------------------------------------------------------

const SOCKS: Partial<Record<CopyGroup, GroupCopy>> = {
  sock: {
    fabric: ['soft combed cotton', 'cushioned combed cotton', 'combed cotton with a touch of stretch'],
    features: [
      'a reinforced heel and toe',
      'arch support that hugs',
      when('a cuff that stays up all day', notShaped('anklesock')),
      when('a heel tab that stops slipping', shaped('anklesock')),
      'a seamless toe',
      'extra cushioning underfoot',
    ],
    fit: [
      when("One size, for US women's shoe sizes 5–11 and men's 4–10", (item) => item.oneSize),
      when('Choose your size by shoe size; see the size guide', sized),
      'Stretches to fit without squeezing',
    ],
    reviews: [
      'The colors are so bright and fun. Comfortable all day in my sneakers.',
      'These socks make me smile every morning. They wash really well too.',
      'Cushioned and cozy, they stay put and do not slide down.',
    ],
  },
  gift: {
    fabric: ['our favorite combed-cotton socks', 'a curated mix of best-sellers', 'limited-run patterns', 'cozy season styles'],
    features: ['a keepsake gift box', 'a handwritten-style card', 'patterns you will not find in stores', 'free gift wrapping'],
    fit: [when('Every pair is one size fits most', unnamed(/knee/i)), 'Socks fit most adult feet'],
    reviews: [
      'Bought this as a gift and it was a hit. Beautiful packaging.',
      'Such a fun box, every pair is cute. Getting another for my sister.',
    ],
  },
};

const VOICES: Record<CopyVoice, Partial<Record<CopyGroup, GroupCopy>>> = { active: ACTIVE, intimates: INTIMATES, basics: BASICS, socks: SOCKS };

/** The voice's own copy for a kind of item, else the copy written for a brand that sells it. */
function groupCopy(shape: Shape, voice: CopyVoice): GroupCopy {
  const group = copyGroup(shape, voice);
  const copy = VOICES[voice][group] ?? ACTIVE[group] ?? INTIMATES[group] ?? BASICS[group] ?? SOCKS[group];
  if (!copy) throw new Error(`seed copy: no copy for ${group}`);
  return copy;
}

/** How each voice tells shoppers to wash things (matching the brand's care guide). */
const VOICE_CARE: Record<CopyVoice, Line[]> = {
  active: [
    'Machine wash cold, inside out, with like colors; hang or lay flat to dry.',
    'Wash inside out, skip the fabric softener and keep it away from the dryer to keep it like new.',
    'Machine wash cold on a gentle cycle; air dry.',
  ],
  intimates: [
    'Machine wash cold on a delicate cycle in a mesh bag; hang or lay flat to dry.',
    'Hand wash or machine wash on delicate; line dry.',
    'Wash cold, skip the fabric softener and keep it away from the dryer.',
  ],
  basics: [
    'Machine wash cold, inside out, with like colors; tumble dry low or hang dry.',
    'Machine wash cold with like colors; tumble dry low.',
    'Wash cold and hang to dry to keep the fit exactly right.',
  ],
  socks: [
    'Machine wash warm or cold, inside out, with similar colors; tumble dry low.',
    when('Machine wash inside out; hang to dry to keep the cuffs springy.', notShaped('anklesock')),
  ],
};

/** 'Grip Studio Socks', 'Seamless Leggings': a name whose last word is a plural ('Dress' is not). */
export function isPluralName(name: string): boolean {
  const last = name.trim().split(/\s+/).pop() ?? '';
  return /[^s]s$/i.test(last);
}

const INTRO = [
  (n: string) => `Meet the ${n}: the one you will reach for on repeat.`,
  (n: string) => `The ${n} is an instant favorite from the first wear.`,
  (n: string) => `Say hello to the ${n}, designed for busy days and lazy weekends alike.`,
  (n: string) => `Our ${n} ${isPluralName(n) ? 'were' : 'was'} made to keep up with everything you do.`,
];

/** A three-paragraph description. */
export function description(item: CopyItem, voice: CopyVoice, rng: Rng): string {
  const copy = groupCopy(item.shape, voice);
  const f = rng.sample(usable(copy.features, item, 'feature', 3), 3);
  const intro = rng.pick(INTRO)(item.name);
  const fabric = nameFabric(item.name, voice) ?? rng.pick(usable(copy.fabric, item, 'fabric'));
  const fit = rng.pick(usable(copy.fit, item, 'fit'));
  const care = rng.pick(usable(copy.care ?? VOICE_CARE[voice], item, 'care'));
  return [
    `${intro} Made from ${fabric}, it feels as good as it looks.`,
    `Details you will love: ${f[0]}, ${f[1]} and ${f[2]}.`,
    `${fit}. ${care}`,
  ].join('\n\n');
}

// Reviews -----------------------------------------------------------------------------------------

export const FIRST_NAMES = [
  'Ashley', 'Brianna', 'Carmen', 'Danielle', 'Erin', 'Fatima', 'Gabby', 'Hannah', 'Isabel', 'Jasmine', 'Kayla', 'Lauren',
  'Maria', 'Nicole', 'Olivia', 'Priya', 'Quinn', 'Rachel', 'Sofia', 'Tanya', 'Uma', 'Valerie', 'Whitney', 'Ximena', 'Yasmin',
  'Zoe', 'Amber', 'Brooke', 'Chloe', 'Destiny', 'Emily', 'Grace', 'Heather', 'Jenna', 'Kelsey', 'Megan', 'Natalie', 'Paige',
];

const TITLES_5 = ['Obsessed!', 'My new favorite', 'Buying every color', 'So soft', 'Perfect fit', 'Worth every penny', 'Love love love', 'Exceeded expectations'];
const TITLES_4 = ['Really nice', 'Great quality', 'Very comfy', 'Pretty great', 'Would buy again'];
const TITLES_3: Line[] = ['Good, not perfect', when('Nice but runs a bit small', sized), 'Okay for the price', 'Color slightly different'];

const SIZING = ['True to size', 'Runs small', 'Runs large', 'True to size', 'True to size'];
const STYLES = ['Casual', 'Workout', 'Lounge', 'Going out', 'Work from home'];

export interface ReviewText {
  rating: number;
  title: string;
  body: string;
  answers: Record<string, string>;
}

/** One review of an item. Draws from rng in the same order whatever the item, so ratings, names and dates stay put. */
export function reviewText(item: CopyItem, voice: CopyVoice, typeLabel: string, rng: Rng): ReviewText {
  const rating = rng.weighted([[5, 70], [4, 22], [3, 8]] as const);
  const title = rng.pick(rating === 5 ? TITLES_5 : rating === 4 ? TITLES_4 : usable(TITLES_3, item, 'title'));
  let body = rng.pick(usable(groupCopy(item.shape, voice).reviews, item, 'review'));
  if (rating === 3) body += item.oneSize ? ' I wish it came in a few more colors, but overall I am happy.' : ' I wish the sizing was a little more consistent, but overall I am happy.';
  else if (rng.chance(0.4)) body += ' Shipping was fast too!';
  const answers: Record<string, string> = {};
  if (rng.chance(0.55)) {
    answers.product = typeLabel;
    // Drawn for every item, so later draws stay put; one-size items have no fit to answer about.
    const sizingFit = rng.pick(SIZING);
    if (!item.oneSize) answers.sizingFit = sizingFit;
    answers.style = rng.pick(STYLES);
    if (rng.chance(0.5)) answers.travel = rng.pick(['Yes', 'No']);
    if (rng.chance(0.6)) answers.firstOrder = rng.pick(['Yes', 'No']);
  }
  return { rating, title, body, answers };
}

/** Reviews about the store rather than one item (customer_reviews page). */
export function brandReviewText(storeName: string, hasClub: boolean, rng: Rng): ReviewText {
  const bodies = [
    `I have been shopping with ${storeName} for a year and every order has been perfect.`,
    `Customer service helped me exchange a size within a day. ${storeName} is my go-to now.`,
    `Fast shipping, cute packaging and the quality is amazing for the price.`,
    hasClub ? `The VIP perks are worth it. I look forward to my order every month.` : `I ordered a second color the day my first order arrived. That says it all.`,
    `Everything I have ordered from ${storeName} fits exactly like the size chart says.`,
    `I recommend ${storeName} to all my friends. Soft, flattering and affordable.`,
  ];
  const rating = rng.weighted([[5, 80], [4, 15], [3, 5]] as const);
  return {
    rating,
    title: rng.pick(rating === 5 ? TITLES_5 : TITLES_4),
    body: rng.pick(bodies),
    answers: rng.chance(0.5) ? { firstOrder: rng.pick(['Yes', 'No']), style: rng.pick(STYLES) } : {},
  };
}
