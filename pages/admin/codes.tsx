import { AdminShell } from '../../components/admin/AdminShell';
import { CodeList } from '../../components/admin/CodeList';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminCodes() {
  const staff = useStaff();
  return <AdminShell title="Discount codes" staff={staff}>{staff ? <CodeList /> : <p>Loading…</p>}</AdminShell>;
}
