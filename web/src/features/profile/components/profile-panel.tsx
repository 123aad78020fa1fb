import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { clearToken } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';

/** /profile: view mode, and edit mode behind Edit Profile (docs/product.md §2, §4). */
export function ProfilePanel() {
  const navigate = useNavigate();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const leftEditMode = useRef(false);

  // docs/product.md §6: a profile that cannot be loaded means the session is unusable: log out, go home.
  const failed = profile.isError;
  useEffect(() => {
    if (!failed) return;
    clearToken();
    void navigate(paths.home.getHref(), { replace: true });
  }, [failed, navigate]);

  // Back in view mode the form (and the focused control) is gone: return focus to the button.
  useEffect(() => {
    if (!editing && leftEditMode.current) editButton.current?.focus();
  }, [editing]);

  if (profile.isPending) return <Spinner label="Loading your profile…" />;
  if (profile.isError) return <Spinner label="Signing you out…" />;

  const leaveEditMode = (wasSaved: boolean) => {
    leftEditMode.current = true;
    setSaved(wasSaved);
    setEditing(false);
  };

  if (editing) {
    return (
      <ProfileForm
        user={profile.data}
        onSaved={() => leaveEditMode(true)}
        onCancel={() => leaveEditMode(false)}
      />
    );
  }

  return (
    <>
      {saved && (
        <p className="form-status" role="status">
          Profile updated.
        </p>
      )}
      <ProfileDetails user={profile.data} />
      <button
        ref={editButton}
        type="button"
        className="btn btn--primary"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        Edit Profile
      </button>
    </>
  );
}
