import { paymentTokenSecret } from './secret';
import { SandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export type { PaymentGateway, ChargeResult, TokenizedCard } from './types';

const g = globalThis as typeof globalThis & { __shopGateway?: PaymentGateway };

/** The payment gateway of this process. Only the sandbox exists; a real processor would plug in here. */
export function getGateway(): PaymentGateway {
  if (!g.__shopGateway) g.__shopGateway = new SandboxGateway(paymentTokenSecret);
  return g.__shopGateway;
}
