import { AdminShell } from '../AdminShell';
import { AuditLog } from '../AuditLog';
import { useStaff } from '../useStaff';

export default function AuditScreen() {
  const staff = useStaff();
  return <AdminShell title="Audit log" staff={staff}>{staff ? <AuditLog /> : <p>Loading…</p>}</AdminShell>;
}
