import {
  firstRegisterError,
  GENDERS,
  type RegisterForm as RegisterValues,
} from '@shared/accounts-rules';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';

const ERROR_ID = 'register-error';

type RegisterFormProps = { headingId: string };

function readValues(form: HTMLFormElement): RegisterValues {
  const data = new FormData(form);
  const text = (key: string) => String(data.get(key) ?? '');
  return {
    name: text('name'),
    email: text('email').trim(),
    phone: text('phone').trim(),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    collegeStudent: data.get('collegeStudent') === 'on',
    gender: text('gender'),
  };
}

export function RegisterForm({ headingId }: RegisterFormProps) {
  const navigate = useNavigate();
  const registration = useRegister();
  const [error, setError] = useState<{ field?: string; message: string }>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(form);

    // The check behind the API's own schema (without zod, which the landing page would otherwise
    // download), so the six spec §5 checks run in the same order with the same messages; only
    // the first failing one is shown, beside the field it concerns.
    const invalid = firstRegisterError({ ...values });
    if (invalid) {
      setError(invalid);
      (form.elements.namedItem(invalid.field) as HTMLElement | null)?.focus();
      return;
    }

    setError(undefined);
    registration.mutate(values, {
      onSuccess: () =>
        navigate(paths.verifyEmail.getHref(), {
          state: {
            // As the API stores it (registerSchema's output).
            email: values.email.trim().toLowerCase(),
            flash: 'OTP sent to your email. Please verify.',
          },
        }),
      onError: (err) => setError({ message: getErrorMessage(err, 'Registration failed') }),
    });
  };

  const errorIdFor = (field: string) => (error?.field === field ? ERROR_ID : undefined);

  return (
    <form className="form" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <TextField
        id="register-name"
        name="name"
        label="Name"
        autoComplete="name"
        errorId={errorIdFor('name')}
      />
      <TextField
        id="register-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        hint="Use your Gmail address; we send a verification code to it."
        errorId={errorIdFor('email')}
      />
      <TextField
        id="register-phone"
        name="phone"
        type="tel"
        label="Phone"
        autoComplete="tel-national"
        inputMode="numeric"
        hint="10 digits"
        errorId={errorIdFor('phone')}
      />
      <TextField
        id="register-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters"
        errorId={errorIdFor('password')}
      />
      <TextField
        id="register-confirm-password"
        name="confirmPassword"
        type="password"
        label="Confirm password"
        autoComplete="new-password"
        errorId={errorIdFor('confirmPassword')}
      />
      <div className="field">
        <label htmlFor="register-gender">Gender</label>
        <select
          id="register-gender"
          name="gender"
          className="input"
          defaultValue=""
          aria-invalid={error?.field === 'gender' ? true : undefined}
          aria-describedby={errorIdFor('gender')}
        >
          <option value="">Select your gender</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </select>
      </div>
      <div className="checkbox">
        <input id="register-college-student" name="collegeStudent" type="checkbox" />
        <label htmlFor="register-college-student">I am a college student</label>
      </div>
      {error && (
        <p id={ERROR_ID} className="form-alert" role="alert">
          {error.message}
        </p>
      )}
      <Button type="submit" disabled={registration.isPending}>
        {registration.isPending ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
