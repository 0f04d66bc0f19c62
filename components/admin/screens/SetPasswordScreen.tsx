import { AdminShell } from '../AdminShell';
import { SetPasswordForm } from '../SetPasswordForm';

export default function SetPasswordScreen() {
  return (
    <AdminShell title="Set your password">
      <SetPasswordForm />
    </AdminShell>
  );
}
