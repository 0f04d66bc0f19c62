/** Page titles and descriptions. */

/** 'Leggings | Pure Form'; the store name alone when the page has no own title. */
export function pageTitle(title: string | null | undefined, storeName: string): string {
  const t = (title ?? '').trim();
  return t && t !== storeName ? `${t} | ${storeName}` : storeName;
}

/** A meta description: whitespace collapsed, at most `max` characters, cut at a word boundary. */
export function metaDescription(text: string | null | undefined, max = 160): string {
  const t = String(text ?? '').replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
