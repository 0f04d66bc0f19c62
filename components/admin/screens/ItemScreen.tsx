import { AdminShell } from '../AdminShell';
import { ItemStock } from '../ItemStock';
import { useStaff } from '../useStaff';

export default function ItemScreen({ id }: { id: string }) {
  const staff = useStaff();
  return <AdminShell title={`Item ${id}`} staff={staff}>{staff ? <ItemStock itemId={id} /> : <p>Loading…</p>}</AdminShell>;
}
