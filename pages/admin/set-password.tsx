import { AdminShell } from '../../components/admin/AdminShell';
import { SetPasswordForm } from '../../components/admin/SetPasswordForm';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminSetPassword() {
  return (
    <AdminShell title="Set your password">
      <SetPasswordForm />
    </AdminShell>
  );
}
