import { AdminShell } from '../../components/admin/AdminShell';
import { StaffList } from '../../components/admin/StaffList';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminStaff() {
  const staff = useStaff();
  return <AdminShell title="Staff" staff={staff}>{staff ? <StaffList /> : <p>Loading…</p>}</AdminShell>;
}
