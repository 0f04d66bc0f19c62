import { seesCatalog } from '../../../lib/admin/access';
import { OfferList } from '../OfferList';
import { RoleScreen } from './RoleScreen';

export default function OffersScreen() {
  return <RoleScreen title="Offers" allowed={seesCatalog} forWhom="owners and merchandisers">{() => <OfferList />}</RoleScreen>;
}
