/**
 * Booking and payment contracts shared by the API and the web app (`@notesea/contract/orders`). Import
 * nothing but 'zod' (and sibling shared files) here: this file is bundled into the browser.
 *
 * docs/product.md §3 (Booking form, Order), §5 (booking form rules), §7 (calls), §9 (no fee or discount).
 * Limits, messages, date checks and status helpers live in the zod-free `orders-rules.ts`
 * (re-exported here).
 */
import { z } from 'zod';
import { docId, text } from './common.js';
import {
  EMAIL_MAX,
  isCalendarDate,
  indiaToday,
  NAME_MAX,
  ORDER_MESSAGES,
  PLAN_TYPES,
  REQUIREMENTS_MAX,
  type OrderStatus,
  type PaymentStatus,
  type PlanType,
} from './orders-rules.js';
import type { ProjectCategory } from './projects.js';

export * from './orders-rules.js';

const name = text('Name')
  .trim()
  .min(1, ORDER_MESSAGES.nameRequired)
  .max(NAME_MAX, ORDER_MESSAGES.nameTooLong);

const email = text('Email')
  .trim()
  .min(1, ORDER_MESSAGES.emailRequired)
  .max(EMAIL_MAX, ORDER_MESSAGES.emailInvalid)
  .pipe(z.email({ error: ORDER_MESSAGES.emailInvalid }));

const phone = text('Phone number')
  .trim()
  .min(1, ORDER_MESSAGES.phoneRequired)
  .regex(/^\d{10}$/, ORDER_MESSAGES.phoneInvalid);

/**
 * The `<input type="date">` value 'YYYY-MM-DD' (an ISO date-time is cut to its date), on or after
 * today in India. Stored and answered as 'YYYY-MM-DD'.
 */
const deadline = text('Deadline')
  .trim()
  .min(1, ORDER_MESSAGES.deadlineRequired)
  .refine(isCalendarDate, ORDER_MESSAGES.deadlineInvalid)
  .transform((value) => value.slice(0, 10))
  .refine((day) => day >= indiaToday(), ORDER_MESSAGES.deadlinePast);

const requirements = text('Requirements')
  .max(REQUIREMENTS_MAX, ORDER_MESSAGES.requirementsTooLong)
  .optional()
  .transform((value) => value?.trim() ?? '');

const planType = z.enum(PLAN_TYPES, { error: ORDER_MESSAGES.planType }).default('student');

/**
 * The booking form of the project dialog (docs/product.md §3 Booking form, §5): what the web app validates
 * before calling `POST /api/orders`, with the same messages the API answers.
 */
export const bookingFormSchema = z.object(
  { name, email, phone, deadline, requirements, planType },
  { error: ORDER_MESSAGES.body },
);

export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/** Body of `POST /api/orders` (docs/product.md §7); the same fields as the form, nested. */
export const createOrderSchema = z.object(
  {
    projectId: docId('projectId'),
    planType,
    userDetails: z.object({ name, email, phone }, { error: ORDER_MESSAGES.userDetails }),
    projectDetails: z.object({ requirements, deadline }, { error: ORDER_MESSAGES.projectDetails }),
  },
  { error: ORDER_MESSAGES.body },
);

export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** The body of `POST /api/orders` for a filled-in booking form. */
export function toCreateOrderBody(
  projectId: string,
  form: BookingForm,
): z.input<typeof createOrderSchema> {
  return {
    projectId,
    planType: form.planType,
    userDetails: { name: form.name, email: form.email, phone: form.phone },
    projectDetails: { requirements: form.requirements, deadline: form.deadline },
  };
}

/**
 * Body of `POST /api/orders/create-razorpay-order`. The original client also sends `amount`: it
 * is accepted and ignored, since the amount charged always comes from the stored order (docs/architecture.md §7).
 * `orderId` is the order's `orderId` or `_id` (the same value).
 */
export const createRazorpayOrderSchema = z.object(
  { orderId: docId('orderId') },
  { error: ORDER_MESSAGES.body },
);

/** Body of `POST /api/orders/verify-payment`: the Checkout handler's result plus our order id. */
export const verifyPaymentSchema = z.object(
  {
    orderId: docId('orderId'),
    razorpay_order_id: text('razorpay_order_id')
      .min(1, 'razorpay_order_id is required')
      .max(100, 'razorpay_order_id is invalid'),
    razorpay_payment_id: text('razorpay_payment_id')
      .min(1, 'razorpay_payment_id is required')
      .regex(/^pay_[A-Za-z0-9]{1,40}$/, 'razorpay_payment_id is invalid'),
    razorpay_signature: text('razorpay_signature')
      .min(1, 'razorpay_signature is required')
      .max(256, 'razorpay_signature is invalid'),
  },
  { error: ORDER_MESSAGES.body },
);

export type CreateRazorpayOrderInput = z.infer<typeof createRazorpayOrderSchema>;
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** `POST /api/orders` answer (201). `totalAmount` is integer rupees. */
export interface CreateOrderResponse {
  orderId: string;
  _id: string;
  totalAmount: number;
}

/**
 * `POST /api/orders/create-razorpay-order` answer: the Checkout options the browser needs.
 * `amount` is in PAISE (Razorpay's unit, as Checkout expects it); `checkoutScriptUrl` is the
 * script defining `window.Razorpay` (Razorpay's CDN in production, the local sandbox in the
 * emulator).
 */
export interface RazorpayOrderResponse {
  key: string;
  amount: number;
  currency: 'INR';
  razorpayOrderId: string;
  checkoutScriptUrl: string;
}

/**
 * `GET /api/orders/myorders` item and `POST /api/orders/verify-payment` answer (docs/product.md §3 Order).
 * Money is integer rupees; `createdAt`, `paidAt`, `deliveryDate` are ISO-8601 (null until known);
 * `projectDetails.deadline` is 'YYYY-MM-DD'; `projectFiles` are Storage paths, downloaded through
 * `GET /api/orders/{_id}/download`.
 */
export interface OrderDto {
  _id: string;
  orderId: string;
  project: { _id: string; name: string; category: ProjectCategory | '' };
  planType: PlanType;
  userDetails: { name: string; email: string; phone: string };
  projectDetails: { requirements: string; deadline: string };
  basePrice: number;
  totalAmount: number;
  currency: 'INR';
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  projectFiles: string[];
  createdAt: string | null;
  paidAt: string | null;
  deliveryDate: string | null;
}
