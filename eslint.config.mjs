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
    },
  },
  {
    // CommonJS config files.
    files: ['*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', 'bench-results/**', 'blob-report/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'coverage/**', 'next-env.d.ts', '.data/**']),
]);
