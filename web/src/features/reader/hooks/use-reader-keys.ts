import { useEffect, useEffectEvent } from 'react';
import { ownsArrowKeys } from '@/utils/typing-target';

type ReaderKeyHandlers = {
  /** Off until the document is open. */
  enabled: boolean;
  turnPage: (direction: 1 | -1) => void;
  zoomBy: (direction: 1 | -1) => void;
  resetZoom: () => void;
};

/**
 * The reader's page-wide keys: → / PageDown and ← / PageUp turn the page, except where the
 * arrows belong to a field or a widget; ctrl/⌘ + and - zoom the page and ctrl/⌘ 0 fits it (the
 * page, not the whole app, grows; the browser's own zoom stays on pinch and the menu).
 */
export function useReaderKeys({ enabled, turnPage, zoomBy, resetZoom }: ReaderKeyHandlers) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!enabled || event.defaultPrevented || event.altKey) return;
    if (event.ctrlKey || event.metaKey) {
      if (event.key === '+' || event.key === '=') zoomBy(1);
      else if (event.key === '-') zoomBy(-1);
      else if (event.key === '0') resetZoom();
      else return;
      event.preventDefault();
      return;
    }
    if (event.shiftKey || ownsArrowKeys(event.target)) return;
    if (event.key === 'ArrowRight' || event.key === 'PageDown') turnPage(1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') turnPage(-1);
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
