/** Uncommon Pair: socks. Club: Uncommon Pair Sock Club (free loyalty club, no paid membership). */
import { uncommonpair } from '../../brands/uncommonpair';
import {
  avatarImage,
  clubPages,
  feedImage,
  heroImage,
  policiesClubFaq,
  productImage,
  sharedPages,
  socialOptinLanding,
  springSaleLanding,
  storePoliciesPage,
  type BrandCopy,
} from './common';
import { cta, faq, feed, hero, imageGrid, page, richText, steps, type PageSource } from './helpers';

export const copy: BrandCopy = {
  brand: uncommonpair,
  domain: 'uncommonpair.shop',
  email: 'hello@uncommonpair.shop',
  instagram: '@uncommonpair',
  instagramUrl: 'https://www.instagram.com/uncommonpair/',
  goods: 'socks',
  onePiece: 'a new pair of socks',
  shopPath: '/category/crew-socks',
  policiesSlug: 'store-policies',
  art: {
    initials: 'UP',
    hero: ['sock', 'ankle'],
    products: [
      ['sock', 'Striped crew socks in tangerine'],
      ['ankle', 'Ankle socks in apricot'],
      ['kneehigh', 'Cable-knit knee highs in rust'],
      ['gift', 'Three-pair gift box'],
    ],
    feed: [
      ['sock', 'Mismatched crew socks on a wooden floor'],
      ['ankle', 'Ankle socks with white sneakers'],
      ['kneehigh', 'Knee highs with a denim skirt'],
      ['gift', 'A gift box tied with ribbon'],
      ['sock', 'Crew socks peeking out of hiking boots'],
      ['ankle', 'Ankle socks drying on a line'],
    ],
  },
};

const c = copy;

const homepage = page(
  'homepage',
  'Uncommon Pair — Socks Worth Showing Off',
  'Playful, hard-wearing socks designed in pairs that almost match: crew socks, ankle socks, knee highs and gift boxes.',
  [
    hero('Socks worth showing off', 'Every Uncommon Pair is designed as two socks that almost match — same colours, different patterns. Wear them together and let people notice.', heroImage(c, 'Illustration of two orange Uncommon Pair socks'), {
      label: 'Shop crew socks',
      href: '/category/crew-socks',
    }),
    imageGrid('Shop by style', [
      { ...productImage(c, 1), caption: 'Crew Socks', href: '/category/crew-socks' },
      { ...productImage(c, 2), caption: 'Ankle Socks', href: '/category/ankle-socks' },
      { ...productImage(c, 3), caption: 'Knee Highs', href: '/category/knee-highs' },
      { ...productImage(c, 4), caption: 'Gift Boxes', href: '/category/gift-boxes' },
    ]),
    richText(
      `
Our socks are knitted from **combed cotton with a touch of nylon and elastane**, so they're soft on day one and still hold their shape on day three hundred. Reinforced heels and toes, a seamless toe closure and a cuff that stays up without squeezing — the boring bits, done properly, so the fun bits can shine.

First order? Take **10% off** with code **10First**.
`,
      'Fun on the outside, serious on the inside',
    ),
    steps('The perfect gift, sorted', [
      ['Pick a box', 'Three or five pairs, curated by colour or chosen by you.'],
      ['Add a note', 'Write a gift message at checkout; prices are never included in the box.'],
      ['We wrap it', 'Every gift box ships wrapped and ready to hand over.'],
    ]),
    cta('Join the Uncommon Pair Sock Club', 'Free to join: a welcome discount, a birthday treat and first dibs on new designs.', 'Learn about the club', '/club'),
  ],
);

const aboutUs = page('about-us', 'About Uncommon Pair', 'Uncommon Pair designs playful, durable socks in pairs that almost match — on purpose.', [
  hero('About Uncommon Pair', 'Two socks, one story, and never quite the same.', heroImage(c, 'Illustration of Uncommon Pair socks in orange and apricot')),
  richText(
    `
Uncommon Pair began with a laundry mystery everyone knows: the sock that goes missing. Instead of mourning the lost ones, our founder started wearing odd pairs on purpose — and people kept asking where to buy them.

So we design socks as **pairs that almost match**: the same palette, two different patterns. Stripes on the left, dots on the right. A fox on one foot, its footprints on the other. They look intentional because they are.

## How we make them

- **Combed cotton** for softness, with nylon and elastane for strength and stretch.
- **Reinforced heels and toes**, because that's where socks wear out first.
- **Seamless toe closure**, so there's no ridge to rub.
- **Made in small runs**, so designs stay uncommon.

Questions, ideas or a design you'd love to see? [Send us a message](/contact-us) or find us on Instagram at [@uncommonpair](https://www.instagram.com/uncommonpair/).
`,
  ),
  cta('Find your uncommon pair', 'Take 10% off your first order with code 10First.', 'Shop socks', '/category/crew-socks'),
]);

const care = page('care', 'Sock Care Guide', 'How to wash Uncommon Pair socks so the colours stay bright and the cuffs stay springy.', [
  hero('Sock care guide', 'Keep the colours bright and the cuffs springy with a few easy habits.'),
  steps('How to wash your socks', [
    ['Turn inside out', 'Protects the pattern and stops lint from sticking to the outside.'],
    ['Wash at 30–40 °C', 'A warm or cold machine wash with similar colours.'],
    ['Tumble dry low — or hang', 'Low heat is fine; hanging to dry keeps the cuffs springiest.'],
    ['Pair them up', 'Our pairs almost match — clip them together before washing so they never get separated.'],
  ]),
  faq('Care questions', [
    ['Will the colours run?', 'Our yarns are colour-fast, but wash bright new pairs with similar colours for the first few washes to be safe.'],
    ['How do I avoid holes?', 'Keep toenails trimmed, wear shoes that fit well and rotate pairs. Our heels and toes are reinforced, but every sock wears faster if worn daily.'],
    ['Can I iron them?', 'No need — and heat can damage the elastic in the cuff.'],
  ]),
  cta('A pair wore out too soon?', 'Tell us. If they did not hold up to normal wear, we will make it right.', 'Contact us', '/contact-us'),
]);

