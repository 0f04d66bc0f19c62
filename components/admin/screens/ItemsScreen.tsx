import { AdminShell } from '../AdminShell';
import { ItemSearch } from '../ItemSearch';
import { useStaff } from '../useStaff';

export default function ItemsScreen() {
  const staff = useStaff();
  return <AdminShell title="Stock" staff={staff}>{staff ? <ItemSearch /> : <p>Loading…</p>}</AdminShell>;
}
