import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
} from 'react-hook-form';
import { formAlert } from '@/lib/first-error-resolver';
import { Button } from './button';

/** The one message a shell form shows: `id` is what an invalid control's aria-describedby names. */
export type FormShellAlert = { id: string; field?: string; message: string };

type UseFormShellOptions<T extends FieldValues> = {
  /** A `firstErrorResolver`: the first rule the values break is the one shown. */
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** id of the form's alert, unique on the page (`login-error`). */
  alertId: string;
};

/**
 * The state behind a {@link FormShell} form: react-hook-form checking on submit only (a message
 * stays until the next attempt) and focusing the field in error, plus the server's refusal of
 * the last attempt, merged into one alert.
 *
 * - `errorIdFor(field)`: the alert's id when the alert concerns `field`, for its `errorId`;
 * - `setServerError(message)`: shows the server's refusal (call it from the mutation's onError);
 * - `submit(event, onValid)`: handles the form's submit event; each attempt clears the last
 *   refusal, then checks the values and calls `onValid` if they pass.
 */
export function useFormShell<T extends FieldValues>({
  resolver,
  defaultValues,
  alertId,
}: UseFormShellOptions<T>) {
  const form = useForm<T>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const [serverError, setServerError] = useState<string>();
  const found = formAlert(form.formState.errors, serverError);
  const alert: FormShellAlert | undefined = found && { id: alertId, ...found };

  const errorIdFor = (field: keyof T & string) => (alert?.field === field ? alertId : undefined);

  const submit = (event: FormEvent<HTMLFormElement>, onValid: SubmitHandler<T>) => {
    setServerError(undefined);
    void form.handleSubmit(onValid)(event);
  };

  return { form, alert, errorIdFor, setServerError, submit };
}

type FormShellProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate' | 'children'> & {
  /** From {@link useFormShell}: shown above the submit button while there is one. */
  alert: FormShellAlert | undefined;
  /** Calls {@link useFormShell}'s `submit`; not called while `pending`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The request is in flight: the submit button is disabled and reads `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
  /** Live status between the alert and the submit button (an upload's progress, a success line). */
  status?: ReactNode;
  /** Buttons after the submit button; with them the buttons sit in one `.form__actions` row. */
  actions?: ReactNode;
  /** After the buttons (a link such as 'Forgot password?'). */
  footer?: ReactNode;
};

/**
 * The shell of the login, register, profile and careers forms: a `.form` that checks the values
 * itself (noValidate: the spec's messages, one at a time, instead of browser bubbles), its fields,
 * the one `.form-alert` (role="alert") that invalid fields point to, and a submit button that is
 * disabled and relabelled while the request is in flight. Pair it with {@link useFormShell}; the
 * card and heading around it belong to the page, which names the form (aria-labelledby or
 * aria-label).
 */
export function FormShell({
  alert,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
  status,
  actions,
  footer,
  className,
  ...props
}: FormShellProps) {
  const submitButton = (
    <Button type="submit" disabled={pending}>
      {pending ? pendingLabel : submitLabel}
    </Button>
  );
  return (
    <form
      {...props}
      className={['form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => {
        // The disabled button already blocks clicks and Enter; this covers any other submit.
        if (pending) {
          event.preventDefault();
          return;
        }
        onSubmit(event);
      }}
    >
      {children}
      {alert && (
        <p id={alert.id} className="form-alert" role="alert">
          {alert.message}
        </p>
      )}
      {status}
      {actions ? (
        <div className="form__actions">
          {submitButton}
          {actions}
        </div>
      ) : (
        submitButton
      )}
      {footer}
    </form>
  );
}
