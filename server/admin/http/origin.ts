/**
 * Same-origin check of every POST to the back office: the browser's Origin header must name the
 * host the request was sent to. A POST without an Origin (no browser sends one without) is refused.
 */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host || origin === 'null') return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
