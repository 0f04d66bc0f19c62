import { AdminShell } from '../AdminShell';
import { StaffList } from '../StaffList';
import { useStaff } from '../useStaff';

export default function StaffScreen() {
  const staff = useStaff();
  return <AdminShell title="Staff" staff={staff}>{staff ? <StaffList /> : <p>Loading…</p>}</AdminShell>;
}
