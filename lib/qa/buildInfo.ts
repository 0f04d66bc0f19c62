import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The id of the running build (Next's BUILD_ID file in the dist directory, as next.config.ts names
 * it), read once; 'development' under `next dev`, which has none. Server only. The same id is in
 * every page's __NEXT_DATA__, so showing it gives nothing away.
 */
export function buildId(): string {
  if (cached === undefined) {
    try {
      cached = fs.readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim() || 'development';
    } catch {
      cached = 'development';
    }
  }
  return cached;
}
