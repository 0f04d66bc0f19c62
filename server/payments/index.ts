import { paymentTokenSecret } from './secret';
import { SandboxGateway } from './sandbox';

export type { TokenizedCard } from './types';
export { processorFor } from './processors';

const g = globalThis as typeof globalThis & { __shopGateway?: SandboxGateway };

/**
 * The sandbox's card form of this process (tokenize, describe, a test card's outcome). Money never
 * moves through it: every charge, refund and read goes through the brand's processor (processorFor).
 */
export function getGateway(): SandboxGateway {
  if (!g.__shopGateway) g.__shopGateway = new SandboxGateway(paymentTokenSecret);
  return g.__shopGateway;
}
