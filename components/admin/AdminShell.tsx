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

const ADMIN_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#333"/><path d="M5 3h4a2.5 2.5 0 0 1 0 5H5zm0 5h4.5a2.5 2.5 0 0 1 0 5H5z" fill="none" stroke="#fff" stroke-width="1.6"/></svg>')}`;

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
        {/* Its own icon, inline: the back office is served on every brand's host and has none in public/ (the browser asked /favicon.ico: a 404). */}
        <link rel="icon" href={ADMIN_ICON} />
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
