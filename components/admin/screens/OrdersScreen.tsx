import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { homePathFor, seesOrders } from '../../../lib/admin/access';
import { AdminShell } from '../AdminShell';
import { OrderSearch } from '../OrderSearch';
import { useStaff } from '../useStaff';

/** `/admin`: the order search; a role that does not read orders (merchandiser, marketing) goes on to its own first page. */
export default function OrdersScreen() {
  const staff = useStaff();
  const router = useRouter();
  const elsewhere = staff ? !seesOrders(staff.role) : false;
  useEffect(() => {
    if (staff && elsewhere) void router.replace(homePathFor(staff.role));
  }, [staff, elsewhere, router]);
  return <AdminShell title="Orders" staff={staff}>{staff && !elsewhere ? <OrderSearch /> : <p>Loading…</p>}</AdminShell>;
}
