import type { ComponentProps, ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Shown under the control and announced with it. */
  hint?: ReactNode;
  /** id of the message describing the current error, when it concerns this control. */
  errorId?: string;
  /** Marks the label with an asterisk and the control as required, without browser bubbles. */
  requiredMark?: boolean;
  className?: string;
};

/** The label, hint and class around a control, and the ARIA attributes the control needs. */
function fieldParts({ id, label, hint, errorId, requiredMark, className }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const aria = {
    id,
    'aria-required': requiredMark || undefined,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const wrap = (control: ReactNode) => (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {requiredMark && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
  return { aria, wrap };
}

/** A labelled input; `errorId` marks it invalid and links it to the form's alert. */
export function TextField({
  id,
  label,
  hint,
  errorId,
  requiredMark,
  className,
  ...props
}: ComponentProps<'input'> & FieldProps) {
  const { aria, wrap } = fieldParts({ id, label, hint, errorId, requiredMark, className });
  return wrap(<input className="input" {...aria} {...props} />);
}

/** A labelled textarea, as TextField. */
export function TextAreaField({
  id,
  label,
  hint,
  errorId,
  requiredMark,
  className,
  ...props
}: ComponentProps<'textarea'> & FieldProps) {
  const { aria, wrap } = fieldParts({ id, label, hint, errorId, requiredMark, className });
  return wrap(<textarea className="input" {...aria} {...props} />);
}

/**
 * A labelled select with an empty first choice that prompts for one. Each option is a plain
 * string (its own value) or a `[value, label]` pair.
 */
export function SelectField({
  id,
  label,
  hint,
  errorId,
  requiredMark,
  className,
  options,
  placeholder,
  ...props
}: ComponentProps<'select'> &
  FieldProps & {
    options: readonly (string | readonly [value: string, label: string])[];
    placeholder: string;
  }) {
  const { aria, wrap } = fieldParts({ id, label, hint, errorId, requiredMark, className });
  return wrap(
    <select className="input" {...aria} {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => {
        const [value, text] = typeof option === 'string' ? [option, option] : option;
        return (
          <option key={value} value={value}>
            {text}
          </option>
        );
      })}
    </select>,
  );
}
