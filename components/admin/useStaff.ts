import { useEffect, useState } from 'react';
import { adminGet, SIGN_IN_PATH } from '../../lib/admin/api';
import type { StaffSummary } from '../../lib/admin/types';

/** The signed-in staff member; a signed-out visitor is sent to the sign-in page. */
export function useStaff(): StaffSummary | null {
  const [staff, setStaff] = useState<StaffSummary | null>(null);
  useEffect(() => {
    let live = true;
    void adminGet<StaffSummary>('me').then((a) => {
      if (!live) return;
      if (a.ok) setStaff(a.data);
      else if (a.status === 401) window.location.assign(SIGN_IN_PATH);
    });
    return () => {
      live = false;
    };
  }, []);
  return staff;
}
