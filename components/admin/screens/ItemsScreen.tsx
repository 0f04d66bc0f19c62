import { seesStock } from '../../../lib/admin/access';
import { ItemSearch } from '../ItemSearch';
import { RoleScreen } from './RoleScreen';

export default function ItemsScreen() {
  return <RoleScreen title="Stock" allowed={seesStock} forWhom="owners, fulfillment and merchandisers">{() => <ItemSearch />}</RoleScreen>;
}
