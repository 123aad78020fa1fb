import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAfterFirstPaint, whenIdleAfterPaint } from '@/lib/after-paint';
import { SettingsButton } from './settings-button';

type Dropdown = ComponentType<{
  account?: boolean;
  defaultOpen?: boolean;
  focusTrigger?: boolean;
}>;

let loaded: Dropdown | undefined;
let loading: Promise<Dropdown> | undefined;

/** Fetches the Radix menu's chunk once; later calls share the same request. */
function loadDropdown(): Promise<Dropdown> {
  loading ??= import('./settings-dropdown').then((m) => (loaded = m.SettingsDropdown));
  return loading;
}

/**
 * The gear's menu: Profile, Theme, Logout; on public pages (`account={false}`) the theme only.
 * Radix DropdownMenu with its positioning engine is most of the layout's weight and is not
 * needed to paint the page (docs/architecture.md §10): a look-alike button stands in until its chunk arrives,
 * fetched once the page is idle after the first paint (signed-in pages only), or when the pointer
 * or the focus reaches the gear. A press on the stand-in opens the menu as soon as it is there.
 * Public pages, the landing page among them, fetch it only then: few visitors change the theme,
 * and the landing page's budget and Lighthouse run should not pay for a menu nobody opened.
 */
export function SettingsMenu({ account = true }: { account?: boolean }) {
  const [Menu, setMenu] = useState<Dropdown | undefined>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const [wanted, setWanted] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const afterPaint = useAfterFirstPaint();

  useEffect(() => {
    if (Menu) return;
    let active = true;
    const show = (component: Dropdown) => {
      if (!active) return;
      // Keep the focus on the gear across the swap.
      setFocusOnLoad(document.activeElement === placeholder.current);
      setMenu(() => component);
    };
    if (wanted || openOnLoad) void loadDropdown().then(show);
    else if (afterPaint && account) {
      void whenIdleAfterPaint().then(() => {
        if (active) setWanted(true);
      });
    }
    return () => {
      active = false;
    };
  }, [Menu, afterPaint, account, wanted, openOnLoad]);

  if (Menu) return <Menu account={account} defaultOpen={openOnLoad} focusTrigger={focusOnLoad} />;

  const start = () => setWanted(true);
  // Taken at the start of the press, as Radix opens on pointer or key down: if the menu's code
  // lands mid-press, the swap takes the button away before its click, and the press was lost.
  const openWhenLoaded = () => setOpenOnLoad(true);
  return (
    <SettingsButton
      ref={placeholder}
      onPointerEnter={start}
      onFocus={start}
      onPointerDown={(event) => {
        if (event.button === 0) openWhenLoaded();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          openWhenLoaded();
        }
      }}
      onClick={openWhenLoaded}
    />
  );
}
