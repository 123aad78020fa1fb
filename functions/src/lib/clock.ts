/**
 * The only place services get the current time from, so tests can stub it
 * (`vi.mock('…/lib/clock.js')`) instead of faking global timers.
 */
export function now(): Date {
  return new Date();
}
