import { useRouter } from 'next/router';
import { AdminShell } from '../../../components/admin/AdminShell';
import { CustomerPage } from '../../../components/admin/CustomerPage';
import { useStaff } from '../../../components/admin/useStaff';
import { adminPage } from '../../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminCustomer() {
  const staff = useStaff();
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return <AdminShell title={`Customer ${id}`} staff={staff}>{staff && id ? <CustomerPage customerId={id} /> : <p>Loading…</p>}</AdminShell>;
}
