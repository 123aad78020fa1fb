import { useEffect, useEffectEvent, type RefObject } from 'react';
import { isTypingTarget } from '@/utils/typing-target';

/**
 * "/" from anywhere on the page calls `onSlash` (which should bring `inputRef` into view and
 * focus it), except while typing in another field, with a modifier held, or while a modal dialog
 * (side menu, project dialog) hides the page behind it (the field is then inert or aria-hidden).
 */
export function useSlashShortcut(
  inputRef: RefObject<HTMLInputElement | null>,
  onSlash: (input: HTMLInputElement) => void,
) {
  const handle = useEffectEvent(onSlash);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      const input = inputRef.current;
      if (!input || input.closest('[inert], [aria-hidden="true"]')) return;
      event.preventDefault();
      handle(input);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}
