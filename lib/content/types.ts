/**
 * Types of the content (CMS) documents and their blocks.
 *
 * The same shapes are stored in `content/dataset.ndjson` (Sanity's NDJSON export format) and
 * returned by the GROQ projections in `lib/content/queries.ts`. Pure types: safe to import from
 * client components.
 */
import type { Campaign } from './campaign';

/** Portable Text link annotation (`markDefs` entry). */
export interface PortableTextLink {
  _key: string;
  _type: 'link';
  href: string;
}

export interface PortableTextSpan {
  _key: string;
  _type: 'span';
  text: string;
  /** 'strong', 'em', or the `_key` of a markDefs entry. */
  marks: string[];
}

export type PortableTextStyle = 'normal' | 'h2' | 'h3' | 'blockquote';

export interface PortableTextBlock {
  _key: string;
  _type: 'block';
  style: PortableTextStyle;
  children: PortableTextSpan[];
  markDefs: PortableTextLink[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

/** A Portable Text body: an array of `block` objects. */
export type PortableTextBody = PortableTextBlock[];

export interface ContentImage {
  /** Root-relative URL of a shipped asset, e.g. '/content/pf/hero.svg'. */
  url: string;
  /** Alternative text; empty string only for purely decorative images. */
  alt: string;
  width: number;
  height: number;
}

export interface ContentLink {
  label: string;
  /** Root-relative in-app path ('/vip') or absolute URL. */
  href: string;
  /**
   * The link a club member (GET cart clubMember) gets instead, e.g. 'Join for free' becomes the
   * member's account. Swapped in the browser once the cart loads: content pages are publicly cached.
   */
  member?: { label: string; href: string };
}

interface BlockBase {
  _key: string;
}

export interface HeroBlock extends BlockBase {
  _type: 'hero';
  heading: string;
  subheading?: string;
  image?: ContentImage;
  cta?: ContentLink;
}

export interface RichTextBlock extends BlockBase {
  _type: 'richText';
  heading?: string;
  body: PortableTextBody;
}

export interface FaqItem {
  _key: string;
  question: string;
  answer: PortableTextBody;
}

export interface FaqBlock extends BlockBase {
  _type: 'faq';
  heading?: string;
  items: FaqItem[];
}

export interface GridImage extends ContentImage {
  _key: string;
  caption?: string;
  href?: string;
}

export interface ImageGridBlock extends BlockBase {
  _type: 'imageGrid';
  heading?: string;
  images: GridImage[];
}

export interface CtaBlock extends BlockBase {
  _type: 'cta';
  heading: string;
  body?: string;
  button: ContentLink;
}

export interface StepItem {
  _key: string;
  title: string;
  body: string;
}

export interface StepsBlock extends BlockBase {
  _type: 'steps';
  heading?: string;
  items: StepItem[];
}

export type ContentFormId = 'contact' | 'feedback';

/** POST form-submission: the stored message's id. */
export interface FormSubmitted {
  id: number;
}

export interface FormBlock extends BlockBase {
  _type: 'form';
  formId: ContentFormId;
  heading: string;
  intro?: string;
}

export interface FeedBio {
  name: string;
  handle: string;
  text: string;
  image?: ContentImage;
}

export interface FeedPost {
  _key: string;
  image: ContentImage;
  caption: string;
  handle: string;
  /** Where 'Shop the look' leads. */
  href?: string;
}

export interface FeedBlock extends BlockBase {
  _type: 'feed';
  heading?: string;
  bio: FeedBio;
  posts: FeedPost[];
}

export type ContentBlock =
  | HeroBlock
  | RichTextBlock
  | FaqBlock
  | ImageGridBlock
  | CtaBlock
  | StepsBlock
  | FormBlock
  | FeedBlock;

export type ContentBlockType = ContentBlock['_type'];

export const CONTENT_BLOCK_TYPES: readonly ContentBlockType[] = [
  'hero',
  'richText',
  'faq',
  'imageGrid',
  'cta',
  'steps',
  'form',
  'feed',
];

export type ContentDocumentType = 'page' | 'landing';
export type ContentLayout = 'default' | 'slim';
/** Which route serves a landing document: /landing/:id or /social_media_specials/:id. */
export type LandingKind = 'landing' | 'social_media_special';

/** A page or landing document as stored in the dataset. */
export interface ContentDocument {
  _id: string;
  _type: ContentDocumentType;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  brand: string;
  slug: { _type: 'slug'; current: string };
  title: string;
  description: string;
  noindex: boolean;
  layout: ContentLayout;
  /** Only on landing documents. */
  kind?: LandingKind;
  /** Only on campaign landings: the days it runs and the code it gives (lib/content/campaign.ts). */
  campaign?: Campaign;
  blocks: ContentBlock[];
}

/** A page as returned by the page/landing queries (slug flattened, defaults applied). */
export interface ContentPage {
  _id: string;
  _type: ContentDocumentType;
  _updatedAt: string;
  brand: string;
  slug: string;
  title: string;
  description: string;
  noindex: boolean;
  layout: ContentLayout;
  kind: LandingKind | null;
  /** A campaign landing's dates and code; null (or absent) on other documents. */
  campaign?: Campaign | null;
  blocks: ContentBlock[];
}

/** An entry of the sitemap listing. */
export interface IndexablePage {
  slug: string;
  updatedAt: string;
}
