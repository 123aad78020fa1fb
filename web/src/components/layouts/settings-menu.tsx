import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/logout';
import { SettingsButton } from './settings-button';

export function SettingsMenu() {
  // Revokes the session on the server, then drops the token and the query cache, so the next
  // person on this device never sees this user's data.
  const logout = useLogout();

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
          <DropdownMenu.Item className="menu__item" onSelect={() => void logout()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
