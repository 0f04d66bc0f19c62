import { AdminShell } from '../../components/admin/AdminShell';
import { AuditLog } from '../../components/admin/AuditLog';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminAudit() {
  const staff = useStaff();
  return <AdminShell title="Audit log" staff={staff}>{staff ? <AuditLog /> : <p>Loading…</p>}</AdminShell>;
}
