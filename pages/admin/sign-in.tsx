import { AdminShell } from '../../components/admin/AdminShell';
import { SignInForm } from '../../components/admin/SignInForm';
import { adminPage } from '../../lib/admin/page';

export const getServerSideProps = adminPage;

export default function AdminSignIn() {
  return (
    <AdminShell title="Sign in">
      <SignInForm />
    </AdminShell>
  );
}
