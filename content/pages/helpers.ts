/**
 * Authoring helpers for the content sources: a tiny Markdown-like syntax for Portable Text and
 * builders for every block type. `_key`s are left out here; build.ts derives stable keys from the
 * document id and each value's position.
 */
import { createHash } from 'node:crypto';
import type {
  ContentBlock,
  ContentFormId,
  ContentImage,
  ContentLayout,
  ContentLink,
  FeedBio,
  LandingKind,
  PortableTextBlock,
  PortableTextLink,
  PortableTextSpan,
  PortableTextStyle,
} from '../../lib/content/types';
import type { Campaign } from '../../lib/content/campaign';

/** T without `_key` at any depth (keys are optional in sources). */
export type Keyless<T> = T extends (infer U)[]
  ? Keyless<U>[]
  : T extends object
    ? { [K in keyof T as K extends '_key' ? never : K]: Keyless<T[K]> } & { _key?: string }
    : T;

export type SourceBlock = Keyless<ContentBlock>;
export type SourcePortableText = Keyless<PortableTextBlock>[];

export interface PageSource {
  type: 'page' | 'landing';
  slug: string;
  title: string;
  description: string;
  noindex?: boolean;
  layout?: ContentLayout;
  kind?: LandingKind;
  /** Campaign landings: the days it runs and the code it gives (lib/content/campaign.ts). */
  campaign?: Campaign;
  /** ISO date of the last editorial change; defaults to the dataset's date. */
  updatedAt?: string;
  blocks: SourceBlock[];
}

// ---------------------------------------------------------------------------------------------
// Portable Text from a small Markdown subset:
//   blank line separates blocks; '## ' h2, '### ' h3, '> ' blockquote, '- ' bullet, '1. ' number;
//   inline **strong**, *em*, [label](href) (label may contain **strong** or *em*).

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function linkKey(href: string, index: number): string {
  return `lnk${createHash('sha1').update(`${index}:${href}`).digest('hex').slice(0, 8)}`;
}

function spans(text: string, markDefs: PortableTextLink[], outer: string[] = []): Keyless<PortableTextSpan>[] {
  const out: Keyless<PortableTextSpan>[] = [];
  let last = 0;
  const push = (t: string, marks: string[]) => {
    if (!t) return;
    const prev = out[out.length - 1];
    if (prev && prev.marks.join() === marks.join()) prev.text += t;
    else out.push({ _type: 'span', text: t, marks });
  };
  for (const m of text.matchAll(new RegExp(INLINE.source, 'g'))) {
    push(text.slice(last, m.index), outer);
    if (m[1] !== undefined) push(m[1], [...outer, 'strong']);
    else if (m[2] !== undefined) push(m[2], [...outer, 'em']);
    else {
      const key = linkKey(m[4], markDefs.length);
      markDefs.push({ _key: key, _type: 'link', href: m[4] });
      for (const s of spans(m[3], markDefs, [...outer, key])) push(s.text, s.marks);
    }
    last = (m.index ?? 0) + m[0].length;
  }
  push(text.slice(last), outer);
  return out;
}

function block(text: string, style: PortableTextStyle, listItem?: 'bullet' | 'number'): Keyless<PortableTextBlock> {
  const markDefs: PortableTextLink[] = [];
  const children = spans(text, markDefs);
  return {
    _type: 'block',
    style,
    children,
    markDefs,
    ...(listItem ? { listItem, level: 1 } : {}),
  };
}

/** Portable Text from the Markdown subset described above. */
export function pt(source: string): SourcePortableText {
  const out: SourcePortableText = [];
  const lines = source.replace(/^\n+|\s+$/g, '').split('\n');
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(block(para.join(' '), 'normal'));
    para = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    let m: RegExpMatchArray | null;
    if (!line) {
      flush();
      continue;
    }
    let made: Keyless<PortableTextBlock> | null = null;
    if ((m = line.match(/^### (.*)$/))) made = block(m[1], 'h3');
    else if ((m = line.match(/^## (.*)$/))) made = block(m[1], 'h2');
    else if ((m = line.match(/^> (.*)$/))) made = block(m[1], 'blockquote');
    else if ((m = line.match(/^- (.*)$/))) made = block(m[1], 'normal', 'bullet');
    else if ((m = line.match(/^\d+\. (.*)$/))) made = block(m[1], 'normal', 'number');
    if (made) {
      flush();
      out.push(made);
    } else {
      para.push(line);
    }
  }
  flush();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Block builders

export function hero(heading: string, subheading: string, image?: ContentImage, cta?: ContentLink): SourceBlock {
  return { _type: 'hero', heading, subheading, ...(image ? { image } : {}), ...(cta ? { cta } : {}) };
}

export function richText(body: string, heading?: string): SourceBlock {
  return { _type: 'richText', ...(heading ? { heading } : {}), body: pt(body) };
}

export function faq(heading: string | undefined, items: [question: string, answer: string][]): SourceBlock {
  return {
    _type: 'faq',
    ...(heading ? { heading } : {}),
    items: items.map(([question, answer]) => ({ question, answer: pt(answer) })),
  };
}

export interface GridSource extends ContentImage {
  caption?: string;
  href?: string;
}

export function imageGrid(heading: string | undefined, images: GridSource[]): SourceBlock {
  return { _type: 'imageGrid', ...(heading ? { heading } : {}), images };
}

/** `member`: the button a club member gets instead (ContentLink.member). */
export function cta(heading: string, body: string, label: string, href: string, member?: ContentLink['member']): SourceBlock {
  return { _type: 'cta', heading, body, button: { label, href, ...(member ? { member } : {}) } };
}

export function steps(heading: string | undefined, items: [title: string, body: string][]): SourceBlock {
  return { _type: 'steps', ...(heading ? { heading } : {}), items: items.map(([title, body]) => ({ title, body })) };
}

export function form(formId: ContentFormId, heading: string, intro?: string): SourceBlock {
  return { _type: 'form', formId, heading, ...(intro ? { intro } : {}) };
}

export function feed(heading: string | undefined, bio: FeedBio, posts: { image: ContentImage; caption: string; handle: string; href?: string }[]): SourceBlock {
  return { _type: 'feed', ...(heading ? { heading } : {}), bio, posts };
}

export function page(slug: string, title: string, description: string, blocks: SourceBlock[], extra: Partial<PageSource> = {}): PageSource {
  return { type: 'page', slug, title, description, blocks, ...extra };
}

export function landing(
  kind: LandingKind,
  slug: string,
  title: string,
  description: string,
  blocks: SourceBlock[],
  extra: Partial<PageSource> = {},
): PageSource {
  return { type: 'landing', kind, slug, title, description, noindex: true, layout: 'slim', blocks, ...extra };
}
