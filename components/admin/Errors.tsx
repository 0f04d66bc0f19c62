import styles from './admin.module.css';

/** The server's messages for the last action, read out by screen readers as they appear. */
export function Errors({ errors }: { errors: readonly string[] }) {
  return (
    <div role="alert" className={styles.error}>
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
