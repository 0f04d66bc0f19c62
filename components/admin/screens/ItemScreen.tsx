import { seesStock } from '../../../lib/admin/access';
import { ItemStock } from '../ItemStock';
import { RoleScreen } from './RoleScreen';

export default function ItemScreen({ id }: { id: string }) {
  return <RoleScreen title={`Item ${id}`} allowed={seesStock} forWhom="owners, fulfillment and merchandisers">{() => <ItemStock itemId={id} />}</RoleScreen>;
}
