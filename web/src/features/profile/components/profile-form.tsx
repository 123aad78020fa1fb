import type { UserDto } from '@notesea/contract/accounts';
import { firstProfileError, GENDERS } from '@notesea/contract/accounts-rules';
import { Button } from '@/components/ui/button';
import { FormShell, useFormShell } from '@/components/ui/form-shell';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { firstErrorResolver } from '@/lib/first-error-resolver';
import { useUpdateProfile, type UpdateProfileInput } from '../api/update-profile';

type Values = Omit<UpdateProfileInput, 'password'> & { password: string };

function toValues(user: UserDto): Values {
  return {
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    gender: (GENDERS as readonly string[]).includes(user.gender)
      ? (user.gender as Values['gender'])
      : '',
    location: user.location ?? '',
    bio: user.bio ?? '',
    image: user.image ?? '',
    password: '',
  };
}

type ProfileFormProps = {
  user: UserDto;
  onSaved: () => void;
  onCancel: () => void;
};

/** What is sent: the password only when a new one was typed. */
function toInput({ password, ...rest }: Values): UpdateProfileInput {
  return password ? { ...rest, password } : rest;
}

// The API's own rules and messages (profileUpdateSchema's checks, without zod), so most
// mistakes are caught before a round trip; the first failing one is shown.
const resolver = firstErrorResolver<Values>((values) => {
  const input = toInput(values);
  return firstProfileError({ ...input, gender: input.gender || undefined });
});

/** Edit mode of /profile: starts from the saved profile each time, so Cancel discards edits. */
export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const update = useUpdateProfile();
  const { form, alert, errorIdFor, setServerError, submit } = useFormShell<Values>({
    resolver,
    defaultValues: toValues(user),
    alertId: 'profile-error',
  });

  const onValid = (values: Values) =>
    update.mutate(toInput(values), {
      onSuccess: onSaved,
      onError: (err) => setServerError(getErrorMessage(err, 'Could not update your profile')),
    });

  return (
    <FormShell
      className="profile-form"
      aria-label="Edit profile"
      alert={alert}
      onSubmit={(event) => submit(event, onValid)}
      pending={update.isPending}
      submitLabel="Save"
      pendingLabel="Saving..."
      actions={
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
      }
    >
      <TextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        // Edit mode was just opened from its button: start at the first field.
        autoFocus
        {...form.register('name')}
        errorId={errorIdFor('name')}
      />
      <TextField
        id="profile-email"
        type="email"
        label="Email"
        readOnly
        {...form.register('email')}
        hint="Your email cannot be changed."
      />
      <TextField
        id="profile-phone"
        type="tel"
        label="Phone"
        autoComplete="tel-national"
        inputMode="numeric"
        {...form.register('phone')}
        errorId={errorIdFor('phone')}
      />
      <SelectField
        id="profile-gender"
        label="Gender"
        options={GENDERS}
        placeholder="Select your gender"
        {...form.register('gender')}
        errorId={errorIdFor('gender')}
      />
      <TextField
        id="profile-location"
        label="Location"
        autoComplete="address-level2"
        {...form.register('location')}
        errorId={errorIdFor('location')}
      />
      <TextAreaField
        id="profile-bio"
        label="Bio"
        rows={4}
        {...form.register('bio')}
        errorId={errorIdFor('bio')}
      />
      <TextField
        id="profile-image"
        type="url"
        label="Profile picture link"
        inputMode="url"
        hint="A link to an image, starting with https://"
        {...form.register('image')}
        errorId={errorIdFor('image')}
      />
      <TextField
        id="profile-password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="Leave blank to keep your current password."
        {...form.register('password')}
        errorId={errorIdFor('password')}
      />
    </FormShell>
  );
}
