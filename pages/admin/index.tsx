import { AdminShell } from '../../components/admin/AdminShell';
import { OrderSearch } from '../../components/admin/OrderSearch';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminHome() {
  const staff = useStaff();
  return <AdminShell title="Orders" staff={staff}>{staff ? <OrderSearch /> : <p>Loading…</p>}</AdminShell>;
}
