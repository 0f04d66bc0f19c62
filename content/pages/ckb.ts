/** Cheekboss (ckb): underwear. Club: Cheekboss VIP (paid membership). */
import { ckb } from '../../brands/ckb';
import { ckbShop } from '../../server/seed/data/shop/ckb';
import { brandPages } from './brandPages';
import type { BrandCopy } from './common';
import type { PageSource } from './helpers';

export const copy: BrandCopy = {
  brand: ckb,
  shop: ckbShop,
  domain: 'cheekboss.shop',
  email: 'hello@cheekboss.shop',
  instagram: `@${ckbShop.socialHandle}`,
  instagramUrl: `https://www.instagram.com/${ckbShop.socialHandle}/`,
  goods: 'underwear',
  onePiece: 'a new pair of cheekies',
  shopPath: '/category/cheekies',
  // The generic store-policies path serves the same FAQ, kept out of search (see brandPages.ts).
  policiesSlug: 'ckb-store-policies',
  art: {
    initials: 'CB',
    // svg.ts draws in the brand palette (brands/ckb.ts theme) and white; these are its colours' names.
    colours: { primary: 'cherry', primaryDark: 'wine', accent: 'blush', background: 'white', text: 'black', white: 'white' },
    hero: ['cheeky', 'bra'],
    products: [
      ['cheeky', 'Cheeky in cherry'],
      ['thong', 'Seamless thong in wine'],
      ['bra', 'No-show bralette in black'],
      ['brief', 'High-waisted brief in cherry'],
    ],
    feed: [
      ['cheeky', 'White cheeky on cherry'],
      ['bra', 'Wine bralette on blush'],
      ['thong', 'Blush seamless thong on wine'],
      ['brief', 'Cherry high-waisted brief on white'],
      ['cheeky', 'Black cheeky on blush'],
      ['bra', 'White no-show bra on cherry'],
    ],
  },
};

