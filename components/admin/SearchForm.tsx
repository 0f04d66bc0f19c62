import type { FormEvent } from 'react';
import styles from './admin.module.css';

interface Props {
  /** The page's heading. */
  title: string;
  /** The search landmark's name ('Find items'). */
  name: string;
  /** The field's label ('Item name or id'). */
  label: string;
  maxLength: number;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
}

/** A back-office page's one-field search (its input is named `q`), with the page's heading. */
export function SearchForm({ title, name, label, maxLength, onSubmit }: Props) {
  return (
    <form className={styles.card} onSubmit={onSubmit} role="search" aria-label={name}>
      <h1>{title}</h1>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="q">{label}</label>
          <input id="q" name="q" type="search" maxLength={maxLength} />
        </div>
        <button className={styles.button} type="submit">
          Find
        </button>
      </div>
    </form>
  );
}
