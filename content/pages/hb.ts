/** Harbor Basics (hb): tees and loungewear. Club: Harbor Club (free loyalty club, no paid membership). */
import { hb } from '../../brands/hb';
import { hbShop } from '../../server/seed/data/shop/hb';
import { brandPages } from './brandPages';
import type { BrandCopy } from './common';
import type { PageSource } from './helpers';

export const copy: BrandCopy = {
  brand: hb,
  shop: hbShop,
  domain: 'harborbasics.shop',
  email: 'hello@harborbasics.shop',
  instagram: `@${hbShop.socialHandle}`,
  instagramUrl: `https://www.instagram.com/${hbShop.socialHandle}/`,
  goods: 'tees',
  onePiece: 'a new tee',
  shopPath: '/category/tees',
  policiesSlug: 'store-policies',
  art: {
    initials: 'HB',
    // svg.ts draws in the brand palette (brands/hb.ts theme) and white; these are its colours' names.
    colours: { primary: 'teal', primaryDark: 'deep teal', accent: 'sea glass', background: 'white', text: 'black', white: 'white' },
    hero: ['tee', 'hoodie'],
    products: [
      ['tee', 'Everyday crew tee in harbor teal'],
      ['tank', 'Ribbed tank in deep teal'],
      ['hoodie', 'Brushed fleece hoodie in black'],
      ['lounge', 'Lounge pants in teal'],
    ],
    feed: [
      ['tee', 'White crew tee on teal'],
      ['hoodie', 'Deep teal hoodie on sea glass'],
      ['tank', 'Sea glass ribbed tank on deep teal'],
      ['lounge', 'Teal lounge pants on white'],
      ['hoodie', 'Black hoodie on sea glass'],
      ['hoodie', 'White hoodie on teal'],
    ],
  },
};

