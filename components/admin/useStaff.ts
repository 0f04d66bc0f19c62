import { useEffect, useState } from 'react';
import { adminGet } from '../../lib/admin/api';
import { signInPathFor } from '../../lib/admin/signInNext';
import type { StaffSummary } from '../../lib/admin/types';

/** The signed-in staff member; a signed-out visitor is sent to the sign-in page, and back to this page after it. */
export function useStaff(): StaffSummary | null {
  const [staff, setStaff] = useState<StaffSummary | null>(null);
  useEffect(() => {
    let live = true;
    void adminGet<StaffSummary>('me').then((a) => {
      if (!live) return;
      if (a.ok) setStaff(a.data);
      else if (a.status === 401) window.location.assign(signInPathFor(window.location.pathname));
    });
    return () => {
      live = false;
    };
  }, []);
  return staff;
}
