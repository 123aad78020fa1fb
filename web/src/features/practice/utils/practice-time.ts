import { PRACTICE_DAY_START_UTC_MINUTES } from '@notesea/contract/practice-rules';
import { EXAM_SESSIONS } from '@/utils/exam-sessions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far away `dueIso` is from `now`, as the rating buttons show it: "1m", "10m", "5h", "1d",
 * "4d", "2mo", "1.5y". Never below "1m" (a card due at once still takes a moment to come back).
 * Worded by hand, like utils/format's relative times, so no Intl formatter is built for it.
 */
export function formatInterval(dueIso: string, now = Date.now()): string {
  const ms = Math.max(0, Date.parse(dueIso) - now);
  if (Number.isNaN(ms)) return '';
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `${hours}h`;
  const days = Math.round(ms / DAY);
  if (days < 30) return `${days}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${(days / 365).toFixed(1).replace(/\.0$/, '')}y`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Midnight of the local calendar day `time` falls on. */
function localDay(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * When the next card is due, in the viewer's time: "today at 18:05", "tomorrow at 09:30",
 * "in 3 days", or "now" when it already is.
 */
export function formatNextDue(dueIso: string, now = Date.now()): string {
  const due = Date.parse(dueIso);
  if (Number.isNaN(due)) return '';
  if (due <= now) return 'now';
  const date = new Date(due);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  // Calendar days apart, rounded: a daylight-saving day is 23 or 25 hours long.
  const days = Math.round((localDay(due) - localDay(now)) / DAY);
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  return `in ${days} days`;
}

/**
 * The end of the practice day `now` falls in (the next 04:00 in India, 22:30 UTC): a card rated
 * Again whose next showing comes before then returns in this session.
 */
export function practiceDayEnd(now = Date.now()): number {
  const offset = PRACTICE_DAY_START_UTC_MINUTES * MINUTE;
  const dayStart = Math.floor((now - offset) / DAY) * DAY + offset;
  return dayStart + DAY;
}

/** "12 Dec 2025" for a YYYY-MM-DD day, read as that calendar day (no time zone shift). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? EXAM_SESSIONS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${Number(match[3])} ${month[1].slice(0, 3)} ${match[1]}`;
}

/**
 * The papers that asked an exam card, oldest first and each once: "Jun 2022, Dec 2023". Sessions
 * are the papers' month abbreviations ('jun'); an unknown one is shown as it is.
 */
export function formatAskedIn(askedIn: readonly { year: number; session: string }[]): string {
  const order = (session: string) =>
    EXAM_SESSIONS.findIndex(([key]) => key === session.toLowerCase());
  const label = (session: string) => {
    const known = EXAM_SESSIONS[order(session)];
    return known ? known[1].slice(0, 3) : session;
  };
  const sorted = [...askedIn].sort(
    (a, b) => a.year - b.year || order(a.session) - order(b.session),
  );
  return [...new Set(sorted.map(({ year, session }) => `${label(session)} ${year}`))].join(', ');
}
