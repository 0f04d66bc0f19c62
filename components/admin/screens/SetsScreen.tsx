import { seesCatalog } from '../../../lib/admin/access';
import { SetList } from '../SetList';
import { RoleScreen } from './RoleScreen';

export default function SetsScreen() {
  return <RoleScreen title="Multi-buy sets" allowed={seesCatalog} forWhom="owners and merchandisers">{() => <SetList />}</RoleScreen>;
}
