import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a `seconds`-long window, ticking once a second; `restart` opens a new
 * window. Measured against a deadline rather than by counting ticks, because browsers throttle
 * timers in background tabs and the OTP expires on the server's clock regardless.
 */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, round]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setRound((r) => r + 1);
  }, [seconds]);

  return { remaining, expired: remaining === 0, restart };
}

/** 900 → '15:00', 59 → '00:59'. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
