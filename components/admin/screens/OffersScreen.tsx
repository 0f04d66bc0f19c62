import { AdminShell } from '../AdminShell';
import { OfferList } from '../OfferList';
import { useStaff } from '../useStaff';

export default function OffersScreen() {
  const staff = useStaff();
  return <AdminShell title="Offers" staff={staff}>{staff ? <OfferList /> : <p>Loading…</p>}</AdminShell>;
}
