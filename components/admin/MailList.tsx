import { statusLabel, utcMinute } from '../../lib/admin/display';
import type { AdminMail } from '../../lib/admin/types';
import styles from './admin.module.css';

/** Mails sent, or waiting to be sent, with their delivery status (the order page's and the customer page's). */
export function MailList({ mails, id }: { mails: readonly AdminMail[]; id: string }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>Mails</h2>
      {mails.length ? (
        <ul>
          {mails.map((m) => (
            <li key={m.id}>
              {utcMinute(m.createdAt)}: {m.subject} <span className={styles.muted}>({statusLabel(m.status)})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>None.</p>
      )}
    </section>
  );
}
