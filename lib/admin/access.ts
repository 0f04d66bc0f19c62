/** Roles that find customers and act on their club (server/admin/roles.ts: customers.*); the pages only hide what the server would refuse. */
const CUSTOMER_ROLES: readonly string[] = ['owner', 'support'];

export const seesCustomers = (role: string): boolean => CUSTOMER_ROLES.includes(role);
