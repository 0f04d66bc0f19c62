// next/jest compiles TypeScript with SWC (ts-jest does not support TypeScript 7).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// Password hashes at N=2^14 instead of OWASP's 2^17 (about 10 times cheaper): suites create many
// accounts. server/accounts/password.ts honours this only under NODE_ENV=test, which Jest sets.
process.env.PASSWORD_SCRYPT_TEST_LOG2N ??= '14';

const common = {
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  // Builds (.next, .next-<name>) hold a standalone copy of the app with its own package.json.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.next-[^/]+/'],
};

module.exports = async () => {
  const unit = await createJestConfig({
    ...common,
    displayName: 'unit',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{lib,brands,server,components,scripts,content}/**/*.test.ts'],
  })();
  const dom = await createJestConfig({
    ...common,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts'],
    testMatch: ['<rootDir>/{lib,components}/**/*.test.tsx'],
  })();
  const integration = await createJestConfig({
    ...common,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  })();
  // testTimeout is global in Jest: integration files migrate and seed their own database first,
  // which takes seconds on PostgreSQL or a busy machine.
  return { projects: [unit, dom, integration], maxWorkers: 2, testTimeout: 60_000 };
};
