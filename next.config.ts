import type { NextConfig } from 'next';
import { NON_PAGE_POLICY } from './lib/security/basePolicy';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets several servers (tests, benchmarks, parallel work) build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The production image runs .next/standalone/server.js with only the node modules the server
  // uses (Dockerfile, docs/deploy.md); `next start` still serves the same build, with a warning.
  output: 'standalone',
  // Next hashes every HTML answer in JavaScript to make an ETag (about 0.15 ms for a 40 KB page,
  // the largest single cost after rendering). The page is rendered in full either way, so the tag
  // would only save bytes on a repeat visit; a CDN in front sets its own validators.
  generateEtags: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'groq-js', 'nodemailer', 'pino'],
  // The PNG renderer's worker thread (server/media/pngWorker.mjs) and the resvg package it loads are
  // read at run time by path, which the file trace cannot see.
  // The same for the local content dataset (lib/content/client.ts), read by every content page.
  outputFileTracingIncludes: {
    // A key naming the route with '[id]' did not take effect (the route's .nft.json lacked these files).
    '/api/media/**': ['./node_modules/@resvg/resvg-wasm/**', './server/media/pngWorker.mjs'],
    // Mixpanel's recorder bundle, served from this app (pages/api/analytics/mixpanel-recorder.ts).
    '/api/analytics/**': ['./node_modules/mixpanel-browser/dist/mixpanel-recorder.min.js'],
    '/**': ['./content/dataset.ndjson'],
  },
  // ES-module-only packages that Jest (through next/jest) must compile too.
  // otplib's base32 and hash plugins (the back office's TOTP, server/admin/totp.ts) are ES modules only too.
  transpilePackages: ['@portabletext/react', '@portabletext/toolkit', '@scure/base', '@noble/hashes'],
  async rewrites() {
    return {
      beforeFiles: [
        // The embedded shop API answers at /api.php/*, the same URL shape as the brands' own APIs.
        { source: '/api.php/:path*', destination: '/api/shop/:path*' },
        // The back office's API (docs/admin.md), under /admin so the staff cookie (Path=/admin) reaches it.
        { source: '/admin/api/:path*', destination: '/api/admin/:path*' },
        { source: '/media/:id', destination: '/api/media/:id' },
        // Readiness for load balancers and the container platform (server/ops/health.ts).
        { source: '/readyz', destination: '/api/readyz' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        // next dev serves its client middleware manifest as JSON under a .js name and loads it with a
        // script tag; under nosniff the browser refuses it and logs an error on every page. Only
        // development leaves that folder out; production sets these headers on every answer.
        source: process.env.NODE_ENV === 'development' ? '/:path((?!_next/static/development/).*)' : '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          // Rendered pages replace it with the full policy and a script nonce (pages/_document.tsx).
          { key: 'Content-Security-Policy', value: NON_PAGE_POLICY },
          // Strict-Transport-Security is not here: it goes only on answers to HTTPS requests, which
          // only the running server can tell (TRUST_PROXY, lib/security/transportSecurity.ts).
          // The wallet button uses the Payment Request API; nothing here needs the camera, the microphone or the location.
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
        ],
      },
    ];
  },
};

// Error reporting (Sentry) is started by instrumentation.ts (SENTRY_DSN) and by _app when the page
// carries a browser DSN (SENTRY_BROWSER_DSN, read at run time; lib/monitoring/). The build is the
// same with or without one: withSentryConfig's build wrapping would add source-map upload, which
// needs Sentry's network and a token, and per-request instrumentation that halved page throughput
// when measured (ARCHITECTURE.md).
export default nextConfig;
