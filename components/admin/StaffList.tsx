import { useEffect, useState } from 'react';
import { adminGet, adminPost } from '../../lib/admin/api';
import { utcMinute } from '../../lib/admin/display';
import type { StaffListRow } from '../../lib/admin/types';
import { formatCents, fromCents } from '../../lib/format/money';
import { ActionForm } from './ActionForm';
import { Errors } from './Errors';
import styles from './admin.module.css';

const ROLES = ['support', 'fulfilment', 'merchandiser', 'marketing', 'owner'];

/** The role field of the invitation and of a change of access. */
function RoleSelect({ id, defaultValue }: { id: string; defaultValue: string }) {
  return (
    <select id={id} name="role" defaultValue={defaultValue}>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}

/** Owners: the staff of their brands, changing one's role, brands or refund limit, an invitation by mail, and disabling an account. */
export function StaffList() {
  const [staff, setStaff] = useState<StaffListRow[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  useEffect(() => {
    void adminGet<{ staff: StaffListRow[] }>('staff').then((a) => (a.ok ? setStaff(a.data.staff) : setErrors(a.errors)));
  }, [version]);
  const done = (m: string) => {
    setMessage(m);
    setEditing(null);
    setVersion((v) => v + 1);
  };
  const edited = staff?.find((s) => s.id === editing);
  async function disable(row: StaffListRow) {
    if (!window.confirm(`Disable ${row.email}? They are signed out at once.`)) return;
    const a = await adminPost(`staff/${row.id}/disable`);
    if (a.ok) done(`${row.email} is disabled.`);
    else setErrors(a.errors);
  }
  return (
    <>
      <p role="status" className={styles.done}>
        {message}
      </p>
      {errors.length ? <Errors errors={errors} /> : null}
      <section className={styles.card} aria-labelledby="staff-title">
        <h1 id="staff-title">Staff</h1>
        {staff ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Brands</th>
                  <th scope="col">Refund limit</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className={styles.muted}>Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {staff.map((s) => (
                  <tr key={s.id}>
                    <td>{s.email}</td>
                    <td>{s.role}</td>
                    <td>{s.brands === 'all' ? 'all' : s.brands.join(', ')}</td>
                    <td>{s.refundLimitCents === null ? '—' : formatCents(s.refundLimitCents)}</td>
                    <td>{s.disabledAt ? `disabled ${utcMinute(s.disabledAt)}` : s.setUp ? 'active' : 'invited'}</td>
                    <td>
                      {s.disabledAt ? null : (
                        <>
                          <button type="button" className={styles.linkButton} onClick={() => setEditing(s.id)}>
                            Change access <span className={styles.muted}>{s.email}</span>
                          </button>{' '}
                          <button type="button" className={styles.linkButton} onClick={() => void disable(s)}>
                            Disable <span className={styles.muted}>{s.email}</span>
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>Loading…</p>
        )}
      </section>
      {edited ? (
        <ActionForm key={edited.id} title={`Change the access of ${edited.email}`} path={`staff/${edited.id}`} submitLabel="Save access" onDone={done} doneMessage={`The access of ${edited.email} is changed; it applies to their next page.`}>
          <div className={styles.field}>
            <label htmlFor="edit-role">Role</label>
            <RoleSelect id="edit-role" defaultValue={edited.role} />
          </div>
          <div className={styles.field}>
            <label htmlFor="edit-brands">Brands (all, or ids separated by commas)</label>
            <input id="edit-brands" name="brands" maxLength={200} defaultValue={edited.brands === 'all' ? 'all' : edited.brands.join(',')} />
          </div>
          <div className={styles.field}>
            <label htmlFor="edit-limit">Refund limit in dollars (support; left empty: unchanged)</label>
            <input id="edit-limit" name="refundLimit" inputMode="decimal" maxLength={12} defaultValue={edited.refundLimitCents === null ? '' : fromCents(edited.refundLimitCents).toFixed(2)} />
          </div>
          <button type="button" className={styles.linkButton} onClick={() => setEditing(null)}>
            Cancel
          </button>
        </ActionForm>
      ) : null}
      <ActionForm title="Invite a staff member" path="staff" submitLabel="Send invitation" onDone={done} doneMessage="Invitation sent.">
        <div className={styles.field}>
          <label htmlFor="invite-email">Email</label>
          <input id="invite-email" name="email" type="email" maxLength={254} />
        </div>
        <div className={styles.field}>
          <label htmlFor="invite-role">Role</label>
          <RoleSelect id="invite-role" defaultValue="support" />
        </div>
        <div className={styles.field}>
          <label htmlFor="invite-brands">Brands (all, or ids separated by commas)</label>
          <input id="invite-brands" name="brands" maxLength={200} />
        </div>
        <div className={styles.field}>
          <label htmlFor="invite-limit">Refund limit in dollars (support)</label>
          <input id="invite-limit" name="refundLimit" inputMode="decimal" maxLength={12} />
        </div>
      </ActionForm>
    </>
  );
}
