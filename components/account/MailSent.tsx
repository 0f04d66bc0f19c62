import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Account.module.css';

/** What a form that sends an e-mail shows once it is sent; takes focus so the change is announced and seen. */
export function MailSent({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.status} data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}
