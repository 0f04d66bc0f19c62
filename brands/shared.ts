import type { SplitTest } from './types';

export const VIP4SH_TEST: SplitTest = { key: 'Vip4sh', values: ['Control', '4sh'], allowQueryOverride: true };
