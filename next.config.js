/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets several servers (tests, benchmarks, parallel work) build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'groq-js'],
  // ES-module-only packages that Jest (through next/jest) must compile too.
  transpilePackages: ['@portabletext/react', '@portabletext/toolkit'],
  // The embedded shop API answers at /api.php/*, the same URL shape as the brands' own APIs.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/api.php/:path*', destination: '/api/shop/:path*' },
        { source: '/media/:id', destination: '/api/media/:id' },
      ],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

// Sentry's build and runtime wrapping costs throughput and bundle size; only with a DSN.
if (process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN) {
  const { withSentryConfig } = require('@sentry/nextjs');
  module.exports = withSentryConfig(nextConfig, { silent: true, telemetry: false, sourcemaps: { disable: true } });
} else {
  module.exports = nextConfig;
}
