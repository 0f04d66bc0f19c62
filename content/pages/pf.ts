/** Pure Form (pf): leggings and activewear. Club: Pure Form VIP (paid membership). */
import { pf } from '../../brands/pf';
import { pfShop } from '../../server/seed/data/shop/pf';
import { brandPages } from './brandPages';
import type { BrandCopy } from './common';
import type { PageSource } from './helpers';

export const copy: BrandCopy = {
  brand: pf,
  shop: pfShop,
  domain: 'pureform.shop',
  email: 'hello@pureform.shop',
  instagram: `@${pfShop.socialHandle}`,
  instagramUrl: `https://www.instagram.com/${pfShop.socialHandle}/`,
  goods: 'leggings',
  onePiece: 'a pair of leggings',
  shopPath: '/category/leggings',
  policiesSlug: 'store-policies',
  art: {
    initials: 'PF',
    // svg.ts draws in the brand palette (brands/pf.ts theme) and white; these are its colours' names.
    colours: { primary: 'hot pink', primaryDark: 'berry', accent: 'blush', background: 'white', text: 'black', white: 'white' },
    hero: ['legging', 'bra'],
    products: [
      ['legging', 'High-rise sculpt leggings in hot pink'],
      ['bra', 'Longline sports bra in berry'],
      ['flare', 'Flared yoga pants in black'],
      ['jogger', 'Weekend joggers in hot pink'],
    ],
    feed: [
      ['legging', 'White sculpt leggings on hot pink'],
      ['bra', 'Berry sports bra on blush'],
      ['shorts', 'Blush biker shorts on berry'],
      ['flare', 'Hot pink flares on white'],
      ['jogger', 'Black joggers on blush'],
      ['legging', 'White high-rise leggings on hot pink'],
    ],
  },
};

