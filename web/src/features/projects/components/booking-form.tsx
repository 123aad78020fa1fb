import { bookingFormSchema, toCreateOrderBody, type BookingFormValues } from '@shared/orders';
import { indiaToday } from '@shared/orders-rules';
import type { ProjectDto } from '@shared/projects';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { Button } from '@/components/ui/button';
import type { CreateOrderBody } from '../api/create-order';
import { formatRupees } from '@/utils/format';

/** What the inputs hold, kept by the dialog while the payment window is open. */
export type BookingFormFields = BookingFormValues;

type Values = Required<BookingFormFields>;
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

type BookingFormProps = {
  project: ProjectDto;
  defaultValues?: BookingFormFields;
  busy: boolean;
  /** The last attempt's failure (spec §8), shown above the buttons. */
  error: string | null;
  onSubmit: (body: CreateOrderBody, values: BookingFormFields) => void;
  onCancel: () => void;
};

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  deadline: '',
  requirements: '',
  planType: 'student',
};

/** The fields in page order: the first one with a problem gets the focus. */
const FIELD_ORDER: readonly FieldName[] = [
  'planType',
  'name',
  'email',
  'phone',
  'deadline',
  'requirements',
];

/** The schema's verdict: the parsed form, or the first message per field. */
function validate(values: Values) {
  const result = bookingFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { data: undefined, errors };
}

/**
 * Spec §3 booking form; validated with the API's own schema, so the messages match it. Plain
 * React state rather than a form library: five inputs do not need one, and dropping
 * react-hook-form took ~12 KB gzip out of this chunk (DESIGN §10). Every problem shows on
 * submit, the first invalid field gets the focus, and from then on the messages follow the input.
 */
export function BookingForm({
  project,
  defaultValues,
  busy,
  error,
  onSubmit,
  onCancel,
}: BookingFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...defaultValues }));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const price = values.planType === 'business' ? project.businessPrice : project.studentPrice;

  useEffect(() => focusField(form.current, 'name'), []);

  /** The props that bind an input to `values`. */
  const bind = (name: FieldName) => ({
    name,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(validate(next).errors);
    },
  });

  const field = (name: FieldName, label: string) => ({
    id: `${id}-${name}`,
    label,
    errorId: `${id}-${name}-error`,
    error: errors[name],
  });

  const name = field('name', 'Name');
  const email = field('email', 'Email');
  const phone = field('phone', 'Phone');
  const deadline = field('deadline', 'Deadline');
  const requirements = field('requirements', 'Requirements (optional)');

  return (
    <form
      ref={form}
      className="booking-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A second submission while one runs is ignored (spec §4); the hook guards as well.
        if (busy) return;
        const result = validate(values);
        setSubmitted(true);
        setErrors(result.errors);
        if (!result.data) {
          const first = FIELD_ORDER.find((f) => result.errors[f]);
          if (first) focusField(event.currentTarget, first);
          return;
        }
        onSubmit(toCreateOrderBody(project._id, result.data), values);
      }}
    >
      <fieldset className="plan-choice">
        <legend>Plan</legend>
        <label className="plan-choice__option">
          <input
            type="radio"
            value="student"
            checked={values.planType === 'student'}
            {...bind('planType')}
          />
          <span>Student</span>
          <span className="plan-choice__price">{formatRupees(project.studentPrice)}</span>
        </label>
        <label className="plan-choice__option">
          <input
            type="radio"
            value="business"
            checked={values.planType === 'business'}
            {...bind('planType')}
          />
          <span>Business</span>
          <span className="plan-choice__price">{formatRupees(project.businessPrice)}</span>
        </label>
      </fieldset>

      <fieldset className="booking-form__fields">
        <legend className="visually-hidden">Your details</legend>
        <Field {...name}>
          <input
            type="text"
            autoComplete="name"
            required
            {...aria(name)}
            value={values.name}
            {...bind('name')}
          />
        </Field>
        <Field {...email}>
          <input
            type="email"
            autoComplete="email"
            required
            {...aria(email)}
            value={values.email}
            {...bind('email')}
          />
        </Field>
        <Field {...phone}>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            required
            {...aria(phone)}
            value={values.phone}
            {...bind('phone')}
          />
        </Field>
        <Field {...deadline}>
          <input
            type="date"
            min={indiaToday()}
            required
            {...aria(deadline)}
            value={values.deadline}
            {...bind('deadline')}
          />
        </Field>
        <Field {...requirements}>
          <textarea
            rows={4}
            {...aria(requirements)}
            value={values.requirements}
            {...bind('requirements')}
          />
        </Field>
      </fieldset>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}

      <div className="dialog__actions">
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus out of the form. */}
        <Button type="submit" aria-disabled={busy}>
          {busy ? 'Processing...' : `Pay ${formatRupees(price)}`}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type FieldProps = {
  id: string;
  label: string;
  errorId: string;
  error?: string;
  children: ReactElement;
};

function Field({ id, label, errorId, error, children }: FieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function aria(f: { id: string; errorId: string; error?: string }) {
  return {
    id: f.id,
    'aria-invalid': f.error ? true : undefined,
    'aria-describedby': f.error ? f.errorId : undefined,
  };
}

function focusField(form: HTMLFormElement | null, name: FieldName) {
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
