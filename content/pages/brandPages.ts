/**
 * The page set every brand publishes, assembled in one place. A brand file supplies its facts
 * (BrandCopy) and its copy for each page (BrandPagesCopy); brandPages lays that copy out in the
 * page structures below and adds the pages written once for every brand (common.ts).
 *
 * The order of the returned pages is the order of the documents in the dataset.
 */
import {
  avatarImage,
  clubPages,
  feedImage,
  heroImage,
  policiesClubFaq,
  productImage,
  rejoinInvitationPage,
  type RejoinInvitation,
  sharedPages,
  socialOptinLanding,
  springSaleLanding,
  storePoliciesPage,
  type BrandCopy,
  type ClubFacts,
  type SocialOptin,
} from './common';
import { cta, faq, feed, hero, imageGrid, page, richText, steps, type PageSource, type SourceBlock } from './helpers';

type Four<T> = [T, T, T, T];
type Six<T> = [T, T, T, T, T, T];

/** A heading and a supporting sentence (hero blocks). */
export type HeadingCopy = [heading: string, subheading: string];
/** A call-to-action block: heading, body and its button. */
export type CtaCopy = [heading: string, body: string, label: string, href: string];
/** A question and its answer (Markdown subset, see helpers.ts). */
export type FaqItem = [question: string, answer: string];
/** A step's title and body. */
export type StepItem = [title: string, body: string];

export interface HomeCopy {
  title: string;
  description: string;
  hero: HeadingCopy;
  heroAlt: string;
  heroButton: { label: string; href: string };
  /** The grid of the four product tiles (see ArtSpec.products): heading, then caption and link per tile. */
  tilesHeading: string;
  tiles: Four<[caption: string, href: string]>;
  intro: { heading: string; body: string };
  steps: { heading: string; items: StepItem[] };
  cta: CtaCopy;
}

/** about-us: the title and hero heading are 'About <store name>'. */
export interface AboutCopy {
  description: string;
  subheading: string;
  heroAlt: string;
  body: string;
  cta: CtaCopy;
}

export interface CareCopy {
  title: string;
  description: string;
  hero: HeadingCopy;
  steps: { heading: string; items: StepItem[] };
  /** The 'Care questions' FAQ. */
  faq: FaqItem[];
  /** The closing 'Contact us' call to action: heading and body. */
  contact: [heading: string, body: string];
}

/** learn-more: the title is 'Learn More About <store name>'; the hero shows product tile 1. */
export interface LearnMoreCopy {
  description: string;
  hero: HeadingCopy;
  details: StepItem[];
  body: string;
  cta: CtaCopy;
}

/** shop_our_feed: the brand's bio and six posts, one per feed illustration (ArtSpec.feed). */
export interface FeedCopy {
  description: string;
  bio: string;
  posts: Six<[caption: string, handle: string, href: string]>;
}

export interface PoliciesCopy {
  /** The '<store name> products' FAQ section. */
  faq: FaqItem[];
  /** The brand's return conditions, inserted into the returns answer. */
  returnsRule: string;
  /** First answer of the club section ('What is <club>?'), before its 'Learn more' link. */
  clubIntro: string;
}

export interface BrandPagesCopy {
  home: HomeCopy;
  about: AboutCopy;
  care: CareCopy;
  learnMore: LearnMoreCopy;
  feed: FeedCopy;
  policies: PoliciesCopy;
  club: ClubFacts;
  /** Paid clubs: the rejoin invitation page's slug and its offer. */
  rejoin?: RejoinInvitation;
  springSale: { headline: string; body: string };
  /** Landings for social media specials, in the order they are published. */
  socialOptins: SocialOptin[];
}

function homePage(c: BrandCopy, h: HomeCopy): PageSource {
  return page('homepage', h.title, h.description, [
    hero(...h.hero, heroImage(c, h.heroAlt), h.heroButton),
    imageGrid(
      h.tilesHeading,
      h.tiles.map(([caption, href], i) => ({ ...productImage(c, (i + 1) as 1 | 2 | 3 | 4), caption, href })),
    ),
    richText(h.intro.body, h.intro.heading),
    steps(h.steps.heading, h.steps.items),
    cta(...h.cta),
  ]);
}

function aboutPage(c: BrandCopy, a: AboutCopy): PageSource {
  const title = `About ${c.brand.storeName}`;
  return page('about-us', title, a.description, [hero(title, a.subheading, heroImage(c, a.heroAlt)), richText(a.body), cta(...a.cta)]);
}

function carePage(cp: CareCopy): PageSource {
  return page('care', cp.title, cp.description, [
    hero(...cp.hero),
    steps(cp.steps.heading, cp.steps.items),
    faq('Care questions', cp.faq),
    cta(...cp.contact, 'Contact us', '/contact-us'),
  ]);
}

function learnMorePage(c: BrandCopy, l: LearnMoreCopy): PageSource {
  return page('learn-more', `Learn More About ${c.brand.storeName}`, l.description, [
    hero(...l.hero, productImage(c, 1)),
    steps(undefined, l.details),
    richText(l.body),
    cta(...l.cta),
  ]);
}

function feedPage(c: BrandCopy, f: FeedCopy): PageSource {
  const name = c.brand.storeName;
  const posts = f.posts.map(([caption, handle, href], i) => ({ image: feedImage(c, (i + 1) as 1 | 2 | 3 | 4 | 5 | 6), caption, handle, href }));
  const blocks: SourceBlock[] = [
    // No heading of its own: the page's title says it.
    feed(undefined, { name, handle: c.instagram, text: f.bio, image: avatarImage(c, `${name} profile picture`) }, posts),
    cta('Want to be featured?', `Tag ${c.instagram} or send us your photo.`, 'Send us your look', '/send'),
  ];
  return page('shop_our_feed', 'Shop Our Feed', f.description, blocks);
}

/**
 * The store-policies FAQ at the brand's policies slug. A brand whose policies live elsewhere
 * (ckb-store-policies) also serves the same FAQ at the generic store-policies path, kept out of
 * search because the footer links to the brand's own path.
 */
function policiesPages(c: BrandCopy, p: PoliciesCopy): PageSource[] {
  const at = (slug: string, extra: Partial<PageSource> = {}) =>
    storePoliciesPage(c, slug, p.faq, p.returnsRule, policiesClubFaq(c, p.clubIntro), extra);
  return c.policiesSlug === 'store-policies' ? [at('store-policies')] : [at(c.policiesSlug), at('store-policies', { noindex: true })];
}

/** Every page of one brand, in dataset order. */
export function brandPages(c: BrandCopy, s: BrandPagesCopy): PageSource[] {
  return [
    homePage(c, s.home),
    aboutPage(c, s.about),
    carePage(s.care),
    learnMorePage(c, s.learnMore),
    feedPage(c, s.feed),
    ...policiesPages(c, s.policies),
    ...clubPages(c, s.club),
    ...(s.rejoin ? [rejoinInvitationPage(c, s.rejoin)] : []),
    ...sharedPages(c),
    springSaleLanding(c, s.springSale.headline, s.springSale.body),
    ...s.socialOptins.map((o) => socialOptinLanding(c, o)),
  ];
}
