import { AdminShell } from '../../components/admin/AdminShell';
import { OfferList } from '../../components/admin/OfferList';
import { useStaff } from '../../components/admin/useStaff';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminOffers() {
  const staff = useStaff();
  return <AdminShell title="Offers" staff={staff}>{staff ? <OfferList /> : <p>Loading…</p>}</AdminShell>;
}
