import { AdminShell } from '../AdminShell';
import { CustomerPage } from '../CustomerPage';
import { useStaff } from '../useStaff';

export default function CustomerScreen({ id }: { id: string }) {
  const staff = useStaff();
  return <AdminShell title={`Customer ${id}`} staff={staff}>{staff ? <CustomerPage customerId={id} /> : <p>Loading…</p>}</AdminShell>;
}
