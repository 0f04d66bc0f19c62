import { AdminShell } from '../../components/admin/AdminShell';
import { ReportsPage } from '../../components/admin/reports/ReportsPage';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminReports() {
  const staff = useStaff();
  return <AdminShell title="Reports" staff={staff}>{staff ? <ReportsPage staff={staff} /> : <p>Loading…</p>}</AdminShell>;
}
