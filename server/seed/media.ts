import { createHash } from 'node:crypto';
import { SVG_CONTENT_TYPE } from '../media/mediaPath';

/**
 * Collects the generated SVGs of one seeding run. Each image is stored once under a content id
 * (the first 20 hex digits of its SHA-256), so identical drawings are shared by every item that
 * uses them. The media table's id is that content id; the public URL is /media/<id>.svg.
 */
export class MediaLibrary {
  private readonly bodies = new Map<string, string>();

  /** Stores an SVG (once) and returns its URL. */
  add(svg: string): string {
    const id = createHash('sha256').update(svg).digest('hex').slice(0, 20);
    if (!this.bodies.has(id)) this.bodies.set(id, svg);
    return mediaUrl(id);
  }

  get size(): number {
    return this.bodies.size;
  }

  rows(): { id: string; content_type: string; body: string }[] {
    return [...this.bodies].map(([id, body]) => ({ id, content_type: SVG_CONTENT_TYPE, body }));
  }
}

export function mediaUrl(id: string): string {
  return `/media/${id}.svg`;
}
