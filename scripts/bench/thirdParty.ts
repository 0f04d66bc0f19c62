/**
 * Local stand-ins for the analytics destinations' hosts, so `npm run size` and `npm run lighthouse`
 * can measure pages with every key configured without the internet: one HTTPS server (a self-signed
 * certificate made with openssl once, in .data/) that Chromium reaches through --host-resolver-rules.
 * It answers what the pages ask of those hosts with the smallest valid answer: the pixel's script
 * (a stand-in that keeps fbq's queue), empty tag-manager and gtag scripts, 204 for collect beacons
 * and `{"status":1}` for product-analytics batches.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/** Every host a page with all keys may ask (lib/analytics/config.ts origins). */
export const THIRD_PARTY_HOSTS = [
  'connect.facebook.net',
  'www.facebook.com',
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'region1.google-analytics.com',
  'api-js.mixpanel.com',
];

/**
 * The same keys for every brand (as e2e/servers.ts ANALYTICS_ENV), and the shop API's server-to-server
 * forward of collected events (issue 35) sent to the stand-ins' plain HTTP endpoint (StandIns.ingestUrl),
 * never to Mixpanel.
 */
export function allKeysEnv(brands: string[], ingestUrl: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      brands.flatMap((b) => {
        const s = b.toUpperCase();
        return [
          [`MIXPANEL_TOKEN_${s}`, 'bench-mixpanel-token'],
          [`META_PIXEL_ID_${s}`, '1234567890'],
          [`GTM_ID_${s}`, 'GTM-BENCH'],
          [`GA_ID_${s}`, 'G-BENCH'],
        ];
      }),
    ),
    MIXPANEL_INGEST_URL: ingestUrl,
  };
}

/** fbevents.js stand-in: takes over fbq's queue and then does nothing with the calls. */
const FBEVENTS = '(function(){var f=window.fbq;if(f){f.queue=[];f.callMethod=function(){};}})();';

function certificate(): { key: Buffer; cert: Buffer } {
  const dir = '.data';
  const key = `${dir}/standin-key.pem`;
  const cert = `${dir}/standin-cert.pem`;
  if (!fs.existsSync(key) || !fs.existsSync(cert)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '3650', '-subj', '/CN=analytics-stand-in'], { stdio: 'ignore' });
  }
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

export interface StandIns {
  /** Chromium flags that send the hosts to the stand-in and accept its certificate. */
  chromeFlags: string[];
  /** Requests answered, by host ('ingest': the shop API's forwards of collected events). */
  counts: Map<string, number>;
  /** Plain HTTP base for the shop API's product-analytics forward (MIXPANEL_INGEST_URL). */
  ingestUrl: string;
  stop(): Promise<void>;
}

export async function startStandIns(): Promise<StandIns> {
  const counts = new Map<string, number>();
  const server = https.createServer(certificate(), (req, res) => {
    const host = (req.headers.host ?? '').split(':')[0];
    counts.set(host, (counts.get(host) ?? 0) + 1);
    const cors = { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Access-Control-Allow-Credentials': 'true' };
    req.resume();
    if (host === 'connect.facebook.net') return res.writeHead(200, { 'Content-Type': 'text/javascript', ...cors }).end(FBEVENTS);
    if (host === 'www.googletagmanager.com') return res.writeHead(200, { 'Content-Type': 'text/javascript', ...cors }).end('');
    if (host === 'api-js.mixpanel.com') return res.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end('{"status":1}');
    return res.writeHead(204, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const ingest = http.createServer((req, res) => {
    counts.set('ingest', (counts.get('ingest') ?? 0) + 1);
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":1}');
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  return {
    chromeFlags: [`--host-resolver-rules=${THIRD_PARTY_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(',')}`, '--ignore-certificate-errors'],
    counts,
    ingestUrl: `http://127.0.0.1:${(ingest.address() as AddressInfo).port}`,
    stop: () => Promise.all([server, ingest].map((s) => new Promise<void>((resolve) => s.close(() => resolve())))).then(() => undefined),
  };
}
