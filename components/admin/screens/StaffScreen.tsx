import { seesStaffAndAudit } from '../../../lib/admin/access';
import { StaffList } from '../StaffList';
import { RoleScreen } from './RoleScreen';

export default function StaffScreen() {
  return <RoleScreen title="Staff" allowed={seesStaffAndAudit} forWhom="owners">{() => <StaffList />}</RoleScreen>;
}
