import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/logout';
import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from '@/lib/theme';
import { SettingsButton } from './settings-button';

type SettingsDropdownProps = {
  /** Profile and Logout too (signed-in pages); else the theme choice only (public pages). */
  account?: boolean;
  /** Open at once: the gear placeholder was pressed while this code was loading. */
  defaultOpen?: boolean;
  /** Give the gear the focus at once: the placeholder had it when this code arrived. */
  focusTrigger?: boolean;
};

/**
 * The gear's menu (Profile, My uploads, Theme: Light / Dark / System, Logout) on Radix DropdownMenu, which
 * brings the WAI-ARIA menu button behaviour (keyboard, focus return, outside clicks) and radio
 * items for the theme. Loaded lazily by `SettingsMenu`, so its positioning engine stays out of
 * the layout's first chunk (docs/architecture.md §10).
 */
export function SettingsDropdown({
  account = true,
  defaultOpen = false,
  focusTrigger = false,
}: SettingsDropdownProps) {
  // Revokes the session on the server, then drops the token and the query cache, so the next
  // person on this device never sees this user's data.
  const logout = useLogout();
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // Only on mount: the swap from the placeholder must not lose the user's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // Not modal: no scroll lock or inert page for two links below a button in the corner.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <SettingsButton ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8} loop>
          {account && (
            <>
              <DropdownMenu.Item asChild className="menu__item">
                <Link to={paths.profile.getHref()}>Profile</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className="menu__item">
                <Link to={paths.myUploads.getHref()}>My uploads</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="menu__separator" />
            </>
          )}
          <ThemeItems />
          {account && (
            <>
              <DropdownMenu.Separator className="menu__separator" />
              <DropdownMenu.Item className="menu__item" onSelect={() => void logout()}>
                Logout
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Light / Dark / System as menu radio items (announced as checked or not). */
function ThemeItems() {
  const theme = useThemeChoice();
  const labelId = useId();
  return (
    <DropdownMenu.Group aria-labelledby={labelId}>
      <DropdownMenu.Label id={labelId} className="menu__label">
        Theme
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={theme}
        onValueChange={(value) => setThemeChoice(value as ThemeChoice)}
      >
        {THEME_CHOICES.map((choice) => (
          <DropdownMenu.RadioItem
            key={choice.value}
            value={choice.value}
            className="menu__item menu__item--radio"
          >
            <DropdownMenu.ItemIndicator className="menu__indicator" />
            {choice.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}
