import { AdminShell } from '../../components/admin/AdminShell';
import { ItemSearch } from '../../components/admin/ItemSearch';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminItems() {
  const staff = useStaff();
  return <AdminShell title="Stock" staff={staff}>{staff ? <ItemSearch /> : <p>Loading…</p>}</AdminShell>;
}
