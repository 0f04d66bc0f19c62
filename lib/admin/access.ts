// Which back-office pages a role is shown (server/admin/roles.ts decides what it may do; the pages
// only hide what the server would refuse). server/admin/roles.test.ts keeps these equal to the table.

/** Roles that find customers and act on their club (customers.read). */
const CUSTOMER_ROLES: readonly string[] = ['owner', 'support'];
/** Roles that find and read orders (orders.read). */
const ORDER_ROLES: readonly string[] = ['owner', 'support', 'fulfilment'];
/** Roles that read and set stock (stock.read). */
const STOCK_ROLES: readonly string[] = ['owner', 'fulfilment', 'merchandiser'];
/** Roles that read and change discount codes (codes.read). */
const CODE_ROLES: readonly string[] = ['owner', 'merchandiser', 'marketing'];

/** Roles that edit items, prices, multi-buy sets and offers (catalog.read). */
const CATALOG_ROLES: readonly string[] = ['owner', 'merchandiser'];
/** Roles that read the numbers: sales, attribution, split tests, club, searches (reports.read). */
const REPORT_ROLES: readonly string[] = ['owner', 'marketing'];

/** Staff and the audit log: owners only (staff.manage, audit.read). */
export const seesStaffAndAudit = (role: string): boolean => role === 'owner';
export const seesCatalog = (role: string): boolean => CATALOG_ROLES.includes(role);
export const seesReports = (role: string): boolean => REPORT_ROLES.includes(role);
export const seesCustomers = (role: string): boolean => CUSTOMER_ROLES.includes(role);
export const seesOrders = (role: string): boolean => ORDER_ROLES.includes(role);
export const seesStock = (role: string): boolean => STOCK_ROLES.includes(role);
export const seesCodes = (role: string): boolean => CODE_ROLES.includes(role);

/** Where a role's back office opens: the orders where it reads them, the numbers for marketing, else its first page. */
export function homePathFor(role: string): string {
  if (seesOrders(role)) return '/admin';
  if (seesReports(role)) return '/admin/reports';
  if (seesStock(role)) return '/admin/items';
  if (seesCodes(role)) return '/admin/codes';
  return '/admin';
}