export const pages: PageSource[] = brandPages(copy, {
  home: {
    title: 'Harbor Basics — Everyday Tees & Loungewear',
    description: 'Heavyweight cotton tees, ribbed tanks, hoodies and lounge pants made to be worn on repeat. Easy 30-day returns.',
    hero: ['Basics, done better', 'Heavyweight cotton tees and loungewear that keep their shape, their color and their softness — wash after wash.'],
    heroAlt: 'Illustration of a teal Harbor Basics tee and a deep teal hoodie',
    heroButton: { label: 'Shop tees', href: '/category/tees' },
    tilesHeading: 'Shop the essentials',
    tiles: [
      ['Tees', '/category/tees'],
      ['Tanks', '/category/tanks'],
      ['Hoodies', '/category/hoodies'],
      ['Lounge Pants', '/category/lounge-pants'],
    ],
    intro: {
      heading: 'Why our tees last',
      body: `
A good basic should be the easiest decision in your wardrobe. Ours are cut from **combed, pre-shrunk cotton** with a dense knit that doesn't twist at the seams or go see-through after a summer. Collars are taped so they lie flat, hems are double-stitched, and every color is garment-dyed for depth that lasts.

First order? Take **10% off** with code **10First**.
`,
    },
    steps: {
      heading: 'Build your weekly rotation',
      items: [
        ['Start with three', 'White, navy and one color you love cover most of your week.'],
        ['Add a layer', 'A brushed fleece hoodie for cool mornings and travel days.'],
        ['Finish with lounge', 'Lounge pants that are smart enough for the school run.'],
      ],
    },
    cta: ['Join Harbor Club', 'Free to join: 10% off your first order, a wishlist, and your orders and addresses in one place.', 'Learn about the club', '/club'],
  },
  about: {
    description: 'Harbor Basics makes heavyweight cotton tees and loungewear designed to be worn on repeat.',
    subheading: 'Fewer, better basics — made to be worn on repeat.',
    heroAlt: 'Illustration of a Harbor Basics tee and hoodie in teal and deep teal',
    body: `
Harbor Basics was founded in a small harbor town where the weather changes by the hour and everyone lives in layers. We wanted the tee you pull on without thinking, the hoodie you take on every trip and the lounge pants you'd happily answer the door in.

We spent a year testing cotton weights, collar constructions and dyes to find the combination that survives hundreds of washes. The result is a small collection we restock rather than replace: the same great fits, in new colors each season.

## Our promises

- **Quality over quantity.** A tight collection of styles we perfect rather than a new range every month.
- **Honest materials.** Combed cotton and cotton-rich fleece; every fabric is listed on the product page.
- **Built to last.** Pre-shrunk, garment-dyed and double-stitched, so you buy less, less often.

Questions? [Send us a message](/contact-us) or find us on Instagram at [@harborbasics](https://www.instagram.com/harborbasics/).
`,
    cta: ['Start your rotation', 'Take 10% off your first order with code 10First.', 'Shop tees', '/category/tees'],
  },
  care: {
    title: 'Care Guide',
    description: 'How to wash Harbor Basics tees, hoodies and lounge pants so they stay soft, bright and true to size.',
    hero: ['Care guide', 'Our basics are built to last. These habits help them last even longer.'],
    steps: {
      heading: 'How to wash your basics',
      items: [
        ['Wash cold, inside out', 'Keeps garment-dyed colors rich and protects prints.'],
        ['Like with like', 'Wash darks with darks and lights with lights, especially for the first few washes.'],
        ['Tumble low or hang dry', 'Our cotton is pre-shrunk, but low heat or line drying keeps the fit exactly right.'],
        ['Reshape while damp', 'Give collars and hems a gentle tug to keep them flat.'],
      ],
    },
    faq: [
      ['Will my tee shrink?', 'Our cotton is pre-shrunk, so you can expect no more than 2–3% after washing, and less if you hang it to dry.'],
      ['How do I stop hoodies from pilling?', 'Wash fleece inside out and away from towels and denim. Pilling on fleece is normal at first and settles after a few washes.'],
      ['Can I iron my tees?', 'Yes, on a medium setting, inside out. Avoid ironing directly over any print.'],
    ],
    contact: ['Something not right?', 'If a piece does not hold up to normal wear, tell us and we will make it right.'],
  },
  learnMore: {
    description: 'The details behind a Harbor Basics tee: combed heavyweight cotton, taped collars and garment-dyed color.',
    hero: ['What goes into our tees', 'The small things that make a basic worth keeping.'],
    details: [
      ['Heavyweight combed cotton', 'A dense 200 g/m² knit that drapes well and never goes see-through.'],
      ['Taped collar', 'Keeps its shape so it never ripples or sags.'],
      ['Garment-dyed color', 'Dyed after sewing for deep, even color that ages gracefully.'],
      ['Double-stitched hems', 'Stronger seams that stay straight after washing.'],
    ],
    body: 'Tees come in sizes XS to 3X with a relaxed, true-to-size fit. Check the [size guide](/photo-size-chart) to compare with a tee you already own.',
    cta: ['See the collection', 'Tees, tanks, hoodies and lounge pants.', 'Shop now', '/category/tees'],
  },
  feed: {
    description: 'See how the community wears Harbor Basics tees and loungewear, and shop every look.',
    bio: 'Heavyweight tees and loungewear made to be worn on repeat. Tag us to be featured.',
    posts: [
      ['The white tee I reach for every single morning.', '@quietclosetclub', '/category/tees'],
      ['Early ferry, warm deep teal hoodie, good coffee.', '@islandhopper.ed', '/category/hoodies'],
      ['Ribbed tank weather is finally here.', '@sunnydeckdays', '/category/tanks'],
      ['Slow mornings in the softest lounge pants.', '@homebody.hannah', '/category/lounge-pants'],
      ['Capsule wardrobe check: one black hoodie, seven outfits.', '@capsule.carlos', '/category/hoodies'],
      ['A white hoodie = my entire weekend.', '@weekend.wren', '/category/hoodies'],
    ],
  },
  policies: {
    faq: [
      ['How do your tees fit?', 'Relaxed and true to size, with a slightly longer body so they stay tucked. For an oversized look, size up one. See the [size guide](/photo-size-chart).'],
      ['Will the color fade?', 'Garment-dyed colors soften gently over time, which gives them their lived-in look. Washing cold and inside out keeps them richest.'],
      ['Do you restock colors?', 'Our core colors are always in stock. Seasonal colors are made in limited runs: when one sells out, it may not come back.'],
    ],
    returnsRule: 'Items must be unworn and unwashed, with the original tags attached.',
    clubIntro: 'Our free members club: 10% off your first order, a wishlist, and your orders and addresses in one place. There is no subscription.',
  },
  club: {
    monthlyPiece: 'a new tee',
    pitch: "It's free: 10% off your first order, a wishlist, and your orders and addresses in one place. No subscription, ever.",
    exclusivesCaption: ['Everyday crew tee', 'Ribbed tank', 'Brushed fleece hoodie', 'Lounge pants'],
    favouriteLinks: ['/category/tees', '/category/tanks', '/category/hoodies', '/category/lounge-pants'],
  },
  springSale: {
    headline: 'Lighter layers for spring',
    body: `
Swap the heavy knits for easy layers. Our spring colors — **sea glass, driftwood and sand** — have landed in tees, tanks and lightweight hoodies.

Use code **First15** to take 15% off orders of $60 or more.
`,
  },
  socialOptins: [
    {
      slug: 'hb-club-optin',
      headline: 'Join Harbor Club — it’s free',
      subheading: '10% off your first order, a wishlist, and your orders and addresses in one place.',
      code: '10First',
      codeText: '10% off your first order with code 10First',
      body: `
Thanks for finding us on social! **Harbor Club** is our free members club — no subscription and no monthly charges.

Create an account and use code **10First** for 10% off your first order; your wishlist, addresses and orders are kept in your account. See the [Harbor Club terms](/vipterms).
`,
      button: { label: 'Create your free account', href: '/register' },
    },
  ],
});
