import { AdminShell } from '../AdminShell';
import { SetList } from '../SetList';
import { useStaff } from '../useStaff';

export default function SetsScreen() {
  const staff = useStaff();
  return <AdminShell title="Multi-buy sets" staff={staff}>{staff ? <SetList /> : <p>Loading…</p>}</AdminShell>;
}
