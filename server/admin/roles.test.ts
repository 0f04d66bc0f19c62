import { homePathFor, seesStaffAndAudit, seesCatalog, seesCodes, seesCustomers, seesOrders, seesReports, seesStock } from '../../lib/admin/access';
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
  for (const p of PERMISSIONS) expect([p, can('marketing', p)]).toEqual([p, p.startsWith('codes.') || p === 'reports.read']);
  for (const p of PERMISSIONS) expect([p, can('merchandiser', p)]).toEqual([p, p.startsWith('stock.') || p.startsWith('codes.') || p.startsWith('catalog.')]);
  for (const role of ['support', 'fulfilment'] as const) expect([can(role, 'codes.read'), can(role, 'codes.write')]).toEqual([false, false]);
  for (const role of ['owner', 'fulfilment'] as const) expect([can(role, 'stock.read'), can(role, 'stock.write')]).toEqual([true, true]);
  expect([can('support', 'stock.read'), can('support', 'stock.write')]).toEqual([false, false]);
});

test('customers and the club: owners and support only', () => {
  const customers = PERMISSIONS.filter((p) => p.startsWith('customers.'));
  expect(customers).toEqual(['customers.read', 'customers.club', 'customers.refund', 'customers.reset']);
  for (const p of customers) for (const role of ROLES) expect([role, p, can(role, p)]).toEqual([role, p, role === 'owner' || role === 'support']);
});

test('the catalog: owners and merchandisers; the numbers: owners and marketing', () => {
  for (const role of ROLES) {
    expect([role, can(role, 'catalog.read'), can(role, 'catalog.write')]).toEqual([role, ...Array(2).fill(role === 'owner' || role === 'merchandiser')]);
    expect([role, can(role, 'reports.read')]).toEqual([role, role === 'owner' || role === 'marketing']);
  }
});

test('isRole knows exactly the five roles', () => {
  for (const r of ROLES) expect(isRole(r)).toBe(true);
  for (const r of ['', 'Owner', 'admin', 'customer']) expect(isRole(r)).toBe(false);
});

test("the pages' customer link follows the customers.read permission", () => {
  for (const role of ROLES) expect([role, seesCustomers(role)]).toEqual([role, can(role, 'customers.read')]);
  for (const role of ROLES) {
    expect([role, seesOrders(role), seesStock(role), seesCodes(role)]).toEqual([role, can(role, 'orders.read'), can(role, 'stock.read'), can(role, 'codes.read')]);
    expect([role, seesCatalog(role), seesReports(role)]).toEqual([role, can(role, 'catalog.read'), can(role, 'reports.read')]);
    expect([role, seesStaffAndAudit(role), seesStaffAndAudit(role)]).toEqual([role, can(role, 'staff.manage'), can(role, 'audit.read')]);
  }
  // Each role opens on a page it may read.
  expect(ROLES.map((r) => [r, homePathFor(r)])).toEqual([
    ['owner', '/admin'], ['support', '/admin'], ['fulfilment', '/admin'], ['merchandiser', '/admin/items'], ['marketing', '/admin/reports'],
  ]);
});
