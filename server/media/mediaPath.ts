export type MediaFormat = 'svg' | 'png';

export const SVG_CONTENT_TYPE = 'image/svg+xml';

export interface MediaRequest {
  id: string;
  format: MediaFormat;
}

const MEDIA_PATH = /^([A-Za-z0-9_-]{1,80})(?:\.(svg|png))?$/;

/**
 * What a /media/<id>[.svg|.png] request asks for, or null for anything else. A bare id is the SVG,
 * as it always was. The PNG has one fixed size: nothing in the URL can choose another.
 */
export function parseMediaPath(raw: string): MediaRequest | null {
  const m = MEDIA_PATH.exec(raw);
  if (!m) return null;
  return { id: m[1], format: m[2] === 'png' ? 'png' : 'svg' };
}
