// No imports: the browser bundle uses this too (lib/monitoring/browserConfig.ts).

/** The origin of an absolute http(s) URL (an API base, a DSN), or null for a relative one such as '/api.php/'. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
