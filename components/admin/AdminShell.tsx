import Head from 'next/head';
import type { ReactNode } from 'react';
import { seesCatalog, seesCodes, seesCustomers, seesOrders, seesReports, seesStaffAndAudit, seesStock } from '../../lib/admin/access';
import { adminPost, SIGN_IN_PATH } from '../../lib/admin/api';
import type { StaffSummary } from '../../lib/admin/types';
import styles from './admin.module.css';

interface Props {
  title: string;
  /** The signed-in staff member (the bar shows their email, the audit link for owners, and Sign out). */
  staff?: StaffSummary | null;
  children: ReactNode;
}

async function signOut() {
  await adminPost('sign-out');
  window.location.assign(SIGN_IN_PATH);
}

/** The frame of every back-office page: its title, noindex, the bar, and the content. */
export function AdminShell({ title, staff, children }: Props) {
  return (
    <div className={styles.page}>
      <Head>
        <title>{`${title} · Back office`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <header className={styles.bar}>
        <span className={styles.brand}>Back office</span>
        {staff ? (
          <nav aria-label="Back office" className={styles.row}>
            {seesOrders(staff.role) ? <a href="/admin">Orders</a> : null}
            {seesCustomers(staff.role) ? <a href="/admin/customers">Customers</a> : null}
            {seesStock(staff.role) ? <a href="/admin/items">Stock</a> : null}
            {seesCodes(staff.role) ? <a href="/admin/codes">Codes</a> : null}
            {seesCatalog(staff.role) ? <a href="/admin/sets">Multi-buys</a> : null}
            {seesCatalog(staff.role) ? <a href="/admin/offers">Offers</a> : null}
            {seesReports(staff.role) ? <a href="/admin/reports">Reports</a> : null}
            {seesStaffAndAudit(staff.role) ? <a href="/admin/staff">Staff</a> : null}
            {seesStaffAndAudit(staff.role) ? <a href="/admin/audit">Audit log</a> : null}
            <span aria-label="Signed in as">{staff.email}</span>
            <button type="button" className={styles.linkButton} onClick={() => void signOut()}>
              Sign out
            </button>
          </nav>
        ) : null}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
