import { seesCustomers } from '../../../lib/admin/access';
import { CustomerPage } from '../CustomerPage';
import { RoleScreen } from './RoleScreen';

export default function CustomerScreen({ id }: { id: string }) {
  return <RoleScreen title={`Customer ${id}`} allowed={seesCustomers} forWhom="owners and support">{() => <CustomerPage customerId={id} />}</RoleScreen>;
}
