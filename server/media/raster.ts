import { LRUCache } from 'lru-cache';
import { SHARE_IMAGE_WIDTH } from '../../lib/seo/shareImage';
import { SVG_CONTENT_TYPE } from './mediaPath';
import { readMedia } from './store';
import { RendererUnavailable, svgToPng } from './svgToPng';

/** PNG renderings kept in memory, by total size (a banner is about 100 KB). */
const MAX_CACHE_BYTES = 50 * 1024 * 1024;

/** Ids whose SVG the renderer rejected: logged once, not drawn again. Media rows never change. */
const failed = new Set<string>();

const cache = new LRUCache<string, Uint8Array>({
  maxSize: MAX_CACHE_BYTES,
  sizeCalculation: (png) => png.byteLength,
  // Concurrent requests for one id share one render; an undefined answer is not cached.
  fetchMethod: async (id) => {
    if (failed.has(id)) return undefined;
    const media = await readMedia(id);
    if (!media || media.contentType !== SVG_CONTENT_TYPE) return undefined;
    try {
      return await svgToPng(media.body, SHARE_IMAGE_WIDTH);
    } catch (e) {
      if (e instanceof RendererUnavailable) return undefined;
      failed.add(id);
      console.error(`media: drawing ${id} as PNG failed, it answers 404: ${String(e)}`);
      return undefined;
    }
  },
});

/** The stored SVG media `id` as a PNG SHARE_IMAGE_WIDTH pixels wide, or null (unknown id, or it cannot be drawn). */
export async function readMediaPng(id: string): Promise<Uint8Array | null> {
  return (await cache.fetch(id)) ?? null;
}
