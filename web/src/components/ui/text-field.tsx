import type { ComponentProps, ReactNode } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: ReactNode;
  /** Shown under the control and announced with it. */
  hint?: ReactNode;
  /** id of the message describing the current error, when it concerns this control. */
  errorId?: string;
};

/** A labelled input; `errorId` marks it invalid and links it to the form's alert. */
export function TextField({ id, label, hint, errorId, className, ...props }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
