/** Uncommon Pair: socks. Club: Uncommon Pair Sock Club (free loyalty club, no paid membership). */
import { uncommonpair } from '../../brands/uncommonpair';
import { uncommonpairShop } from '../../server/seed/data/shop/uncommonpair';
import { brandPages } from './brandPages';
import type { BrandCopy } from './common';
import type { PageSource } from './helpers';

export const copy: BrandCopy = {
  brand: uncommonpair,
  shop: uncommonpairShop,
  domain: 'uncommonpair.shop',
  email: 'hello@uncommonpair.shop',
  instagram: `@${uncommonpairShop.socialHandle}`,
  instagramUrl: `https://www.instagram.com/${uncommonpairShop.socialHandle}/`,
  goods: 'socks',
  onePiece: 'a new pair of socks',
  shopPath: '/category/crew-socks',
  policiesSlug: 'store-policies',
  art: {
    initials: 'UP',
    // svg.ts draws in the brand palette (brands/uncommonpair.ts theme) and white; these are its colours' names.
    colours: { primary: 'orange', primaryDark: 'rust', accent: 'peach', background: 'white', text: 'black', white: 'white' },
    hero: ['sock', 'ankle'],
    products: [
      ['sock', 'Crew socks in orange'],
      ['ankle', 'Ankle socks in rust'],
      ['kneehigh', 'Knee highs in black'],
      ['gift', 'Gift box in orange'],
    ],
    feed: [
      ['sock', 'White crew sock on orange'],
      ['ankle', 'Rust ankle sock on peach'],
      ['kneehigh', 'Peach knee high on rust'],
      ['gift', 'Orange gift box with a bow, on white'],
      ['sock', 'Black crew sock on peach'],
      ['ankle', 'White ankle sock on orange'],
    ],
  },
};

