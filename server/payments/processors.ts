import type { PaymentProcessor } from './processor';
import { SandboxProcessor } from './sandboxProcessor';
import { stripeProcessorFor } from './stripe/factory';

/**
 * A processor configured for a brand, or null when the brand is not configured for it. A factory
 * reads its settings from the environment (e.g. STRIPE_SECRET_KEY_<BRAND>, see brandEnvName).
 */
export type ProcessorFactory = (brandId: string, env: NodeJS.ProcessEnv) => PaymentProcessor | null;

/**
 * THE registration point: the first factory that answers a processor serves the brand; a brand no
 * factory claims is served by the sandbox. The Stripe adapter registers here (a brand with
 * STRIPE_SECRET_KEY_<BRAND> set is served by Stripe).
 */
const FACTORIES: ProcessorFactory[] = [stripeProcessorFor];

const g = globalThis as typeof globalThis & { __shopProcessors?: Map<string, PaymentProcessor>; __shopSandboxProcessor?: SandboxProcessor };

/** `pf` -> `PF`, `my-brand` -> `MY_BRAND`: the suffix of a brand's environment variables. */
export const brandEnvName = (brandId: string) => brandId.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The sandbox processor (the embedded default; development and tests only, see docs/payments.md). */
export function sandboxProcessor(): SandboxProcessor {
  if (!g.__shopSandboxProcessor) g.__shopSandboxProcessor = new SandboxProcessor();
  return g.__shopSandboxProcessor;
}

/** The processor every money movement of `brandId` goes through (one per brand and process). */
export function processorFor(brandId: string): PaymentProcessor {
  const cache = (g.__shopProcessors ??= new Map());
  let p = cache.get(brandId);
  if (!p) {
    p = FACTORIES.map((f) => f(brandId, process.env)).find((x) => x !== null) ?? sandboxProcessor();
    cache.set(brandId, p);
  }
  return p;
}

/** Tests: serve `brandId` by `processor` (null: forget, so the next call asks the factories again). */
export function setProcessorFor(brandId: string, processor: PaymentProcessor | null): void {
  const cache = (g.__shopProcessors ??= new Map());
  if (processor) cache.set(brandId, processor);
  else cache.delete(brandId);
}
