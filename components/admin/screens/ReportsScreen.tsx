import { seesReports } from '../../../lib/admin/access';
import { ReportsPage } from '../reports/ReportsPage';
import { RoleScreen } from './RoleScreen';

/** `/admin/reports` for owners and marketing; another role is told so once (not five refused reports). */
export default function ReportsScreen() {
  return <RoleScreen title="Reports" allowed={seesReports} forWhom="owners and marketing">{(staff) => <ReportsPage staff={staff} />}</RoleScreen>;
}
