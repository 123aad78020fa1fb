const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** e.g. "5 Oct 2025, 2:30 pm"; an unparseable value is shown as-is rather than "Invalid Date". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** e.g. "5 Oct 2025"; an unparseable value is shown as-is rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : dateOnly.format(parsed);
}

// Prices are integer rupees (DESIGN §2); Indian digit grouping: ₹1,499 and ₹1,00,000.
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹1,499"; a missing price (the content team left it blank) is a dash, never "₹NaN". */
export function formatRupees(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? `₹${rupees.format(amount)}` : '—';
}
