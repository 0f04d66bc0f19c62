import type { CatalogImage, ImageKey } from './types';

/** Generated catalog art (/media/<id>.svg), which the media route can draw in any catalog colour. */
const ART_URL = /^\/media\/[A-Za-z0-9_-]{1,80}(?:\.svg)?$/;

/** The URL of an image in another colour of its item, or null when the image is a photo that cannot be redrawn. */
export function colorImageUrl(url: string, color: string): string | null {
  return ART_URL.test(url) ? `${url}?color=${encodeURIComponent(color)}` : null;
}

/**
 * An item's image in one of its colours: as it is for the base colour (the one it is drawn in),
 * redrawn for another; a photo that cannot be redrawn stays as it is.
 */
export function imageInColor(url: string, color: string | null | undefined, baseColor: string | undefined): string {
  if (!color || color === baseColor) return url;
  return colorImageUrl(url, color) ?? url;
}

/** Alt text of an image redrawn in `color`: the base colour's name replaced, or the colour added. */
export function colorImageAlt(alt: string, baseColor: string, color: string): string {
  const named = ` in ${baseColor},`;
  return baseColor && alt.includes(named) ? alt.replace(named, ` in ${color},`) : `${alt} (${color})`;
}

/**
 * Each colour's main images (same keys as the base images), keyed by colour name. The first colour
 * is the one the base images show; a colour whose images cannot be redrawn is left out.
 */
export function colorImageSets(
  images: Partial<Record<ImageKey, CatalogImage>>,
  colors: readonly string[],
): Record<string, Partial<Record<ImageKey, CatalogImage>>> {
  const out: Record<string, Partial<Record<ImageKey, CatalogImage>>> = {};
  const base = colors[0];
  if (base === undefined) return out;
  out[base] = images;
  for (const color of colors.slice(1)) {
    const set: Partial<Record<ImageKey, CatalogImage>> = {};
    let complete = true;
    for (const [key, img] of Object.entries(images) as [ImageKey, CatalogImage][]) {
      const url = colorImageUrl(img.url, color);
      if (!url) complete = false;
      else set[key] = { ...img, url, alt: colorImageAlt(img.alt, base, color) };
    }
    if (complete && Object.keys(set).length > 0) out[color] = set;
  }
  return out;
}

/**
 * What the item page needs to show another colour: per colour (the base colour left out) the URLs
 * of its images in the gallery's order. Alt text is derived in the browser (colorImageAlt).
 */
export function colorPhotoUrls(
  colorImages: Record<string, Partial<Record<ImageKey, CatalogImage>>>,
  imageKeys: readonly ImageKey[],
  baseColor: string | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [color, set] of Object.entries(colorImages)) {
    if (color === baseColor) continue;
    const urls = imageKeys.map((k) => set[k]?.url).filter((u): u is string => Boolean(u));
    if (urls.length) out[color] = urls;
  }
  return out;
}
