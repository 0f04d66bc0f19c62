import { useRef, useState } from 'react';
import { ACCOUNT_SERVER_ERROR, accountFormFailure } from '../../lib/account/errors';

/**
 * A management screen's saved list (the address book, the cards) and its changes: one at a time
 * (`act` does nothing while one is sent), each answering the whole list, which replaces what the
 * screen shows. `notice` says what the last change did and takes focus; `problem` is the API's refusal.
 */
export function useListChanges<T>(initial: T) {
  const [list, setList] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const done = (next: T, text: string) => {
    setList(next);
    setNotice(text);
    setTimeout(() => noticeRef.current?.focus(), 0);
  };

  const act = async (send: () => Promise<T>, text: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setNotice('');
    try {
      done(await send(), text);
    } catch (err) {
      setProblem(accountFormFailure(err, []).message ?? ACCOUNT_SERVER_ERROR);
    } finally {
      setBusy(false);
    }
  };

  /** Before the form opens: what the last change said no longer applies. */
  const clearMessages = () => {
    setNotice('');
    setProblem(null);
  };

  return { list, busy, notice, problem, noticeRef, done, act, clearMessages };
}
