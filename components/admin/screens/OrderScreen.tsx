import { AdminShell } from '../AdminShell';
import { OrderPage } from '../OrderPage';
import { useStaff } from '../useStaff';

export default function OrderScreen({ id }: { id: string }) {
  const staff = useStaff();
  return <AdminShell title={`Order #${id}`} staff={staff}>{staff ? <OrderPage orderId={id} staff={staff} /> : <p>Loading…</p>}</AdminShell>;
}
