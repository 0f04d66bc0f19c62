import { homePathFor, seesReports } from '../../../lib/admin/access';
import { AdminShell } from '../AdminShell';
import { ReportsPage } from '../reports/ReportsPage';
import { useStaff } from '../useStaff';

/** `/admin/reports` for owners and marketing; another role is told so once (not five refused reports). */
export default function ReportsScreen() {
  const staff = useStaff();
  let body = <p>Loading…</p>;
  if (staff && seesReports(staff.role)) body = <ReportsPage staff={staff} />;
  else if (staff) body = <><h1>Reports</h1><p>The reports are for owners and marketing. <a href={homePathFor(staff.role)}>Go to your first page</a>.</p></>;
  return <AdminShell title="Reports" staff={staff}>{body}</AdminShell>;
}
