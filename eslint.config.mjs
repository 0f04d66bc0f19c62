import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers (docs/conventions.md): the shop API (server/) serves the storefront, never the other way
 * round. Pages, components and lib/ also run against a brand's own API over HTTP, and much of them
 * in the browser, so they reach the API only through lib/api. The rule resolves each import, so
 * lib/server (the Next server's own helpers) is not mistaken for server/.
 */
const serverMessage = 'Pages, components and lib/ reach the shop API through lib/api, never by importing server/ (docs/conventions.md, Layers).';
const intlMessage = 'Format with lib/format (count.ts, dates.ts): the first Intl formatter a page builds costs 35–110 ms of main thread (docs/performance.md).';
const noServerImports = (target, except) => ({
  'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [{ target, from: './server', ...(except ? { except } : {}), message: serverMessage }] }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ['components/**', 'pages/**', 'lib/**'], rules: noServerImports(['./components', './pages', './lib']) },
  // The exceptions, each held to the part of server/ it needs. The API routes that mount the shop API:
  { files: ['pages/api/shop/**'], rules: noServerImports('./pages/api/shop', ['./http', './ops']) },
  // The back office's API (docs/admin.md): server/admin, and the request log.
  { files: ['pages/api/admin/**'], rules: noServerImports('./pages/api/admin', ['./admin', './ops']) },
  { files: ['pages/api/media/**'], rules: noServerImports('./pages/api/media', ['./media']) },
  { files: ['pages/api/readyz.ts'], rules: noServerImports('./pages/api/readyz.ts', ['./ops']) },
  // The in-process transport: the API's router, called without a socket.
  { files: ['lib/api/server.ts'], rules: noServerImports('./lib/api/server.ts', ['./http']) },
  // Server-only helpers of the Next server: the page request log shares the process's logger.
  { files: ['lib/server/**'], rules: noServerImports('./lib/server', ['./ops']) },
  {
    rules: {
      // Plain <img> is deliberate: images are local SVGs with explicit sizes, no optimizer needed.
      '@next/next/no-img-element': 'off',
      // Plain <a href> is deliberate: one delegated listener (lib/ui/inAppNavigation.ts) routes and
      // prefetches in-app links; a link component per anchor cost render time on every page.
      '@next/next/no-html-link-for-pages': 'off',
      // One import style: relative paths (docs/conventions.md), as most files had them.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*'], message: 'Import with a relative path (docs/conventions.md, Imports).' }] }],
    },
  },
  {
    // Browser code formats numbers and dates with lib/format (count.ts, dates.ts): the first Intl
    // formatter a page builds loads the browser's locale data, 35–110 ms of main thread (docs/performance.md).
    files: ['components/**', 'pages/**', 'lib/**'],
    ignores: ['**/*.test.*', 'pages/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: intlMessage }],
      'no-restricted-properties': ['error', ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase'].map((property) => ({ property, message: intlMessage }))],
    },
  },
  {
    // CommonJS config files.
    files: ['*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', 'dist/**', 'bench-results/**', 'blob-report/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'coverage/**', 'next-env.d.ts', '.data/**', 'e2e/stripe/*.js']),
]);
