import s from '../pages/shared/section.module.css';
import styles from './Club.module.css';

/** A failed club action's message (the API's, or the network's), read out when it appears. */
export function ActionError({ message }: { message: string | null }) {
  return message ? (
    <p className={s.alert} role="alert" data-testid="club-error">
      {message}
    </p>
  ) : null;
}

interface ActionButtonProps {
  /** The action's state (useClubAction). */
  action: { busy: boolean; error: string | null };
  label: string;
  /** The label while the action runs ('Pausing…'). */
  busyLabel: string;
  testId: string;
  onClick(): void;
}

/** A club screen's one action: its failure above, the button busy (and inert) while it runs. */
export function ClubActionButton({ action, label, busyLabel, testId, onClick }: ActionButtonProps) {
  return (
    <>
      <ActionError message={action.error} />
      <div className={styles.actions}>
        <button type="button" className="btn" disabled={action.busy} aria-busy={action.busy || undefined} data-testid={testId} onClick={onClick}>
          {action.busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
