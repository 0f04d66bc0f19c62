import { useEffect, useRef, type ReactNode } from 'react';
import { Section } from '../ui/Section';
import s from '../pages/shared/section.module.css';

interface Props {
  /** What the form is open for (falsy: closed). A change to it after the first render that opens the form moves focus to the form's heading. */
  open: unknown;
  titleId: string;
  title: string;
  /** The form, shown while open. */
  children: ReactNode;
  /** Closed and the list is full: the note instead of the add button. */
  atLimit: boolean;
  limitNote: ReactNode;
  limitTestId: string;
  addLabel: string;
  addTestId: string;
  onAdd(): void;
}

/** Under a management screen's list: its add/edit form in a section of its own, else the add button (or why there is none). */
export function AddFormToggle({ open, titleId, title, children, atLimit, limitNote, limitTestId, addLabel, addTestId, onAdd }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const rendered = useRef(false);

  useEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    if (open) heading.current?.focus();
  }, [open]);

  if (open) {
    return (
      <Section id={titleId} title={title} headingRef={heading}>
        {children}
      </Section>
    );
  }
  if (atLimit) {
    return (
      <p className={s.card} data-testid={limitTestId}>
        {limitNote}
      </p>
    );
  }
  return (
    <div>
      <button type="button" className="btn" onClick={onAdd} data-testid={addTestId}>
        {addLabel}
      </button>
    </div>
  );
}
