import { seesStaffAndAudit } from '../../../lib/admin/access';
import { AuditLog } from '../AuditLog';
import { RoleScreen } from './RoleScreen';

export default function AuditScreen() {
  return <RoleScreen title="Audit log" allowed={seesStaffAndAudit} forWhom="owners">{() => <AuditLog />}</RoleScreen>;
}
