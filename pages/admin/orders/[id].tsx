import { useRouter } from 'next/router';
import { AdminShell } from '../../../components/admin/AdminShell';
import { OrderPage } from '../../../components/admin/OrderPage';
import { useStaff } from '../../../components/admin/useStaff';
import { adminPage } from '../../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminOrder() {
  const staff = useStaff();
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return <AdminShell title={`Order #${id}`} staff={staff}>{staff && id ? <OrderPage orderId={id} staff={staff} /> : <p>Loading…</p>}</AdminShell>;
}
