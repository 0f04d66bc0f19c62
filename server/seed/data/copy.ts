import type { Rng } from '../prng';
import type { Shape } from '../svg/garments';

/** Text for descriptions and reviews, grouped by kind of garment. */
export type CopyGroup = 'bottom' | 'top' | 'bra' | 'dress' | 'outer' | 'set' | 'sleep' | 'panty' | 'sock' | 'gift' | 'accessory';

export function copyGroup(shape: Shape): CopyGroup {
  switch (shape) {
    case 'legging': case 'crop': case 'short': case 'skort': case 'flare': case 'jogger': case 'loungepant':
      return 'bottom';
    case 'tank': case 'croptop': case 'tee': case 'longsleeve':
      return 'top';
    case 'hoodie': case 'jacket':
      return 'outer';
    case 'bra': case 'bralette':
      return 'bra';
    case 'dress':
      return 'dress';
    case 'set': case 'shortset': case 'lingerieset':
      return 'set';
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

const FABRIC: Record<CopyGroup, string[]> = {
  bottom: ['buttery-soft peached jersey', 'four-way-stretch performance knit', 'sculpting compression fabric', 'brushed, matte-finish nylon blend'],
  top: ['breathable ribbed modal', 'lightweight moisture-wicking jersey', 'soft organic cotton', 'quick-dry seamless knit'],
  bra: ['smoothing double-layer knit', 'soft seamless microfibre', 'supportive sculpt fabric', 'featherlight ribbed jersey'],
  dress: ['drapey ribbed knit', 'soft stretch jersey', 'sweat-wicking sport fabric', 'cozy brushed knit'],
  outer: ['midweight French terry', 'cloud-soft brushed fleece', 'water-resistant ripstop', 'sherpa-lined knit'],
  set: ['matching sculpt knit', 'buttery-soft jersey', 'seamless rib', 'stretch lace and mesh'],
  sleep: ['silky modal', 'breathable cotton jersey', 'brushed waffle knit', 'soft satin'],
  panty: ['second-skin microfibre', 'breathable cotton stretch', 'delicate stretch lace', 'smooth seamless knit'],
  sock: ['combed cotton', 'cushioned cotton blend', 'soft merino blend', 'breathable bamboo blend'],
  gift: ['our favourite combed-cotton socks', 'a curated mix of best-sellers', 'limited-run patterns', 'cozy season styles'],
  accessory: ['durable recycled nylon', 'soft brushed cotton', 'stretch velvet', 'stainless steel'],
};

const FEATURES: Record<CopyGroup, string[]> = {
  bottom: ['a high-rise waistband that stays put', 'a hidden waistband pocket for keys and cards', 'squat-proof opacity', 'flatlock seams that never chafe', 'a gusseted crotch for full range of motion', 'sweat-wicking, quick-dry fabric', 'a contoured back seam that lifts and shapes'],
  top: ['a relaxed, easy fit', 'a flattering scoop neckline', 'side vents for movement', 'a cropped length made for high-rise bottoms', 'sweat-wicking fabric', 'a soft brushed hand-feel'],
  bra: ['removable cups', 'medium support for studio workouts', 'a wide, no-dig underband', 'adjustable straps', 'no wires, no seams, no fuss', 'a smooth finish under tees'],
  dress: ['a built-in shelf bra', 'hidden liner shorts', 'a flattering fitted bodice', 'pockets, of course', 'a swingy, twirl-worthy hem'],
  outer: ['a cozy oversized hood', 'thumbholes in the cuffs', 'zip pockets that keep essentials safe', 'a dropped shoulder for easy layering', 'ribbed cuffs and hem'],
  set: ['a top and bottom that are made to match', 'pieces that also sell separately', 'a sculpting high-rise bottom', 'a supportive, wire-free top', 'colours dyed in the same lot'],
  sleep: ['an elastic waist with a drawcord', 'piped trims', 'a relaxed, sleep-ready fit', 'temperature-regulating fabric', 'a soft, tagless neckline'],
  panty: ['a no-show edge under leggings', 'a breathable cotton gusset', 'a waistband that never rolls', 'cheeky back coverage', 'soft, tagless comfort', 'flat, bonded edges'],
  sock: ['a reinforced heel and toe', 'arch support that hugs', 'a cuff that stays up all day', 'seamless toes', 'extra cushioning underfoot'],
  gift: ['a keepsake gift box', 'a handwritten-style card', 'patterns you will not find in stores', 'free gift wrapping'],
  accessory: ['a water-resistant finish', 'a secure zip closure', 'an adjustable strap', 'a logo detail', 'a one-size-fits-most design'],
};

const FIT: Record<CopyGroup, string[]> = {
  bottom: ['True to size with a second-skin fit', 'Fits true to size; size up for a relaxed feel', 'Hits at the ankle on most heights'],
  top: ['True to size with a slightly relaxed fit', 'Cropped to sit just above a high-rise waistband', 'Fits true to size'],
  bra: ['Fits true to size; choose your usual bra size', 'Snug fit for support'],
  dress: ['True to size with room through the hips', 'Hits above the knee on most heights'],
  outer: ['Relaxed, slightly oversized fit', 'True to size; size down for a closer fit'],
  set: ['Both pieces fit true to size', 'Order your usual size for both pieces'],
  sleep: ['Relaxed fit; sizes are XS-S, M-L, XL-2X and 3X-4X', 'Loose and comfortable'],
  panty: ['True to size', 'Fits true to size; size up if between sizes'],
  sock: ['Fits most feet', 'Stretches to fit'],
  gift: ['Socks fit most adult feet', 'Every pair is one size fits most'],
  accessory: ['One size fits most', 'Adjustable for the perfect fit'],
};

const CARE = [
  'Machine wash cold with like colours; lay flat to dry.',
  'Machine wash cold, tumble dry low. Do not iron.',
  'Hand wash or machine wash on delicate; line dry.',
  'Wash inside out, skip the fabric softener and keep it away from the dryer to keep it like new.',
];

const INTRO = [
  (n: string) => `Meet the ${n}: the one you will reach for on repeat.`,
  (n: string) => `The ${n} is an instant favourite from the first wear.`,
  (n: string) => `Say hello to the ${n}, designed for busy days and lazy weekends alike.`,
  (n: string) => `Our ${n} was made to keep up with everything you do.`,
];

/** A three-paragraph description. */
export function description(name: string, shape: Shape, rng: Rng): string {
  const g = copyGroup(shape);
  const f = rng.sample(FEATURES[g], 3);
  return [
    `${rng.pick(INTRO)(name)} Made from ${rng.pick(FABRIC[g])}, it feels as good as it looks.`,
    `Details you will love: ${f[0]}, ${f[1]} and ${f[2]}.`,
    `${rng.pick(FIT[g])}. ${rng.pick(CARE)}`,
  ].join('\n\n');
}

// Reviews -----------------------------------------------------------------------------------------

export const FIRST_NAMES = [
  'Ashley', 'Brianna', 'Carmen', 'Danielle', 'Erin', 'Fatima', 'Gabby', 'Hannah', 'Isabel', 'Jasmine', 'Kayla', 'Lauren',
  'Maria', 'Nicole', 'Olivia', 'Priya', 'Quinn', 'Rachel', 'Sofia', 'Tanya', 'Uma', 'Valerie', 'Whitney', 'Ximena', 'Yasmin',
  'Zoe', 'Amber', 'Brooke', 'Chloe', 'Destiny', 'Emily', 'Grace', 'Heather', 'Jenna', 'Kelsey', 'Megan', 'Natalie', 'Paige',
];

const TITLES_5 = ['Obsessed!', 'My new favourite', 'Buying every colour', 'So soft', 'Perfect fit', 'Worth every penny', 'Love love love', 'Exceeded expectations'];
const TITLES_4 = ['Really nice', 'Great quality', 'Very comfy', 'Pretty great', 'Would buy again'];
const TITLES_3 = ['Good, not perfect', 'Nice but runs a bit small', 'Okay for the price', 'Colour slightly different'];

const BODIES: Record<CopyGroup, string[]> = {
  bottom: [
    'These are the softest leggings I own. No see-through when I squat and the waistband does not roll down.',
    'Wore them for a 5 mile hike and a yoga class the same day. Still comfy, no chafing at all.',
    'The pocket fits my phone perfectly. I have ordered three more colours already.',
    'Super flattering and the fabric is thick without being hot. Great for the gym or running errands.',
  ],
  top: [
    'Flattering length and the fabric is so breathable. Pairs perfectly with my high-rise leggings.',
    'Washed it several times and it still looks brand new. No pilling.',
    'Soft and light, great for hot yoga. I wear it out to brunch too.',
  ],
  bra: [
    'Supportive enough for spin class and so comfortable I forget I am wearing it.',
    'No wires and it still gives a nice shape. The band does not dig in.',
    'Invisible under t-shirts, exactly what I was looking for.',
  ],
  dress: [
    'The built-in shorts are a game changer. I wore it to tennis and then to lunch.',
    'So flattering and comfortable. Got so many compliments.',
  ],
  outer: [
    'Cozy without being bulky. The thumbholes are my favourite detail.',
    'Perfect layer for chilly mornings. Fits a little oversized, which I love.',
  ],
  set: [
    'The set is even better in person. The colour is gorgeous and both pieces fit perfectly.',
    'I feel so put together wearing this set, even if I am just running errands.',
  ],
  sleep: [
    'Softest pajamas I own. I sleep so much better in these.',
    'Lightweight and breathable, no more waking up hot.',
  ],
  panty: [
    'No visible panty lines, even under a fitted dress, and they stay in place all day.',
    'So comfortable I forget I am wearing them. Stocking up on every colour.',
    'The lace is soft, not scratchy, and the fit is perfect.',
  ],
  sock: [
    'The colours are so bright and fun. Comfortable all day in my sneakers.',
    'These socks make me smile every morning. They wash really well too.',
    'Cushioned and cozy, they stay up and do not slide down.',
  ],
  gift: [
    'Bought this as a gift and it was a hit. Beautiful packaging.',
    'Such a fun box, every pair is cute. Getting another for my sister.',
  ],
  accessory: [
    'Great quality and looks exactly like the pictures.',
    'Use it every single day. Holds everything I need for the gym.',
  ],
};

const SIZING = ['True to size', 'Runs small', 'Runs large', 'True to size', 'True to size'];
const STYLES = ['Casual', 'Workout', 'Lounge', 'Going out', 'Work from home'];

export interface ReviewText {
  rating: number;
  title: string;
  body: string;
  answers: Record<string, string>;
}

export function reviewText(shape: Shape, typeLabel: string, rng: Rng): ReviewText {
  const rating = rng.weighted([[5, 70], [4, 22], [3, 8]] as const);
  const title = rng.pick(rating === 5 ? TITLES_5 : rating === 4 ? TITLES_4 : TITLES_3);
  let body = rng.pick(BODIES[copyGroup(shape)]);
  if (rating === 3) body += ' I wish the sizing was a little more consistent, but overall I am happy.';
  else if (rng.chance(0.4)) body += ' Shipping was fast too!';
  const answers: Record<string, string> = {};
  if (rng.chance(0.55)) {
    answers.product = typeLabel;
    answers.sizingFit = rng.pick(SIZING);
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
    hasClub ? `The VIP perks are worth it. I look forward to my order every month.` : `The gift wrapping made my present look so special.`,
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
