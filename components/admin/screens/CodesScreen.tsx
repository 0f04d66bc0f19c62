import { AdminShell } from '../AdminShell';
import { CodeList } from '../CodeList';
import { useStaff } from '../useStaff';

export default function CodesScreen() {
  const staff = useStaff();
  return <AdminShell title="Discount codes" staff={staff}>{staff ? <CodeList /> : <p>Loading…</p>}</AdminShell>;
}
