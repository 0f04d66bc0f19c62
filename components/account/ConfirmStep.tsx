import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  /** A tile's buttons until asked; `ask` is what the removing one calls (it must be the last button). */
  children(ask: () => void): ReactNode;
}

/**
 * A tile's actions with a removal that asks first, in place ("Keep it" goes back). The pressed
 * button is replaced by the question, so focus is moved by hand: to "Keep it" when asked, back to
 * the removing button after "Keep it"; otherwise a keyboard user would be left on the page's body.
 */
export function ConfirmStep({ label, question, confirm, busy, onConfirm, children }: Props) {
  // byPress: the shopper changed the step, so focus follows; nothing takes focus on first render.
  const [step, setStep] = useState({ confirming: false, byPress: false });
  const keepRef = useRef<HTMLButtonElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!step.byPress) return;
    if (step.confirming) keepRef.current?.focus();
    else Array.from(actionsRef.current?.querySelectorAll('button') ?? []).at(-1)?.focus();
  }, [step]);

  if (!step.confirming)
    return (
      <div className={ui.itemActions} ref={actionsRef}>
        {children(() => setStep({ confirming: true, byPress: true }))}
      </div>
    );
  return (
    <div className={ui.confirm} role="group" aria-label={label}>
      <p>{question}</p>
      <div className={ui.itemActions}>
        <button type="button" className="btn" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="btn btn-outline" ref={keepRef} onClick={() => setStep({ confirming: false, byPress: true })}>
          Keep it
        </button>
      </div>
    </div>
  );
}
