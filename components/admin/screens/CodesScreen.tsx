import { seesCodes } from '../../../lib/admin/access';
import { CodeList } from '../CodeList';
import { RoleScreen } from './RoleScreen';

export default function CodesScreen() {
  return <RoleScreen title="Discount codes" allowed={seesCodes} forWhom="owners, merchandisers and marketing">{() => <CodeList />}</RoleScreen>;
}
