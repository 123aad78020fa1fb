/**
 * Booking rules shared by the API and the web app (`@notesea/contract/orders-rules`): plans, limits,
 * messages, the India-calendar date checks and the order status helpers, without zod.
 * `orders.ts` builds its schemas from these and re-exports them; the web imports this file where
 * it needs a rule but no schema, so a page does not download zod (~22 KB gzip) for a label.
 */
export const PLAN_TYPES = ['student', 'business'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const REQUIREMENTS_MAX = 5000;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const ORDER_MESSAGES = {
  body: 'Request body must be a JSON object',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be 10 digits',
  deadlineRequired: 'Deadline is required',
  deadlineInvalid: 'Deadline must be a valid date',
  deadlinePast: 'Deadline cannot be in the past',
  requirementsTooLong: `Requirements must be at most ${REQUIREMENTS_MAX} characters`,
  planType: 'Plan must be student or business',
  userDetails: 'userDetails is required',
  projectDetails: 'projectDetails is required',
} as const;

/** Offset of India Standard Time from UTC in minutes (no daylight saving). */
const IST_OFFSET_MINUTES = 330;

/**
 * Today's date in India as 'YYYY-MM-DD'. Both the browser and the server judge "not in the past"
 * by the buyer's calendar (all buyers are in India), so a deadline of "today" typed at 00:30 IST
 * is accepted although it is still yesterday in UTC.
 */
export function indiaToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

/** Whether 'YYYY-MM-DD…' names a real calendar day (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PREFIX.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_STATUSES = ['pending', 'in_progress', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** docs/product.md §4: 'completed' is shown as Paid, anything else as Pending. */
export function paymentStatusLabel(status: string): 'Paid' | 'Pending' {
  return status === 'completed' ? 'Paid' : 'Pending';
}

/** docs/product.md §4: delivered → Delivered, in_progress → In Progress, anything else → Pending. */
export function orderStatusLabel(status: string): 'Delivered' | 'In Progress' | 'Pending' {
  if (status === 'delivered') return 'Delivered';
  return status === 'in_progress' ? 'In Progress' : 'Pending';
}

/**
 * docs/product.md §4: a download is offered only when delivered and at least one project file exists.
 * Takes the two fields of an `OrderDto` (orders.ts) it reads, typed here so that this zod-free
 * file does not import orders.ts, which imports it.
 */
export function canDownload(order: {
  orderStatus: OrderStatus;
  projectFiles: readonly string[];
}): boolean {
  return order.orderStatus === 'delivered' && order.projectFiles.length > 0;
}

/** File name a deliverable is saved under: the last segment of its path (docs/product.md §7). */
export function fileNameOf(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? 'project';
}
