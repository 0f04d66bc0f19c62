import { AdminShell } from '../AdminShell';
import { SignInForm } from '../SignInForm';

export default function SignInScreen() {
  return (
    <AdminShell title="Sign in">
      <SignInForm />
    </AdminShell>
  );
}
