import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface Props {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
}

/** The heading band of a component-made page (reviews, size chart, tracker…). */
export function PageHeader({ title, intro, eyebrow }: Props) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
    </header>
  );
}
