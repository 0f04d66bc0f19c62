import s from '../pages/shared/section.module.css';

/** A failed club action's message (the API's, or the network's), read out when it appears. */
export function ActionError({ message }: { message: string | null }) {
  return message ? (
    <p className={s.alert} role="alert" data-testid="club-error">
      {message}
    </p>
  ) : null;
}
