import type { UserDto } from '@notesea/contract/accounts';
import { safeExternalUrl } from '@/utils/safe-url';

const notAdded = <span className="profile__empty">Not added</span>;

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** View mode of /profile. */
export function ProfileDetails({ user }: { user: UserDto }) {
  const image = safeExternalUrl(user.image);

  return (
    <div className="profile">
      <div className="profile__header">
        {image ? (
          <img className="avatar" src={image} alt="Profile picture" width={80} height={80} />
        ) : (
          <span className="avatar avatar--initials" aria-hidden="true">
            {initials(user.name)}
          </span>
        )}
        <h2 className="profile__name">{user.name}</h2>
      </div>
      <dl className="profile__details">
        <div>
          <dt>Name</dt>
          <dd>{user.name || notAdded}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{user.phone || notAdded}</dd>
        </div>
        <div>
          <dt>Gender</dt>
          <dd>{user.gender || notAdded}</dd>
        </div>
        <div>
          <dt>College student</dt>
          <dd>{user.collegeStudent ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{user.location || notAdded}</dd>
        </div>
        <div className="profile__bio">
          <dt>Bio</dt>
          <dd>{user.bio || notAdded}</dd>
        </div>
      </dl>
    </div>
  );
}
