import { useRef, type TouchEvent } from 'react';

/** A horizontal swipe at least this long (CSS px) turns the page. */
const SWIPE_MIN_PX = 50;
/** …when it is this much more sideways than up or down (else it was a scroll). */
const SWIPE_SLOPE = 1.5;
/** A touch that moved less than this is a tap. */
const TAP_MAX_PX = 10;
const TAP_MAX_MS = 500;
/** The left and right fifths of the page are its "edges". */
const EDGE_FRACTION = 0.2;

type Start = { x: number; y: number; time: number };

/**
 * Touch page turns on `viewport`: a swipe left (right) or a tap on the right (left) edge turns to
 * the next (previous) page. Touch only: a mouse click on the page selects text as before. A
 * pinch, a scroll, or a swipe on a page zoomed past the screen (the browser's pinch zoom or
 * ours) stays the browser's, to move around the page. Nothing here stops the browser's own
 * handling (no `touch-action` change, no preventDefault): pinch zoom and scrolling keep working.
 */
export function usePageGestures(turnPage: (direction: 1 | -1) => void) {
  const start = useRef<Start | undefined>(undefined);

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    start.current =
      event.touches.length === 1 && touch
        ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp }
        : undefined;
  };
  const cancel = () => {
    start.current = undefined;
  };
  const onTouchMove = (event: TouchEvent<HTMLElement>) => {
    // A second finger: a pinch, not a swipe.
    if (event.touches.length > 1) cancel();
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const from = start.current;
    start.current = undefined;
    const touch = event.changedTouches[0];
    if (!from || !touch || event.touches.length > 0) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    const element = event.currentTarget;

    if (Math.abs(dx) < TAP_MAX_PX && Math.abs(dy) < TAP_MAX_PX) {
      if (event.timeStamp - from.time > TAP_MAX_MS) return; // a long press: text selection
      const box = element.getBoundingClientRect();
      const at = (touch.clientX - box.left) / box.width;
      if (at < EDGE_FRACTION) turnPage(-1);
      else if (at > 1 - EDGE_FRACTION) turnPage(1);
      return;
    }
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_SLOPE * Math.abs(dy)) return;
    if (zoomedPastScreen(element)) return;
    turnPage(dx < 0 ? 1 : -1);
  };

  return { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: cancel };
}

/** The page is wider than the screen (pinch-zoomed, or zoomed in the toolbar): swipes pan it. */
function zoomedPastScreen(viewport: HTMLElement): boolean {
  const pinched = (window.visualViewport?.scale ?? 1) > 1.01;
  return pinched || viewport.scrollWidth > viewport.clientWidth + 1;
}
