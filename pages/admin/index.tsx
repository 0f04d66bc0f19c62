import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { AdminShell } from '../../components/admin/AdminShell';
import { OrderSearch } from '../../components/admin/OrderSearch';
import { useStaff } from '../../components/admin/useStaff';
import { homePathFor, seesOrders } from '../../lib/admin/access';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

/** The order search; a role that does not read orders (merchandiser, marketing) goes on to its own first page. */
export default function AdminHome() {
  const staff = useStaff();
  const router = useRouter();
  const elsewhere = staff ? !seesOrders(staff.role) : false;
  useEffect(() => {
    if (staff && elsewhere) void router.replace(homePathFor(staff.role));
  }, [staff, elsewhere, router]);
  return <AdminShell title="Orders" staff={staff}>{staff && !elsewhere ? <OrderSearch /> : <p>Loading…</p>}</AdminShell>;
}
