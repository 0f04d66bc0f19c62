/**
 * Share images (og:image, JSON-LD Product image) as the sites that read them accept them: Facebook,
 * X, LinkedIn, Slack, iMessage and Google Merchant take no SVG, so our generated /media/<id>.svg
 * art is shared as its PNG rendering, /media/<id>.png (server/media/raster.ts).
 */

/** The one width the server renders /media/<id>.png at (the height follows the SVG's aspect). */
export const SHARE_IMAGE_WIDTH = 1200;

export interface ImageInput {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface ShareImage extends ImageInput {
  /** Set when the type is known (our PNG renderings); og:image:type. */
  type?: 'image/png';
}

const SVG_MEDIA = /^\/media\/([A-Za-z0-9_-]{1,80})\.svg$/;
const SVG = /\.svg(?:[?#]|$)/i;

/** '/media/<id>.svg' → '/media/<id>.png'; null for any other URL (CMS images, absolute URLs, static files). */
export function pngMediaUrl(url: string): string | null {
  const m = SVG_MEDIA.exec(url);
  return m ? `/media/${m[1]}.png` : null;
}

/** A URL as shared: our SVG media as their PNG, anything else unchanged. */
export function shareImageUrl(url: string): string {
  return pngMediaUrl(url) ?? url;
}

/** The height of an image scaled to `toWidth`, rounded as the renderer rounds; null without a usable size. */
export function scaledHeight(width: number | undefined, height: number | undefined, toWidth: number): number | null {
  if (!width || !height || width <= 0 || height <= 0) return null;
  return Math.round((height * toWidth) / width);
}

/**
 * The image to share for a page image: our SVG media become the 1200 px PNG with its scaled
 * height; any other SVG (static or CMS art we cannot render) is none, so the caller falls back to
 * a shareable image; anything else (raster CMS images) is shared as given.
 */
export function shareImage(image: ImageInput | null | undefined): ShareImage | null {
  if (!image?.url) return null;
  const png = pngMediaUrl(image.url);
  if (!png) return SVG.test(image.url) ? null : image;
  const out: ShareImage = { url: png, type: 'image/png', width: SHARE_IMAGE_WIDTH };
  const height = scaledHeight(image.width, image.height, SHARE_IMAGE_WIDTH);
  if (height) out.height = height;
  if (image.alt) out.alt = image.alt;
  return out;
}
