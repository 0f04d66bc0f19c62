/**
 * Turns the TypeScript content sources (content/pages/*.ts) into Sanity NDJSON documents and the
 * brand illustrations into SVG files, and checks both. Used by build-dataset.ts (writes the files)
 * and by the tests (checks the committed files are current).
 */
import { createHash } from 'node:crypto';
import type { ContentDocument, ContentImage } from '../lib/content/types';
import { CONTENT_BLOCK_TYPES } from '../lib/content/types';
import { LINKABLE_PATHS } from '../lib/routing/manifest';
import { BRAND_CONTENT, type BrandContent } from './pages';
import type { PageSource } from './pages/helpers';
import { artTextProblems, unknownColourNames, type ArtFacts, type ColourNames } from './artText';
import { detailsOf } from '../server/media/svg/details';
import { HERO_BACKGROUNDS, HERO_GARMENTS, avatarSvg, drawableDetails, feedColours, feedSvg, heroSvg, markSvg, productColours, productSvg, type Drawn, type Palette, type ShapeName } from './svg';

/** _createdAt of every document and _updatedAt unless a page sets its own. */
export const DATASET_DATE = '2025-03-01T09:00:00Z';
export const DATASET_FILE = 'content/dataset.ndjson';
export const SVG_MAX_BYTES = 2048;
/** The hero is a drawn scene shown on the club, rejoin and home pages: larger, still small. */
export const HERO_MAX_BYTES = 15_000;
export const DESCRIPTION_MAX = 160;

const COMMON_SLUGS = [
  'homepage',
  'store-policies',
  'terms',
  'about-us',
  'vipterms',
  'vip',
  'more-about-vip',
  'club',
  'learn-more',
  'dnsmpi',
  'care',
  'shop_our_feed',
  'send',
  'ig',
  'insta',
  'form',
  'contact-us',
  'customer-feedback',
  'travis-test',
  'svg-gallery',
  'spring-sale',
  'vip-welcome',
];

/** Slugs each brand must have (spec section 2 routes served from the CMS). */
export const REQUIRED_SLUGS: Record<string, string[]> = {
  pf: [...COMMON_SLUGS, 'pfviprejoininvitation', 'pf-vip-optin-csr', 'pf-vip-optin-main'],
  ckb: [...COMMON_SLUGS, 'ckb-store-policies', 'ckb-rejoinvipinvitation', 'ckb-vip-optin'],
  uncommonpair: [...COMMON_SLUGS, 'uncommonpair-club-optin'],
  hb: [...COMMON_SLUGS, 'hb-club-optin'],
};

/** In-app paths content may link to (spec section 2; `linkable` in the route manifest), besides brand categories. */
const KNOWN_PATHS = new Set<string>(LINKABLE_PATHS);

export function documentId(type: string, brand: string, slug: string): string {
  // No dots: Sanity treats ids containing '.' as private (readable only with a token).
  return `${type}-${brand}-${slug}`.replace(/[^a-zA-Z0-9_-]/g, '-');
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** Gives every object inside an array a stable `_key` derived from the document id and its path. */
function withKeys(value: unknown, docId: string, path: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      const itemPath = `${path}[${i}]`;
      const keyed = withKeys(item, docId, itemPath);
      if (keyed && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)) {
        return { _key: hash(`${docId}:${itemPath}`).slice(0, 12), ...keyed };
      }
      return keyed;
    });
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withKeys(v, docId, `${path}.${k}`);
    return out;
  }
  return value;
}

function revision(doc: object): string {
  return createHash('sha256').update(JSON.stringify(doc)).digest('base64url').replace(/[^a-zA-Z0-9]/g, '').slice(0, 22);
}

export function toDocument(brand: string, source: PageSource): ContentDocument {
  const _id = documentId(source.type, brand, source.slug);
  const body = {
    brand,
    slug: { _type: 'slug' as const, current: source.slug },
    title: source.title,
    description: source.description,
    noindex: source.noindex ?? false,
    layout: source.layout ?? 'default',
    ...(source.type === 'landing' ? { kind: source.kind ?? 'landing' } : {}),
    ...(source.campaign ? { campaign: source.campaign } : {}),
    blocks: withKeys(source.blocks, _id, 'blocks') as ContentDocument['blocks'],
  };
  return {
    _id,
    _type: source.type,
    _createdAt: DATASET_DATE,
    _updatedAt: source.updatedAt ?? DATASET_DATE,
    _rev: revision({ _id, ...body }),
    ...body,
  };
}

export function buildDocuments(content: readonly BrandContent[] = BRAND_CONTENT): ContentDocument[] {
  return content.flatMap(({ copy, pages }) => pages.map((p) => toDocument(copy.brand.id, p)));
}

export function toNdjson(docs: readonly ContentDocument[]): string {
  return docs.map((d) => JSON.stringify(d)).join('\n') + '\n';
}

