import { PERMISSIONS, ROLES, can, isRole } from './roles';

test('owners may do everything; each other role only its own work', () => {
  for (const p of PERMISSIONS) expect(can('owner', p)).toBe(true);
  expect(can('support', 'orders.refund')).toBe(true);
  expect(can('support', 'orders.ship')).toBe(false);
  expect(can('support', 'audit.read')).toBe(false);
  expect(can('support', 'staff.manage')).toBe(false);
  expect(can('fulfilment', 'staff.manage')).toBe(false);
  expect(can('fulfilment', 'orders.ship')).toBe(true);
  expect(can('fulfilment', 'orders.refund')).toBe(false);
  expect(can('fulfilment', 'orders.cancel')).toBe(false);
  expect(can('support', 'orders.resend')).toBe(true);
  expect(can('fulfilment', 'orders.resend')).toBe(false);
  for (const role of ['merchandiser', 'marketing'] as const) for (const p of PERMISSIONS) expect(can(role, p)).toBe(false);
});

test('isRole knows exactly the five roles', () => {
  for (const r of ROLES) expect(isRole(r)).toBe(true);
  for (const r of ['', 'Owner', 'admin', 'customer']) expect(isRole(r)).toBe(false);
});
