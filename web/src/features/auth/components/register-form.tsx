import {
  firstRegisterError,
  GENDERS,
  type RegisterForm as RegisterValues,
} from '@notesea/contract/accounts-rules';
import { useNavigate } from 'react-router';
import { FormShell, useFormShell } from '@/components/ui/form-shell';
import { SelectField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { firstErrorResolver } from '@/lib/first-error-resolver';
import { useRegister } from '../api/register';

type RegisterFormProps = { headingId: string };

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  collegeStudent: false,
  gender: '',
};

// The check behind the API's own schema (without zod, which the landing page would otherwise
// download), so the six docs/product.md §5 checks run in the same order with the same messages; only the
// first failing one is shown, beside the field it concerns.
const resolver = firstErrorResolver<RegisterValues>((values) => firstRegisterError({ ...values }));

export function RegisterForm({ headingId }: RegisterFormProps) {
  const navigate = useNavigate();
  const registration = useRegister();
  const { form, alert, errorIdFor, setServerError, submit } = useFormShell<RegisterValues>({
    resolver,
    defaultValues: EMPTY,
    alertId: 'register-error',
  });

  const onValid = (typed: RegisterValues) => {
    const values = { ...typed, email: typed.email.trim(), phone: typed.phone.trim() };
    registration.mutate(values, {
      onSuccess: () =>
        void navigate(paths.verifyEmail.getHref(), {
          state: {
            // As the API stores it (registerSchema's output).
            email: values.email.toLowerCase(),
            flash: 'OTP sent to your email. Please verify.',
          },
        }),
      onError: (err) => setServerError(getErrorMessage(err, 'Registration failed')),
    });
  };

  return (
    <FormShell
      aria-labelledby={headingId}
      alert={alert}
      onSubmit={(event) => submit(event, onValid)}
      pending={registration.isPending}
      submitLabel="Sign Up"
      pendingLabel="Signing up..."
    >
      <TextField
        id="register-name"
        label="Name"
        autoComplete="name"
        errorId={errorIdFor('name')}
        {...form.register('name')}
      />
      <TextField
        id="register-email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        hint="Use your Gmail address; we send a verification code to it."
        errorId={errorIdFor('email')}
        {...form.register('email')}
      />
      <TextField
        id="register-phone"
        type="tel"
        label="Phone"
        autoComplete="tel-national"
        inputMode="numeric"
        hint="10 digits"
        errorId={errorIdFor('phone')}
        {...form.register('phone')}
      />
      <TextField
        id="register-password"
        type="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters"
        errorId={errorIdFor('password')}
        {...form.register('password')}
      />
      <TextField
        id="register-confirm-password"
        type="password"
        label="Confirm password"
        autoComplete="new-password"
        errorId={errorIdFor('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <SelectField
        id="register-gender"
        label="Gender"
        options={GENDERS}
        placeholder="Select your gender"
        errorId={errorIdFor('gender')}
        {...form.register('gender')}
      />
      <div className="checkbox">
        <input id="register-college-student" type="checkbox" {...form.register('collegeStudent')} />
        <label htmlFor="register-college-student">I am a college student</label>
      </div>
    </FormShell>
  );
}
