import { AdminShell } from '../AdminShell';
import { ReportsPage } from '../reports/ReportsPage';
import { useStaff } from '../useStaff';

export default function ReportsScreen() {
  const staff = useStaff();
  return <AdminShell title="Reports" staff={staff}>{staff ? <ReportsPage staff={staff} /> : <p>Loading…</p>}</AdminShell>;
}