export const pages: PageSource[] = brandPages(copy, {
  home: {
    title: 'Pure Form — Leggings & Activewear',
    description: 'Squat-proof leggings, sets and activewear from XS to 3XL, selected styles to 5XL. Free shipping from the threshold in your cart, easy 30-day returns.',
    hero: ['Leggings that move like you do', 'Buttery-soft, squat-proof and made to keep their shape, wash after wash. XS to 3XL, selected styles to 5XL.'],
    heroAlt: 'Illustration of Pure Form leggings and a sports bra in hot pink and berry',
    heroButton: { label: 'Shop leggings', href: '/category/leggings' },
    tilesHeading: 'Shop by category',
    tiles: [
      ['Leggings', '/category/leggings'],
      ['Matching Sets', '/category/matching-sets'],
      ['Flares', '/category/flares'],
      ['Joggers', '/category/joggers'],
    ],
    intro: {
      heading: 'Made for real movement',
      body: `
Every Pure Form piece starts with one fabric test: **the squat test**. If it goes sheer under the studio lights, it doesn't make the cut. What's left is a four-way-stretch knit with a brushed, peach-soft finish, a wide waistband that stays put, and a gusset that lets you move without thinking about it.

New here? Take **10% off your first order** with code **10First**, or [find your size](/photo-size-chart) in our photo size guide first.
`,
    },
    steps: {
      heading: 'Find your perfect pair',
      items: [
        ['Pick your rise', 'High-rise for hold and coverage, mid-rise for a relaxed everyday fit.'],
        ['Choose your length', 'Full length, 7/8 crops that hit above the ankle, or shorts for warm days.'],
        ['Check your size', 'Our photo size guide shows every size on real people, front, side and back.'],
      ],
    },
    cta: ['Join Pure Form VIP', 'Member pricing on every order, a new pair every month and styles only members can buy.', 'Explore VIP', '/vip'],
  },
  about: {
    description: 'Pure Form makes squat-proof leggings and activewear that feel like a second skin, from XS to 3XL and selected styles to 5XL.',
    subheading: 'We make leggings for every body and every kind of day.',
    heroAlt: 'Illustration of hot pink Pure Form leggings and a berry sports bra',
    body: `
Pure Form began with a simple frustration: leggings that looked great in the fitting room and went see-through by the third squat. We wanted one pair that could handle a spin class, a school run and a long-haul flight — without pinching, rolling or pilling.

It took eleven rounds of fabric samples to get there. Today every Pure Form style is cut from knits we test for opacity, stretch recovery and abrasion before a single pair is made, and every size we make (XS to 3XL, selected styles to 5XL) is fitted on real people, not just a sample size.

## What we believe

- **Comfort is not optional.** If you're thinking about your leggings, they're not doing their job.
- **Every body, every size.** Each style comes in the full size range, at the same price.
- **Made to last.** Fewer, better pieces you'll reach for again and again.

## Who we are

We're a small team of designers, pattern makers and customer-care people who all wear what we make — on the mat, on the trail and on the sofa. Say hi on Instagram at [@pureform.shop](https://www.instagram.com/pureform.shop/) or [send us a message](/contact-us).
`,
    cta: ['Ready to try a pair?', 'Take 10% off your first order with code 10First.', 'Shop leggings', '/category/leggings'],
  },
  care: {
    title: 'Care Guide',
    description: 'How to wash and care for Pure Form leggings and activewear so they stay soft, opaque and in shape.',
    hero: ['Care guide', 'A few small habits keep your leggings soft, opaque and in shape for years.'],
    steps: {
      heading: 'The everyday routine',
      items: [
        ['Turn inside out', 'It protects the brushed outer surface from friction in the drum.'],
        ['Wash cold', 'Machine wash at 30 °C (cold) on a gentle cycle with similar colors.'],
        ['Skip the softener', 'Fabric softener coats the fibers and stops them wicking sweat away.'],
        ['Air dry', 'Hang or lay flat to dry. Heat from a tumble dryer weakens the stretch over time.'],
      ],
    },
    faq: [
      ['How do I stop pilling?', 'Pilling comes from friction. Wash leggings away from towels, denim and anything with zips or Velcro, and avoid sitting on rough surfaces like concrete in your favorite pair.'],
      ['Can I iron them?', "Please don't. Our knits never need ironing, and direct heat can leave a permanent shine."],
      ['How do I get rid of odors?', 'Wash soon after a workout rather than letting them sit in a gym bag. For stubborn odors, soak for 30 minutes in cold water with a cup of white vinegar before washing.'],
      ['Can I use bleach?', 'No. Bleach breaks down elastane and fades colors. Use a gentle, color-safe detergent instead.'],
    ],
    contact: ['Something not right with your pair?', "If a Pure Form piece doesn't hold up to normal wear, tell us and we'll make it right."],
  },
  learnMore: {
    description: 'What makes Pure Form leggings different: squat-proof fabric, a waistband that stays put and a fit tested on every size.',
    hero: ['What makes our leggings different', 'Five details you will feel the first time you put them on.'],
    details: [
      ['Squat-proof knit', 'A dense, double-knit fabric that stays opaque when you bend, stretch and lunge.'],
      ['Peach-soft finish', 'Brushed on the outside for a soft, matte feel that does not cling to lint.'],
      ['Stay-put waistband', 'A wide, high-rise band with a hidden drawcord that holds without digging in.'],
      ['Gusset and flatlock seams', 'Freedom to move and no chafing, even on long runs.'],
      ['A pocket for your phone', 'Deep side pockets on most styles, so you can leave the bag at home.'],
    ],
    body: `
Every style is fitted on real people in every size it comes in: XS to 3XL, selected styles to 5XL. Not sure which to choose? Our [photo size guide](/photo-size-chart) shows each size from the front, side and back, and your first size exchange is free.
`,
    cta: ['See the collection', 'Leggings, crops, flares, joggers and matching sets.', 'Shop now', '/category/leggings'],
  },
  feed: {
    description: 'Shop the Pure Form looks from our community on Instagram: leggings, matching sets and flares styled by real people.',
    bio: 'Squat-proof leggings and activewear for every body, XS to 3XL and selected styles to 5XL. Tag us to be featured — we share our favorites every week.',
    posts: [
      ['Morning 5K done, white sculpts still looking fresh.', '@runwithmaya', '/category/leggings'],
      ['Berry sports bra, ready for a 7 am class.', '@studio.sam', '/category/tops'],
      ['These blush biker shorts survived a 12-mile trail and still look new.', '@trailtessa', '/category/shorts-skorts'],
      ['Hot pink flares + a blazer = brunch uniform. Comfy enough for a second coffee.', '@lenastyles', '/category/flares'],
      ['Commute-proof black joggers. Softest thing I own.', '@citycyclistjo', '/category/joggers'],
      ['White leggings all summer. My third pair and counting.', '@nadia.moves', '/category/leggings'],
    ],
  },
  policies: {
    faq: [
      ['Are your leggings really squat-proof?', 'Yes. Every fabric we use passes a squat test under bright studio lights in every color before we make it. If a pair ever goes sheer, [tell us](/contact-us) and we will replace it.'],
      ['How do I find my size?', 'Our [photo size guide](/photo-size-chart) shows each size on real people from three angles, with bust, waist and hip measurements. Between sizes? Size down for compression, up for a relaxed fit.'],
      ['Do your leggings have pockets?', 'Most full-length and 7/8 styles have two deep side pockets that fit a large phone. Each product page lists the pockets for that style.'],
      ['Will they pill?', 'Our brushed knit is tested for abrasion, but friction against rough surfaces can cause pilling on any fabric. Our [care guide](/care) has tips to keep them smooth.'],
    ],
    returnsRule: 'Items must be unworn and unwashed, with the original tags attached.',
    clubIntro: 'Our membership: member pricing on every order, a new pair of leggings or a matching top each month, and VIP Exclusives.',
  },
  club: {
    monthlyPiece: 'a new pair of leggings or a matching top',
    extras: 'free accessories and bonus pieces in selected months',
    pitch: 'Member pricing on every order, a new pair every month and styles only members can buy.',
    // The tiles are product-1…4 (art.products): captions name the colours drawn.
    exclusivesCaption: ['VIP sculpt leggings in hot pink', 'VIP longline bra in berry', 'VIP flares in black', 'VIP joggers in hot pink'],
  },
  rejoin: { slug: 'pfviprejoininvitation', offer: 'Your style profile and saved cards are kept, so rejoining takes a minute.' },
  springSale: {
    headline: 'Spring into new leggings',
    body: `
Lighter mornings call for new colors. Our spring edit brings **fresh pastels**, breathable crops and matching sets made for outdoor classes — all in our squat-proof knit, XS to 3XL and selected styles to 5XL.

Use code **First15** to take 15% off orders of $60 or more. Not sure about fit? Your first size exchange is free.
`,
  },
  socialOptins: [
    {
      slug: 'pf-vip-optin-csr',
      headline: 'Our followers get 20% off',
      subheading: 'A thank-you for following along: 20% off squat-proof leggings with code J1V5GPF.',
      code: 'J1V5GPF',
      codeText: '20% off with code J1V5GPF',
      body: `
You found us on social — welcome! Shop from this page and code **J1V5GPF** takes **20% off** your order: it goes on your cart for you.

Want to save on every order after this one? [Pure Form VIP](/vip) members get member pricing, a new pair every month and access to VIP Exclusives.
`,
      button: { label: 'Shop with 20% off', href: '/category/leggings' },
    },
    {
      slug: 'pf-vip-optin-main',
      headline: 'Join Pure Form VIP',
      subheading: 'Member pricing on every order, a new pair every month and styles only members can buy.',
      code: '10First',
      codeText: '10% off your first order with code 10First',
      body: `
Pure Form VIP is the easiest way to keep your leggings drawer fresh. Each month we ship **a new pair of leggings or a matching top** picked for your style profile, and your member discount applies to everything else.

Skip a month, pause or cancel online whenever you like. The monthly price is shown before you join; see the [Pure Form VIP Terms](/vipterms).
`,
      button: { label: 'Join Pure Form VIP', href: '/checkout-club' },
    },
  ],
});
