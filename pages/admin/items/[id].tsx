import { useRouter } from 'next/router';
import { AdminShell } from '../../../components/admin/AdminShell';
import { ItemStock } from '../../../components/admin/ItemStock';
import { useStaff } from '../../../components/admin/useStaff';
import { adminPage } from '../../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminItem() {
  const staff = useStaff();
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return <AdminShell title={`Item ${id}`} staff={staff}>{staff && id ? <ItemStock itemId={id} /> : <p>Loading…</p>}</AdminShell>;
}
