import type { ComponentProps } from 'react';
import { Icon } from '@/components/ui/icons';

/** The gear button; also the placeholder shown while the menu's code loads. */
export function SettingsButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className="icon-button" aria-label="Settings" {...props}>
      <Icon name="settings" />
    </button>
  );
}
