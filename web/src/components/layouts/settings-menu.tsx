import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearToken } from '@/lib/api-client';
import { SettingsButton } from './settings-button';

export function SettingsMenu() {
  const navigate = useNavigate();

  // Clearing the token also empties the query cache (AppProvider listens for token changes), so
  // the next person on this device never sees this user's data. The accounts issue adds the
  // POST /users/logout call that revokes the session on the server.
  const logout = () => {
    clearToken();
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <SettingsButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          <DropdownMenu.Item asChild className="menu__item">
            <Link to={paths.profile.getHref()}>Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={logout}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
