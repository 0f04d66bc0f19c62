import type { ReactNode } from 'react';
import { homePathFor } from '../../../lib/admin/access';
import type { StaffSummary } from '../../../lib/admin/types';
import { AdminShell } from '../AdminShell';
import { useStaff } from '../useStaff';

interface Props {
  title: string;
  /** Whether the role may read this page (lib/admin/access.ts, kept equal to the server's roles). */
  allowed: (role: string) => boolean;
  /** Who the page is for, in words: "owners and marketing". */
  forWhom: string;
  children: (staff: StaffSummary) => ReactNode;
}

/**
 * A back-office page for some roles: the page for them; any other role is told once whom it is for,
 * with a link to their own first page, instead of the page with the server's refusals in it.
 */
export function RoleScreen({ title, allowed, forWhom, children }: Props) {
  const staff = useStaff();
  let body: ReactNode = <p>Loading…</p>;
  if (staff && allowed(staff.role)) body = children(staff);
  else if (staff) {
    body = (
      <>
        <h1>{title}</h1>
        <p>
          This page is for {forWhom}. <a href={homePathFor(staff.role)}>Go to your first page</a>.
        </p>
      </>
    );
  }
  return <AdminShell title={title} staff={staff}>{body}</AdminShell>;
}
