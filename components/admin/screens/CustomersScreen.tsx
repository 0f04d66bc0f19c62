import { seesCustomers } from '../../../lib/admin/access';
import { CustomerSearch } from '../CustomerSearch';
import { RoleScreen } from './RoleScreen';

export default function CustomersScreen() {
  return <RoleScreen title="Customers" allowed={seesCustomers} forWhom="owners and support">{() => <CustomerSearch />}</RoleScreen>;
}
