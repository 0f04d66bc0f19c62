import type { ReactNode } from 'react';

/** What a field's control carries so assistive technology reads its hint and error with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The control's id and aria wiring: the hint is `${id}-hint`, the error `${id}-error`, read in that order. */
export function fieldAria(id: string, hasHint: boolean, error: unknown): FieldControlProps {
  const describedBy = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** The form's stylesheet (a CSS module): its field, label, hint and error classes are used. */
export type FieldClasses = Readonly<Partial<Record<'field' | 'label' | 'hint' | 'error', string>>>;

interface Props {
  /** The control's id. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The form's own look (each form keeps its stylesheet). */
  classes: FieldClasses;
  /** The hint between the label and the control rather than under the control. */
  hintFirst?: boolean;
  /** Hint and error as inline spans (account forms) or paragraphs. */
  textTag?: 'p' | 'span';
  /** Renders the control with the props from fieldAria. */
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control with its hint and its error under it, linked by aria-describedby and marked aria-invalid. */
export function Field({ id, label, hint, error, classes, hintFirst = false, textTag: Text = 'p', children }: Props) {
  const hintText = hint ? (
    <Text id={`${id}-hint`} className={classes.hint}>
      {hint}
    </Text>
  ) : null;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {hintFirst ? hintText : null}
      {children(fieldAria(id, Boolean(hint), error))}
      {hintFirst ? null : hintText}
      {error ? (
        <Text id={`${id}-error`} className={classes.error}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