const learnMore = page('learn-more', 'Learn More About Uncommon Pair', 'What goes into an Uncommon Pair sock: combed cotton, reinforced heels and toes, and pairs designed to almost match.', [
  hero('What makes an Uncommon Pair', 'Small details you will notice on the hundredth wear.', productImage(c, 1)),
  steps(undefined, [
    ['Designed as a duo', 'Each pair shares a palette but not a pattern, so they always look intentional.'],
    ['Combed cotton blend', 'Soft, breathable cotton with nylon and elastane for shape and strength.'],
    ['Reinforced where it counts', 'Extra yarn at the heel and toe, where socks wear out first.'],
    ['A cuff that stays up', 'Ribbed and springy, without leaving marks on your legs.'],
  ]),
  richText(`Most styles come in two sizes: S/M (US women's shoe sizes 5–10) and L/XL (US men's 8–13). Not sure? See the [size guide](/photo-size-chart).`),
  cta('Start your sock drawer', 'Crew, ankle and knee-high styles in dozens of designs.', 'Shop socks', '/category/crew-socks'),
]);

const shopOurFeed = page('shop_our_feed', 'Shop Our Feed', 'See how the community wears Uncommon Pair socks and shop every look from our Instagram.', [
  feed(
    'Shop our feed',
    {
      name: 'Uncommon Pair',
      handle: c.instagram,
      text: 'Socks designed in pairs that almost match — on purpose. Tag us with your odd pair to be featured.',
      image: avatarImage(c, 'Uncommon Pair profile picture'),
    },
    [
      { image: feedImage(c, 1), caption: 'Stripes on the left, dots on the right. Monday sorted.', handle: '@oddsockoliver', href: '/category/crew-socks' },
      { image: feedImage(c, 2), caption: 'Ankle socks + white sneakers, the summer uniform.', handle: '@sneakersandsun', href: '/category/ankle-socks' },
      { image: feedImage(c, 3), caption: 'Knee highs and a denim skirt. Cosy but make it cute.', handle: '@thriftwithtia', href: '/category/knee-highs' },
      { image: feedImage(c, 4), caption: 'The gift box that made my dad laugh out loud.', handle: '@giftsbygabe', href: '/category/gift-boxes' },
      { image: feedImage(c, 5), caption: 'Ten miles in, toes still happy.', handle: '@weekendwalker', href: '/category/crew-socks' },
      { image: feedImage(c, 6), caption: 'Laundry day has never looked this good.', handle: '@homewithhana', href: '/category/whats-new' },
    ],
  ),
  cta('Want to be featured?', 'Tag @uncommonpair or send us your photo.', 'Send us your look', '/send'),
]);

const upFaq: [string, string][] = [
  ['Why don’t my socks match?', 'On purpose! Every Uncommon Pair is designed as two socks that share a palette but not a pattern. If you receive a pair that looks identical, that design is one of our "twin" styles.'],
  ['What sizes do you offer?', "Most styles come in S/M (US women's shoe sizes 5–10) and L/XL (US men's 8–13). Knee highs are one size. See the [size guide](/photo-size-chart)."],
  ['Can I send a gift directly to someone?', 'Yes. Enter their address as the shipping address and add a gift message at checkout. Prices are never included in the box.'],
];

export const pages: PageSource[] = [
  homepage,
  aboutUs,
  care,
  learnMore,
  shopOurFeed,
  storePoliciesPage(
    c,
    'store-policies',
    upFaq,
    'Socks must be unworn, with their original band or packaging. Gift boxes can be returned unopened.',
    policiesClubFaq(c, 'Our free members club: a welcome discount, a birthday treat and early access to new designs. There is no subscription.'),
  ),
  ...clubPages(c, {
    monthlyPiece: 'a new pair of socks',
    pitch: "It's free: a welcome discount, a birthday treat and first dibs on new designs. No subscription, ever.",
    exclusivesCaption: ['Striped crew socks', 'Apricot ankle socks', 'Rust cable knee highs', 'Three-pair gift box'],
    favouriteLinks: ['/category/crew-socks', '/category/ankle-socks', '/category/knee-highs', '/category/gift-boxes'],
  }),
  ...sharedPages(c),
  springSaleLanding(
    c,
    'Spring socks have sprung',
    `
New season, new odd pairs. Our spring designs bring **tulip stripes, rainy-day dots** and lightweight ankle socks for the first sneaker days of the year.

Use code **First15** to take 15% off orders of $60 or more — gift boxes included.
`,
  ),
  socialOptinLanding(c, {
    slug: 'uncommonpair-club-optin',
    headline: 'Join the Sock Club — it’s free',
    subheading: 'A welcome discount, a birthday treat and first dibs on new designs.',
    code: '10First',
    codeText: '10% off your first order with code 10First',
    body: `
Thanks for finding us on social! The **Uncommon Pair Sock Club** is our free members club — no subscription, no monthly charges.

Create an account, use code **10First** for 10% off your first order, and add your birthday to your style profile for a treat in your birthday month. See the [Sock Club terms](/vipterms).
`,
    button: { label: 'Create your free account', href: '/register' },
  }),
];
