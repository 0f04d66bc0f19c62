import { getDb } from '../db';

export interface StoredMedia {
  contentType: string;
  body: string;
}

const cache = new Map<string, StoredMedia>();

/** A generated image by id ('abc123' or 'abc123.svg'), cached in-process: media rows never change. */
export async function readMedia(rawId: string): Promise<StoredMedia | null> {
  const id = rawId.replace(/\.svg$/, '');
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) return null;
  // The seed may store ids with or without the extension.
  const hit = cache.get(id);
  if (hit) return hit;
  const db = await getDb();
  const row = await db.selectFrom('media').select(['content_type', 'body']).where('id', 'in', [id, `${id}.svg`]).executeTakeFirst();
  if (!row) return null;
  const value = { contentType: row.content_type, body: row.body };
  if (cache.size < 5000) cache.set(id, value);
  return value;
}
