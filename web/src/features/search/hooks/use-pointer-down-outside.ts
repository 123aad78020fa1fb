import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `active`, a click or tap anywhere outside `rootRef` calls `onOutside`. Pointer-based on
 * purpose: a blur to nowhere (iOS "Done", switching windows) is not a dismissal.
 */
export function usePointerDownOutside(
  rootRef: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
) {
  const handle = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current?.contains(event.target as Node)) return;
      handle();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, rootRef]);
}