export interface Asset {
  /** Path relative to the repository root. */
  file: string;
  /** URL the content references. */
  url: string;
  content: string;
  /** What the illustration shows, for checking the words shown with it. */
  facts: ArtFacts;
  /** A title that must describe the drawing in full (product tiles and feed posts). */
  descriptiveTitle?: string;
  /** The file stays under this many bytes. */
  maxBytes: number;
}

function garmentFacts(names: ColourNames, shape: ShapeName, drawn: Drawn, title: string): ArtFacts {
  return { garments: [shape], garmentColours: [names[drawn.garment]], otherColours: [names[drawn.background]], details: drawableDetails(detailsOf(title)) };
}

export function buildAssets(content: readonly BrandContent[] = BRAND_CONTENT): Asset[] {
  const assets: Asset[] = [];
  for (const { copy } of content) {
    const id = copy.brand.id;
    const t = copy.brand.theme;
    const p: Palette = { primary: t.primary, primaryDark: t.primaryDark, accent: t.accent, background: t.background, text: t.text };
    const name = copy.brand.storeName;
    const names = copy.art.colours;
    const add = (file: string, svg: string, facts: ArtFacts, descriptiveTitle?: string) =>
      assets.push({
        file: `public/content/${id}/${file}.svg`, url: `/content/${id}/${file}.svg`, content: svg, facts,
        maxBytes: file === 'hero' ? HERO_MAX_BYTES : SVG_MAX_BYTES, ...(descriptiveTitle ? { descriptiveTitle } : {}),
      });
    const emblem = (colours: (keyof ColourNames)[]): ArtFacts => ({ garments: [], garmentColours: [], otherColours: colours.map((k) => names[k]) });
    add('hero', heroSvg(p, copy.art.hero, `${name} illustration`), {
      garments: copy.art.hero,
      garmentColours: HERO_GARMENTS.map((k) => names[k]),
      otherColours: HERO_BACKGROUNDS.map((k) => names[k]),
    });
    add('mark', markSvg(p, copy.art.initials, `${name} monogram`), emblem(['primaryDark', 'accent', 'white']));
    add('avatar', avatarSvg(p, `${name} profile picture`), emblem(['accent', 'primaryDark', 'primary']));
    // A title that names a pattern (a 'ribbed tank') gets it drawn; one the silhouettes cannot draw fails the title check.
    copy.art.products.forEach(([shape, title], i) =>
      add(`product-${i + 1}`, productSvg(p, shape, title, i, detailsOf(title)), garmentFacts(names, shape, productColours(i), title), title),
    );
    copy.art.feed.forEach(([shape, title], i) =>
      add(`feed-${i + 1}`, feedSvg(p, shape, title, i, detailsOf(title)), garmentFacts(names, shape, feedColours(i), title), title),
    );
  }
  return assets;
}

// ---------------------------------------------------------------------------------------------
// Checks

function collectLinks(value: unknown, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v) => collectLinks(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') out.push(v);
      else collectLinks(v, out);
    }
  }
}

function collectImages(value: unknown, out: ContentImage[]): void {
  if (Array.isArray(value)) value.forEach((v) => collectImages(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.url === 'string' && typeof o.width === 'number') out.push(o as unknown as ContentImage);
    for (const v of Object.values(o)) collectImages(v, out);
  }
}

const isImage = (v: unknown): v is ContentImage =>
  Boolean(v) && typeof (v as ContentImage).url === 'string' && typeof (v as ContentImage).width === 'number';

/** Every text shown with an image: its alt text, a grid item's caption, a feed post's caption. */
function textsWithImages(value: unknown, out: { url: string; text: string }[]): void {
  if (Array.isArray(value)) value.forEach((v) => textsWithImages(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const image = isImage(o) ? o : isImage(o.image) ? o.image : null;
    if (isImage(o)) out.push({ url: o.url, text: o.alt });
    if (image && typeof o.caption === 'string') out.push({ url: image.url, text: o.caption });
    for (const v of Object.values(o)) textsWithImages(v, out);
  }
}

function missingKeys(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (item && typeof item === 'object' && !('_key' in item)) out.push(`${path}[${i}]`);
      missingKeys(item, `${path}[${i}]`, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) missingKeys(v, `${path}.${k}`, out);
  }
}

