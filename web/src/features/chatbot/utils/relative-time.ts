const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let format: Intl.RelativeTimeFormat | undefined;

/**
 * '2 minutes ago', 'yesterday', '3 days ago'; a date beyond a week. `iso` null or unreadable
 * gives ''. `now` is for tests.
 */
export function relativeTime(iso: string | null, now = Date.now()): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'just now';
  format ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  return new Date(time).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });
}
