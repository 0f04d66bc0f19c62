/**
 * Staff roles and what each may do (issue 38, docs/admin.md). One table: a route names the
 * permission it needs and `can` answers for a role. Owners may do everything.
 */
export const ROLES = ['owner', 'support', 'fulfilment', 'merchandiser', 'marketing'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['orders.read', 'orders.refund', 'orders.ship', 'orders.cancel', 'orders.note', 'orders.resend', 'stock.read', 'stock.write', 'codes.read', 'codes.write', 'customers.read', 'customers.club', 'customers.refund', 'customers.reset', 'catalog.read', 'catalog.write', 'reports.read', 'audit.read', 'staff.manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TABLE: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  support: ['orders.read', 'orders.refund', 'orders.cancel', 'orders.note', 'orders.resend', 'customers.read', 'customers.club', 'customers.refund', 'customers.reset'],
  fulfilment: ['orders.read', 'orders.ship', 'orders.note', 'stock.read', 'stock.write'],
  merchandiser: ['stock.read', 'stock.write', 'codes.read', 'codes.write', 'catalog.read', 'catalog.write'],
  marketing: ['codes.read', 'codes.write', 'reports.read'],
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return TABLE[role].includes(permission);
}
