import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookingFormSchema,
  toCreateOrderBody,
  type BookingForm as BookingFormOutput,
  type BookingFormValues,
} from '@notesea/contract/orders';
import { indiaToday } from '@notesea/contract/orders-rules';
import type { ProjectDto } from '@notesea/contract/projects';
import { useEffect, useId, type ReactElement } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { CreateOrderBody } from '../api/create-order';
import { formatRupees } from '@/utils/format';

/** What the inputs hold, kept by the dialog while the payment window is open. */
export type BookingFormFields = BookingFormValues;

type BookingFormProps = {
  project: ProjectDto;
  defaultValues?: BookingFormFields;
  busy: boolean;
  /** The last attempt's failure (docs/product.md §8), shown above the buttons. */
  error: string | null;
  onSubmit: (body: CreateOrderBody, values: BookingFormFields) => void;
  onCancel: () => void;
};

const EMPTY: Required<BookingFormFields> = {
  name: '',
  email: '',
  phone: '',
  deadline: '',
  requirements: '',
  planType: 'student',
};

/**
 * docs/product.md §3 booking form; validated with the API's own schema, so the messages match it. Every
 * problem shows on submit, the first invalid field gets the focus, and from then on the
 * messages follow the input.
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
  const form = useForm<BookingFormFields, unknown, BookingFormOutput>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: defaultValues ?? EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const planType = useWatch({ control: form.control, name: 'planType' });
  const price = planType === 'business' ? project.businessPrice : project.studentPrice;

  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const field = (name: keyof BookingFormFields, label: string, fieldError?: FieldError) => ({
    id: `${id}-${name}`,
    label,
    errorId: `${id}-${name}-error`,
    error: fieldError?.message,
  });

  const name = field('name', 'Name', errors.name);
  const email = field('email', 'Email', errors.email);
  const phone = field('phone', 'Phone', errors.phone);
  const deadline = field('deadline', 'Deadline', errors.deadline);
  const requirements = field('requirements', 'Requirements (optional)', errors.requirements);

  return (
    <form
      className="booking-form"
      noValidate
      onSubmit={(event) => {
        // A second submission while one runs is ignored (docs/product.md §4); the hook guards as well.
        if (busy) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit((values) =>
          onSubmit(toCreateOrderBody(project._id, values), form.getValues()),
        )(event);
      }}
    >
      <fieldset className="plan-choice">
        <legend>Plan</legend>
        <label className="plan-choice__option">
          <input type="radio" value="student" {...form.register('planType')} />
          <span>Student</span>
          <span className="plan-choice__price">{formatRupees(project.studentPrice)}</span>
        </label>
        <label className="plan-choice__option">
          <input type="radio" value="business" {...form.register('planType')} />
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
            {...form.register('name')}
          />
        </Field>
        <Field {...email}>
          <input
            type="email"
            autoComplete="email"
            required
            {...aria(email)}
            {...form.register('email')}
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
            {...form.register('phone')}
          />
        </Field>
        <Field {...deadline}>
          <input
            type="date"
            min={indiaToday()}
            required
            {...aria(deadline)}
            {...form.register('deadline')}
          />
        </Field>
        <Field {...requirements}>
          <textarea rows={4} {...aria(requirements)} {...form.register('requirements')} />
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