export const pages: PageSource[] = brandPages(copy, {
  home: {
    title: 'Cheekboss — Cheeky Underwear & Matching Sets',
    description: 'Soft, seamless cheekies, thongs, briefs and matching sets that stay put all day. Easy 30-day returns on unworn underwear.',
    hero: ['Underwear that stays put', 'Cheekies, thongs and matching sets in buttery modal that never ride up and never show lines.'],
    heroAlt: 'Illustration of a cherry Cheekboss cheeky and a wine bralette',
    heroButton: { label: 'Shop cheekies', href: '/category/cheekies' },
    tilesHeading: 'Find your favorite cut',
    tiles: [
      ['Cheekies', '/category/cheekies'],
      ['Thongs', '/category/thongs'],
      ['No-Show Bras', '/category/no-show-bras'],
      ['Briefs', '/category/briefs'],
    ],
    intro: {
      heading: 'Comfort you forget about',
      body: `
Great underwear is the kind you forget you're wearing. Ours is cut from a **modal blend that feels like a second skin**, finished with bonded or lace edges that lie flat, and lined with breathable cotton where it counts.

First order? Take **10% off** with code **10First**, and mix any 5 cheekies for $50 to save even more: your cart takes the saving off.
`,
    },
    steps: {
      heading: 'Pick your perfect pair',
      items: [
        ['Choose a cut', 'Cheeky, bikini, brief, thong or boyshort — each fits a little differently.'],
        ['Choose a rise', 'Low-rise for under jeans, high-waisted for smooth lines under dresses.'],
        ['Check your size', 'Our size guide shows each size on real people, with hip measurements.'],
      ],
    },
    cta: ['Join Cheekboss VIP', 'Member pricing on every order, a new pair every month and prints only members can buy.', 'Explore VIP', '/vip'],
  },
  about: {
    description: 'Cheekboss makes soft, seamless cheekies and matching sets that fit every body and never ride up.',
    subheading: 'Underwear with a sense of humor and a serious fit.',
    heroAlt: 'Illustration of Cheekboss underwear in cherry and wine',
    body: `
Cheekboss started with a drawer full of underwear we didn't like: elastic that dug in, lace that itched and "seamless" styles that showed every seam. So we set out to make the pair we'd actually reach for first.

We obsess over the details no one sees — the width of a waistband, the stretch of a leg opening, the placement of a gusset — and test every style for a full day of wear, a workout and twenty washes before it goes on sale.

## What we stand for

- **Fit first.** Every cut is graded across the whole size range and fitted on real people.
- **Soft everything.** Breathable modal, stretch lace that doesn't scratch and cotton-lined gussets.
- **A little fun.** New prints and colors every month, because underwear should make you smile.

Say hi on Instagram at [@cheekboss](https://www.instagram.com/cheekboss/) or [send us a message](/contact-us) — we read everything.
`,
    cta: ['Find your new favorite pair', 'Take 10% off your first order with code 10First.', 'Shop cheekies', '/category/cheekies'],
  },
  care: {
    title: 'Care Guide',
    description: 'How to wash Cheekboss underwear, lace and bras so they stay soft, stretchy and bright.',
    hero: ['Care guide', 'Treat them gently and your favorite pairs will return the favor.'],
    steps: {
      heading: 'How to wash your underwear',
      items: [
        ['Use a mesh bag', 'A delicates bag keeps lace from snagging and bras from tangling.'],
        ['Wash cold and gentle', 'Machine wash at 30 °C (cold) on a delicate cycle with similar colors.'],
        ['Go easy on detergent', 'A small amount of mild detergent; no bleach and no fabric softener.'],
        ['Dry flat or hang', 'Skip the dryer: heat breaks down elastane and bonded edges.'],
      ],
    },
    faq: [
      ['How do I wash no-show bras?', 'Hand wash if you can, or use a mesh bag on a delicate cycle. Fasten any hooks first and reshape the cups while damp.'],
      ['My bonded edges are lifting. What happened?', 'Usually heat: a hot wash or a tumble dryer. Lay the pair flat to dry next time. If a pair lifts after gentle care, [contact us](/contact-us).'],
      ['How often should I replace underwear?', 'With good care our styles last well over a year of regular wear. Replace any pair that has lost its stretch or shape.'],
    ],
    contact: ['Questions about a pair?', 'Our team is happy to help with fit and care.'],
  },
  learnMore: {
    description: 'The fabric and fit details behind Cheekboss underwear: modal softness, bonded edges and a cheeky cut that stays put.',
    hero: ['The details that make the difference', 'Why a Cheekboss cheeky fits better than the rest.'],
    details: [
      ['Modal-blend jersey', 'Twice as soft as cotton, breathable and cool against the skin.'],
      ['Bonded, no-show edges', 'No elastic to dig in or show through leggings and dresses.'],
      ['A cut that stays put', 'A higher back and a gripper-free leg line mean no riding up.'],
      ['Cotton-lined gusset', 'Breathable where it matters most.'],
    ],
    body: 'Every style comes in sizes XS to 3X. Check the [size guide](/photo-size-chart) for hip measurements, and mix any 5 cheekies for $50 to find your favorite cut.',
    cta: ['Try your first pair', 'Take 10% off your first order with code 10First.', 'Shop cheekies', '/category/cheekies'],
  },
  feed: {
    description: 'Shop the Cheekboss looks our community shares: cheekies, matching sets and no-show styles, styled by real people.',
    bio: 'Soft, seamless cheekies and matching sets that stay put. New prints every month. Tag us to be featured!',
    posts: [
      ['Restocked my drawer with white cheekies. Softest ones I own.', '@priya.unfiltered', '/category/cheekies'],
      ['Wine bralette. Feeling like the boss I am.', '@itsmarisol', '/category/no-show-bras'],
      ['A seamless thong with zero lines. Finally.', '@gymwithgrace', '/category/thongs'],
      ['High-waisted brief in cherry = Sunday sorted.', '@slowsundays.co', '/category/briefs'],
      ['Black cheekies are my new favorite.', '@kayla.creates', '/category/whats-new'],
      ['White no-show bra. Invisible, as promised.', '@minimal.mae', '/category/no-show-bras'],
    ],
  },
  policies: {
    faq: [
      ['How should cheekies fit?', 'Cheekies sit a little higher on the back than a bikini for a flattering, no-wedgie fit. If you are between sizes, size up for full coverage or down for a cheekier cut. Our [size guide](/photo-size-chart) has the measurements.'],
      ['Will they show lines under clothes?', 'Our seamless and laser-cut styles have bonded edges instead of elastic, so they stay invisible under leggings and fitted dresses.'],
      ['What are your fabrics?', 'Most styles use a soft modal-blend jersey with a breathable cotton gusset. Lace styles use a stretch lace that does not itch. Each product page lists the exact fabric.'],
      ['Do you have multi-buy deals?', 'Yes: mix any 5 cheekies for $50, in any styles, sizes and colors from [Cheekies](/category/cheekies). Your cart takes the saving off; a discount code then applies to what is left.'],
    ],
    returnsRule: 'For hygiene reasons, underwear and sleepwear can only be returned unworn, with the hygienic liner in place, in the original packaging.',
    clubIntro: 'Our membership: member pricing on every order, a new pair of cheekies every month and VIP Exclusives.',
  },
  club: {
    monthlyPiece: 'a new pair of cheekies or another cut you love',
    multiQty: true,
    pitch: 'Member pricing on every order, a new pair every month and prints only members can buy.',
    // The tiles are product-1…4 (art.products): captions name the colours drawn.
    exclusivesCaption: ['VIP cheeky in cherry', 'VIP seamless thong in wine', 'VIP bralette in black', 'VIP high-waisted brief in cherry'],
  },
  rejoin: { slug: 'ckb-rejoinvipinvitation', offer: 'Code WB10VIP takes $10 off the underwear in your order, not off the membership: the Rejoin button puts it on your cart with your membership, so add what you like before you pay.', code: 'WB10VIP' },
  springSale: {
    headline: 'Fresh pairs for spring',
    body: `
Spring clean your underwear drawer. New pastel prints, breathable cotton-lined cheekies and lightweight no-show bras have landed — in sizes XS to 3X.

Use code **First15** to take 15% off orders of $60 or more. Cheekies in a mix-any-5 set count towards the $60 at their set price.
`,
  },
  socialOptins: [
    {
      slug: 'ckb-vip-optin',
      headline: 'Join Cheekboss VIP',
      subheading: 'Member pricing, a new pair every month and prints only members can buy.',
      code: '10First',
      codeText: '10% off your first order with code 10First',
      body: `
Thanks for finding us on social! As a **Cheekboss VIP** you get a new pair of cheekies every month, member pricing on everything else and first dibs on new prints.

Skip a month, pause or cancel online whenever you like. The monthly price is shown before you join; see the [Cheekboss VIP Terms](/vipterms).
`,
      button: { label: 'Join Cheekboss VIP', href: '/checkout-club' },
    },
  ],
});