export const pages: PageSource[] = brandPages(copy, {
  home: {
    title: 'Uncommon Pair — Socks Worth Showing Off',
    description: 'Playful, hard-wearing socks designed in pairs that almost match: crew socks, ankle socks, knee highs and gift boxes.',
    hero: ['Socks worth showing off', 'Every Uncommon Pair is designed as two socks that almost match — same colors, different patterns. Wear them together and let people notice.'],
    heroAlt: 'Illustration of an orange Uncommon Pair crew sock and a rust ankle sock',
    heroButton: { label: 'Shop crew socks', href: '/category/crew-socks' },
    tilesHeading: 'Shop by style',
    tiles: [
      ['Crew Socks', '/category/crew-socks'],
      ['Ankle Socks', '/category/ankle-socks'],
      ['Knee Highs', '/category/knee-highs'],
      ['Gift Boxes', '/category/gift-boxes'],
    ],
    intro: {
      heading: 'Fun on the outside, serious on the inside',
      body: `
Our socks are knitted from **combed cotton with a touch of nylon and elastane**, so they're soft on day one and still hold their shape on day three hundred. Reinforced heels and toes, a seamless toe closure and a cuff that stays up without squeezing — the boring bits, done properly, so the fun bits can shine.

First order? Take **10% off** with code **10First**.
`,
    },
    steps: {
      heading: 'The perfect gift, sorted',
      items: [
        ['Pick a box', 'Curated sets of patterned pairs, by season, style or color.'],
        ['Ship it to them', 'Enter their address as the shipping address at checkout; prices are never included in the box.'],
        ['Ready to give', 'Every set comes in a keepsake box, ready to wrap and hand over.'],
      ],
    },
    cta: ['Join the Uncommon Pair Sock Club', 'Free to join: 10% off your first order, a wishlist, and your orders and addresses in one place.', 'Learn about the club', '/club'],
  },
  about: {
    description: 'Uncommon Pair designs playful, durable socks in pairs that almost match — on purpose.',
    subheading: 'Two socks, one story, and never quite the same.',
    heroAlt: 'Illustration of Uncommon Pair socks in orange and rust',
    body: `
Uncommon Pair began with a laundry mystery everyone knows: the sock that goes missing. Instead of mourning the lost ones, our founder started wearing odd pairs on purpose — and people kept asking where to buy them.

So we design socks as **pairs that almost match**: the same palette, two different patterns. Stripes on the left, dots on the right. A fox on one foot, its footprints on the other. They look intentional because they are.

## How we make them

- **Combed cotton** for softness, with nylon and elastane for strength and stretch.
- **Reinforced heels and toes**, because that's where socks wear out first.
- **Seamless toe closure**, so there's no ridge to rub.
- **Made in small runs**, so designs stay uncommon.

Questions, ideas or a design you'd love to see? [Send us a message](/contact-us) or find us on Instagram at [@uncommonpair](https://www.instagram.com/uncommonpair/).
`,
    cta: ['Find your uncommon pair', 'Take 10% off your first order with code 10First.', 'Shop socks', '/category/crew-socks'],
  },
  care: {
    title: 'Sock Care Guide',
    description: 'How to wash Uncommon Pair socks so the colors stay bright and the cuffs stay springy.',
    hero: ['Sock care guide', 'Keep the colors bright and the cuffs springy with a few easy habits.'],
    steps: {
      heading: 'How to wash your socks',
      items: [
        ['Turn inside out', 'Protects the pattern and stops lint from sticking to the outside.'],
        ['Wash at 30–40 °C', 'A warm or cold machine wash with similar colors.'],
        ['Tumble dry low — or hang', 'Low heat is fine; hanging to dry keeps the cuffs springiest.'],
        ['Pair them up', 'Our pairs almost match — clip them together before washing so they never get separated.'],
      ],
    },
    faq: [
      ['Will the colors run?', 'Our yarns are color-fast, but wash bright new pairs with similar colors for the first few washes to be safe.'],
      ['How do I avoid holes?', 'Keep toenails trimmed, wear shoes that fit well and rotate pairs. Our heels and toes are reinforced, but every sock wears faster if worn daily.'],
      ['Can I iron them?', 'No need — and heat can damage the elastic in the cuff.'],
    ],
    contact: ['A pair wore out too soon?', 'Tell us. If they did not hold up to normal wear, we will make it right.'],
  },
  learnMore: {
    description: 'What goes into an Uncommon Pair sock: combed cotton, reinforced heels and toes, and pairs designed to almost match.',
    hero: ['What makes an Uncommon Pair', 'Small details you will notice on the hundredth wear.'],
    details: [
      ['Designed as a duo', 'Each pair shares a palette but not a pattern, so they always look intentional.'],
      ['Combed cotton blend', 'Soft, breathable cotton with nylon and elastane for shape and strength.'],
      ['Reinforced where it counts', 'Extra yarn at the heel and toe, where socks wear out first.'],
      ['A cuff that stays up', 'Ribbed and springy, without leaving marks on your legs.'],
    ],
    body: "Crew and ankle socks are one size, for US women's shoe sizes 5–11 and men's 4–10; knee highs come in XS-S, M-L and XL-2X. Not sure? See the [size guide](/photo-size-chart).",
    cta: ['Start your sock drawer', 'Crew, ankle and knee-high styles in dozens of designs.', 'Shop socks', '/category/crew-socks'],
  },
  feed: {
    description: 'See how the community wears Uncommon Pair socks and shop every look from our Instagram.',
    bio: 'Socks designed in pairs that almost match — on purpose. Tag us with your odd pair to be featured.',
    posts: [
      ['Crisp white crew socks. Monday sorted.', '@oddsockoliver', '/category/crew-socks'],
      ['Rust ankle socks, the summer uniform.', '@sneakersandsun', '/category/ankle-socks'],
      ['Peach knee highs. Cozy but make it cute.', '@thriftwithtia', '/category/knee-highs'],
      ['The gift box that made my dad laugh out loud.', '@giftsbygabe', '/category/gift-boxes'],
      ['Black crew socks, ten miles in, toes still happy.', '@weekendwalker', '/category/crew-socks'],
      ['White ankle socks: laundry day has never looked this good.', '@homewithhana', '/category/ankle-socks'],
    ],
  },
  policies: {
    faq: [
      ['Why don’t my socks match?', 'On purpose! Every Uncommon Pair is designed as two socks that share a palette but not a pattern. If you receive a pair that looks identical, that design is one of our "twin" styles.'],
      ['What sizes do you offer?', "Crew and ankle socks are one size, for US women's shoe sizes 5–11 and men's 4–10. Knee highs come in XS-S, M-L and XL-2X. See the [size guide](/photo-size-chart) for the shoe sizes each one fits."],
      ['Can I send a gift directly to someone?', 'Yes. Enter their address as the shipping address at checkout. Prices are never included in the box.'],
    ],
    returnsRule: 'Socks must be unworn, with their original band or packaging. Gift boxes can be returned unopened.',
    clubIntro: 'Our free members club: 10% off your first order, a wishlist, and your orders and addresses in one place. There is no subscription.',
  },
  club: {
    monthlyPiece: 'a new pair of socks',
    pitch: "It's free: 10% off your first order, a wishlist, and your orders and addresses in one place. No subscription, ever.",
    exclusivesCaption: ['Orange crew socks', 'Rust ankle socks', 'Black knee highs', 'Orange gift box'],
    favouriteLinks: ['/category/crew-socks', '/category/ankle-socks', '/category/knee-highs', '/category/gift-boxes'],
  },
  springSale: {
    headline: 'Spring socks have sprung',
    body: `
New season, new odd pairs. Our spring designs bring **tulip stripes, rainy-day dots** and lightweight ankle socks for the first sneaker days of the year.

Use code **First15** to take 15% off orders of $60 or more — gift boxes included.
`,
  },
  socialOptins: [
    {
      slug: 'uncommonpair-club-optin',
      headline: 'Join the Sock Club — it’s free',
      subheading: '10% off your first order, a wishlist, and your orders and addresses in one place.',
      code: '10First',
      codeText: '10% off your first order with code 10First',
      body: `
Thanks for finding us on social! The **Uncommon Pair Sock Club** is our free members club — no subscription, no monthly charges.

Create an account and use code **10First** for 10% off your first order; your wishlist, addresses and orders are kept in your account. See the [Sock Club terms](/vipterms).
`,
      button: { label: 'Create your free account', href: '/register' },
    },
  ],
});
