import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Plain <img> is deliberate: images are local SVGs with explicit sizes, no optimizer needed.
      '@next/next/no-img-element': 'off',
      // Plain <a href> is deliberate: one delegated listener (lib/ui/inAppNavigation.ts) routes and
      // prefetches in-app links; a link component per anchor cost render time on every page.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // CommonJS config files.
    files: ['*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', 'dist/**', 'bench-results/**', 'blob-report/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'coverage/**', 'next-env.d.ts', '.data/**']),
]);
