import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSendReviews } from './use-send-reviews';

/**
 * Sends reviews queued on this device (made offline, or whose sending failed) when the signed-in
 * app starts and whenever the device is back online. Mounted once, by the signed-in layout.
 */
export function usePracticeSync(): void {
  const send = useSendReviews();
  useEffect(() => {
    const sendAll = () => send();
    sendAll();
    // Both: onlineManager turns online on the browser's `online` event (a listener added before
    // this one), and the event itself also covers a send that failed while the browser thought it
    // was online. A second call while a send runs joins it (nothing is sent twice).
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) sendAll();
    });
    window.addEventListener('online', sendAll);
    return () => {
      unsubscribe();
      window.removeEventListener('online', sendAll);
    };
  }, [send]);
}
