import { useCallback, useRef } from 'react';

/**
 * Follows the end of a scrolling log (chat, chatbot). Put `ref` and `onScroll` on the scrolling
 * element: `followingRef` stays true while the reader is within `slackPx` of the bottom, so new
 * content can be scrolled into view, and turns false once they scroll up to read.
 */
export function useFollowBottom<T extends HTMLElement>(slackPx: number) {
  const ref = useRef<T>(null);
  const followingRef = useRef(true);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    followingRef.current =
      element.scrollHeight - element.scrollTop - element.clientHeight <= slackPx;
  }, [slackPx]);

  const scrollToBottom = useCallback(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
    followingRef.current = true;
  }, []);

  return { ref, followingRef, onScroll, scrollToBottom };
}
