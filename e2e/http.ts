import http from 'node:http';

export interface Fetched {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * A curl-like GET that does not follow redirects. Node cannot resolve '*.localhost' names (browsers
 * map them to loopback), so those go to 127.0.0.1 with the brand's Host header; any other base URL
 * is fetched as is.
 */
export async function curl(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const url = new URL(path, baseURL);
  if (!url.hostname.endsWith('.localhost')) {
    const res = await fetch(url, { redirect: 'manual', headers });
    return { status: res.status, headers: Object.fromEntries(res.headers), text: await res.text() };
  }
  return new Promise((resolve, reject) => {
    const req = http.get(
      { hostname: '127.0.0.1', port: url.port || 80, path: url.pathname + url.search, headers: { ...headers, Host: url.host } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, text }));
      },
    );
    req.on('error', reject);
  });
}

/**
 * The URL and headers that reach a path of a brand through Playwright's request fixture: as with
 * curl, a '*.localhost' base URL goes to 127.0.0.1 with the brand's Host header.
 */
export function requestTarget(baseURL: string, path: string): { url: string; headers: Record<string, string> } {
  const url = new URL(path, baseURL);
  if (!url.hostname.endsWith('.localhost')) return { url: url.href, headers: {} };
  const host = url.host;
  url.hostname = '127.0.0.1';
  return { url: url.href, headers: { Host: host } };
}
