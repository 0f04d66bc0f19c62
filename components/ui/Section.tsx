import type { ReactNode, Ref } from 'react';
import s from '../pages/shared/section.module.css';
import styles from './Section.module.css';

interface Props {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** Added to the card's class (e.g. a full-width grid cell). */
  className?: string;
  /** Given, the heading can take focus (tabIndex -1): a form that opens moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled card of a member screen (account, club, addresses, cards): a section labelled by its h2. */
export function Section({ id, title, className, headingRef, children }: Props) {
  return (
    <section className={className ? `${s.card} ${className}` : s.card} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
