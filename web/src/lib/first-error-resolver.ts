import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A form's own check: the first rule the values break, as field and message, if any. */
export type FirstErrorCheck<T> = (values: T) => { field: string; message: string } | undefined;

/**
 * A react-hook-form resolver around a zod-free check that reports one problem at a time (the
 * spec's rules in order, e.g. `firstRegisterError`), so a form gets the library's state, focus
 * and submit handling without the zod chunk, and the first failing rule is the one shown.
 */
export function firstErrorResolver<T extends FieldValues>(check: FirstErrorCheck<T>): Resolver<T> {
  return (values) => {
    const invalid = check(values);
    if (!invalid) return { values, errors: {} };
    const errors = { [invalid.field]: { type: 'validate', message: invalid.message } };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The message of the one field error a `firstErrorResolver` form holds, with its field. */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
): { field: string; message: string } | undefined {
  for (const [field, error] of Object.entries(errors)) {
    if (field === 'root' || !error || typeof error.message !== 'string') continue;
    return { field, message: error.message };
  }
  return undefined;
}

/**
 * What a form's one alert shows: the field error if the last attempt had one, else the server's
 * refusal of it, if any.
 */
export function formAlert<T extends FieldValues>(
  errors: FieldErrors<T>,
  serverError: string | undefined,
): { field?: string; message: string } | undefined {
  return (
    firstFieldError(errors) ?? (serverError === undefined ? undefined : { message: serverError })
  );
}
