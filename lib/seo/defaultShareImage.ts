import { shareImage, type ImageInput } from './shareImage';

interface SettingsImages {
  banner: { desktopImage: ImageInput } | null;
  scrollingImages?: { url: string }[];
}

/**
 * The image a page without its own is shared with: the home banner's desktop image, else the
 * first scrolling image (no size known), whichever can be shared (not an SVG we cannot render),
 * else none. Both come with the settings every page already loads, so no extra request; Seo turns
 * them into the PNG. Only the fields Seo reads are kept, and no undefined ones (page props are JSON).
 */
export function defaultShareImage(settings: SettingsImages): ImageInput | null {
  const candidates: (ImageInput | undefined)[] = [settings.banner?.desktopImage, settings.scrollingImages?.[0]];
  const source = candidates.find((image) => shareImage(image));
  if (!source) return null;
  const out: ImageInput = { url: source.url };
  if (source.width) out.width = source.width;
  if (source.height) out.height = source.height;
  if (source.alt) out.alt = source.alt;
  return out;
}
