import { useEffect, useState } from 'react';
import { adminGet, adminPost } from '../../lib/admin/api';

/** Records a back-office list can switch on and off. */
interface Switchable {
  id: number;
  active: boolean;
}

/**
 * The state of a back-office list whose rows are edited in a form below it (multi-buy sets,
 * offers): the list as `GET <path>` answers it, the row being edited, the last message and errors,
 * and a switch that posts `active` to `<path>/<id>`. `saved` closes the form and reads the list again.
 */
export function useEditableList<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void adminGet<T>(path).then((a) => (a.ok ? setData(a.data) : setErrors(a.errors)));
  }, [path, version]);
  const saved = (m: string) => {
    setMessage(m);
    setErrors([]);
    setEditing(null);
    setVersion((v) => v + 1);
  };
  /** Switches the row off (or on again); `said` words the result for the status line. */
  async function toggle(row: Switchable, said: (nowActive: boolean) => string) {
    const a = await adminPost(`${path}/${row.id}`, { active: row.active ? '0' : '1' });
    if (a.ok) saved(said(!row.active));
    else setErrors(a.errors);
  }
  return { data, errors, message, editing, setEditing, version, saved, toggle };
}
