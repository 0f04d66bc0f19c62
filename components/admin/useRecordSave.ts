import { useState } from 'react';
import { adminPost } from '../../lib/admin/api';

/**
 * The save step of a back-office form that creates a record or edits one (multi-buy sets, offers):
 * posts to `<path>` (new) or `<path>/<id>` (edit), shows the server's refusals, and on success tells
 * the list with "<Noun> #<id> created." or "… saved.".
 */
export function useRecordSave(path: string, noun: string, editingId: number | null, onSaved: (message: string) => void) {
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  async function save(fields: Record<string, string>) {
    setBusy(true);
    const a = await adminPost<{ id: number }>(editingId === null ? path : `${path}/${editingId}`, fields);
    setBusy(false);
    if (!a.ok) {
      setErrors(a.errors);
      return;
    }
    setErrors([]);
    onSaved(editingId === null ? `${noun} #${a.data.id} created.` : `${noun} #${editingId} saved.`);
  }
  return { errors, setErrors, busy, save };
}
