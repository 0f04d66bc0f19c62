import { AdminShell } from '../AdminShell';
import { CustomerSearch } from '../CustomerSearch';
import { useStaff } from '../useStaff';

export default function CustomersScreen() {
  const staff = useStaff();
  return <AdminShell title="Customers" staff={staff}>{staff ? <CustomerSearch /> : <p>Loading…</p>}</AdminShell>;
}
