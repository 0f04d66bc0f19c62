import { AdminShell } from '../../components/admin/AdminShell';
import { CustomerSearch } from '../../components/admin/CustomerSearch';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminCustomers() {
  const staff = useStaff();
  return <AdminShell title="Customers" staff={staff}>{staff ? <CustomerSearch /> : <p>Loading…</p>}</AdminShell>;
}
