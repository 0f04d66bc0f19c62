import { useState, type ReactNode } from 'react';
import ui from './memberScreens.module.css';

interface Props {
  /** The question's group name, naming what goes ("Delete 1 Main St?"). */
  label: string;
  question: string;
  /** The confirming button's content. */
  confirm: ReactNode;
  /** True while any change is being sent (the confirming button waits). */
  busy: boolean;
  onConfirm(): void;
  /** A tile's buttons until asked; `ask` is what the removing one calls. */
  children(ask: () => void): ReactNode;
}

/** A tile's actions with a removal that asks first, in place ("Keep it" goes back). */
export function ConfirmStep({ label, question, confirm, busy, onConfirm, children }: Props) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) return <div className={ui.itemActions}>{children(() => setConfirming(true))}</div>;
  return (
    <div className={ui.confirm} role="group" aria-label={label}>
      <p>{question}</p>
      <div className={ui.itemActions}>
        <button type="button" className="btn" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
