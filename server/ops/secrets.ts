import { BRANDS } from '../../brands';
import { stripeConfigProblems } from '../payments/stripe/config';

/**
 * Secrets the shop needs in production. Each is read from the environment only: nothing secret
 * is kept in a per-instance file, so every instance (and the worker, and a job run from another
 * host) signs and checks with the same keys.
 *
 * With NODE_ENV=production a missing or too short secret stops the process at start with a
 * message naming the variable and exit code 1. Demo mode (SHOP_DEMO=1, set by `npm run shop`) and
 * development keep the convenience of a generated key in .data/ (server/payments/secret.ts).
 */
export interface SecretSpec {
  name: string;
  minLength: number;
  what: string;
}

export const REQUIRED_SECRETS: SecretSpec[] = [
  { name: 'PAYMENT_TOKEN_SECRET', minLength: 32, what: 'signs payment tokens and saved-card tokens; every instance, the worker and the jobs must share it' },
];

/** Production without demo mode: secrets must come from the environment. */
export function secretsRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && env.SHOP_DEMO !== '1';
}

/** What is wrong with the environment's secrets (empty when all is well or none are required). */
export function missingSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!secretsRequired(env)) return [];
  // A brand half configured for Stripe must not start taking orders (elsewhere it fails at its first use).
  const problems: string[] = stripeConfigProblems(BRANDS.map((b) => b.id), env);
  for (const s of REQUIRED_SECRETS) {
    const value = env[s.name];
    if (!value) problems.push(`${s.name} is not set (${s.what}; at least ${s.minLength} characters, e.g. \`openssl rand -hex 32\`)`);
    else if (value.length < s.minLength) problems.push(`${s.name} is too short: at least ${s.minLength} characters`);
  }
  return problems;
}

/** Stops the process (exit 1) with a clear message when a production secret is missing. */
export function requireSecrets(component: string, env: NodeJS.ProcessEnv = process.env): void {
  const problems = missingSecrets(env);
  if (!problems.length) return;
  for (const p of problems) console.error(`${component}: cannot start in production: ${p}`);
  console.error(`${component}: set the variable(s) above (docs/deploy.md), or SHOP_DEMO=1 for a local demo.`);
  process.exit(1);
}