/** Problems with the documents and assets; empty when everything is publishable. */
export function validate(docs: readonly ContentDocument[], assets: readonly Asset[], content: readonly BrandContent[] = BRAND_CONTENT): string[] {
  const errors: string[] = [];
  const assetUrls = new Set(assets.map((a) => a.url));
  const blockTypes = new Set<string>(CONTENT_BLOCK_TYPES);
  const ids = new Set<string>();
  const slugsByBrand = new Map<string, Set<string>>();

  const assetsByUrl = new Map(assets.map((a) => [a.url, a]));
  for (const a of assets) {
    const bytes = Buffer.byteLength(a.content);
    if (bytes >= a.maxBytes) errors.push(`${a.file}: ${bytes} bytes (limit ${a.maxBytes})`);
    if (a.descriptiveTitle !== undefined) {
      for (const p of artTextProblems(a.descriptiveTitle, a.facts, true)) errors.push(`${a.file}: title '${a.descriptiveTitle}' ${p}`);
    }
  }
  for (const { copy } of content) {
    for (const n of unknownColourNames(copy.art.colours)) errors.push(`${copy.brand.id}: color name '${n}' is not in COLOUR_WORDS (content/artText.ts)`);
  }

  for (const doc of docs) {
    const where = doc._id;
    if (ids.has(doc._id)) errors.push(`${where}: duplicate _id`);
    ids.add(doc._id);
    const slugs = slugsByBrand.get(doc.brand) ?? new Set<string>();
    if (slugs.has(doc.slug.current)) errors.push(`${where}: slug '${doc.slug.current}' used twice for ${doc.brand}`);
    slugs.add(doc.slug.current);
    slugsByBrand.set(doc.brand, slugs);

    if (!doc.title.trim()) errors.push(`${where}: empty title`);
    if (!doc.description.trim()) errors.push(`${where}: empty description`);
    if (doc.description.length > DESCRIPTION_MAX) errors.push(`${where}: description longer than ${DESCRIPTION_MAX} characters`);
    if (doc._type === 'landing' && (!doc.noindex || doc.layout !== 'slim')) errors.push(`${where}: landings must be noindex and slim`);
    if (doc.blocks.length === 0) errors.push(`${where}: no blocks`);
    if (/lorem|ipsum/i.test(JSON.stringify(doc))) errors.push(`${where}: placeholder text`);

    const keyless: string[] = [];
    missingKeys(doc.blocks, 'blocks', keyless);
    for (const k of keyless) errors.push(`${where}: ${k} has no _key`);

    doc.blocks.forEach((b, i) => {
      if (!blockTypes.has(b._type)) errors.push(`${where}: blocks[${i}] unknown _type '${b._type}'`);
      if (b._type === 'richText' && b.heading && b.body.some((blk) => blk.style === 'h2')) {
        errors.push(`${where}: blocks[${i}] has a heading, so its body may use h3 but not h2`);
      }
      if (b._type === 'hero' && i > 0) errors.push(`${where}: hero must be the first block`);
    });

    const images: ContentImage[] = [];
    collectImages(doc.blocks, images);
    for (const img of images) {
      if (!assetUrls.has(img.url)) errors.push(`${where}: image ${img.url} is not a shipped asset`);
      if (!img.url.startsWith(`/content/${doc.brand}/`)) errors.push(`${where}: image ${img.url} belongs to another brand`);
      if (!img.alt.trim()) errors.push(`${where}: image ${img.url} has no alt text`);
    }

    const shown: { url: string; text: string }[] = [];
    textsWithImages(doc.blocks, shown);
    for (const { url, text } of shown) {
      const art = assetsByUrl.get(url);
      if (art) for (const p of artTextProblems(text, art.facts)) errors.push(`${where}: '${text}' shown with ${url} ${p}`);
    }

    const brandContent = content.find((b) => b.copy.brand.id === doc.brand);
    const categories = new Set(brandContent?.copy.shop.categories.map((c) => `/category/${c.slug}`) ?? []);
    const groups = new Set(brandContent?.copy.shop.categoryGroups.map((g) => `/category-group/${g.slug}`) ?? []);
    const links: string[] = [];
    collectLinks(doc.blocks, links);
    for (const href of links) {
      if (/^(https:\/\/|mailto:)/.test(href)) continue;
      if (!href.startsWith('/')) errors.push(`${where}: link '${href}' is neither root-relative nor https/mailto`);
      else {
        // A link may carry the page's campaign code (?coupon=), never another code (one code per order).
        const [route, query = ''] = href.split('#')[0].split('?');
        if (!KNOWN_PATHS.has(route) && !categories.has(route) && !groups.has(route)) errors.push(`${where}: link '${href}' is not a known route`);
        const coupon = new URLSearchParams(query).get('coupon');
        if (coupon !== null && coupon !== doc.campaign?.code) errors.push(`${where}: link '${href}' applies a code that is not the page's campaign code`);
      }
    }
  }

  // Search results show a page's title and description, so no two indexable pages of a brand share either
  // (e2e/seo-uniqueness.spec.ts checks the served pages, app routes included).
  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const doc of docs.filter((d) => !d.noindex)) {
      const key = `${doc.brand}\n${doc[field].trim().toLowerCase()}`;
      const other = first.get(key);
      if (other) errors.push(`${doc._id}: same ${field} as ${other}`);
      else first.set(key, doc._id);
    }
  }

  for (const [brand, required] of Object.entries(REQUIRED_SLUGS)) {
    const have = slugsByBrand.get(brand) ?? new Set<string>();
    for (const slug of required) if (!have.has(slug)) errors.push(`${brand}: missing page '${slug}'`);
  }
  return errors;
}
