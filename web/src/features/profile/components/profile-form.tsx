import type { UserDto } from '@shared/accounts';
import { firstProfileError, GENDERS } from '@shared/accounts-rules';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateProfile, type UpdateProfileInput } from '../api/update-profile';

const ERROR_ID = 'profile-error';

type Values = Omit<UpdateProfileInput, 'password'> & { password: string };
type FieldName = keyof Values;

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

/** Edit mode of /profile: starts from the saved profile each time, so Cancel discards edits. */
export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const update = useUpdateProfile();
  const [values, setValues] = useState(() => toValues(user));
  const [error, setError] = useState<{ field?: string; message: string }>();

  const change =
    (field: FieldName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password, ...rest } = values;
    const input: UpdateProfileInput = password ? { ...rest, password } : rest;

    // The API's own rules and messages (profileUpdateSchema's checks, without zod), so most
    // mistakes are caught before a round trip.
    const invalid = firstProfileError({ ...input, gender: input.gender || undefined });
    if (invalid) {
      setError(invalid);
      document.getElementById(`profile-${invalid.field}`)?.focus();
      return;
    }

    setError(undefined);
    update.mutate(input, {
      onSuccess: onSaved,
      onError: (err) =>
        setError({ message: getErrorMessage(err, 'Could not update your profile') }),
    });
  };

  const errorIdFor = (field: FieldName) => (error?.field === field ? ERROR_ID : undefined);

  return (
    <form className="form profile-form" aria-label="Edit profile" noValidate onSubmit={onSubmit}>
      <TextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        // Edit mode was just opened from its button: start at the first field.
        autoFocus
        value={values.name}
        onChange={change('name')}
        errorId={errorIdFor('name')}
      />
      <TextField
        id="profile-email"
        type="email"
        label="Email"
        value={values.email}
        readOnly
        hint="Your email cannot be changed."
      />
      <TextField
        id="profile-phone"
        type="tel"
        label="Phone"
        autoComplete="tel-national"
        inputMode="numeric"
        value={values.phone}
        onChange={change('phone')}
        errorId={errorIdFor('phone')}
      />
      <div className="field">
        <label htmlFor="profile-gender">Gender</label>
        <select
          id="profile-gender"
          className="input"
          value={values.gender}
          onChange={change('gender')}
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
      <TextField
        id="profile-location"
        label="Location"
        autoComplete="address-level2"
        value={values.location}
        onChange={change('location')}
        errorId={errorIdFor('location')}
      />
      <div className="field">
        <label htmlFor="profile-bio">Bio</label>
        <textarea
          id="profile-bio"
          className="input"
          rows={4}
          value={values.bio}
          onChange={change('bio')}
          aria-invalid={error?.field === 'bio' ? true : undefined}
          aria-describedby={errorIdFor('bio')}
        />
      </div>
      <TextField
        id="profile-image"
        type="url"
        label="Profile picture link"
        inputMode="url"
        hint="A link to an image, starting with https://"
        value={values.image}
        onChange={change('image')}
        errorId={errorIdFor('image')}
      />
      <TextField
        id="profile-password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="Leave blank to keep your current password."
        value={values.password}
        onChange={change('password')}
        errorId={errorIdFor('password')}
      />
      {error && (
        <p id={ERROR_ID} className="form-alert" role="alert">
          {error.message}
        </p>
      )}
      <div className="form__actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
