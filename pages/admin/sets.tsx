import { AdminShell } from '../../components/admin/AdminShell';
import { SetList } from '../../components/admin/SetList';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminSets() {
  const staff = useStaff();
  return <AdminShell title="Multi-buy sets" staff={staff}>{staff ? <SetList /> : <p>Loading…</p>}</AdminShell>;
}
