/**
 * Money rules of the marketplace. docs/product.md §9: the total equals the base price of the chosen plan
 * (the project's studentPrice or businessPrice), with no fee and no discount. API bodies carry
 * integer rupees; Razorpay wants integer paise (docs/architecture.md §2).
 */
import type { PlanType } from '@notesea/contract/orders';
import type { StoredProject } from '../projects/stored.js';

export interface Price {
  /** The plan's price, integer rupees. */
  basePrice: number;
  /** What the buyer pays, integer rupees; equal to basePrice (docs/product.md §9). */
  totalAmount: number;
}

/** Razorpay's smallest order amount is ₹1 (100 paise). */
export const MIN_PRICE_RUPEES = 1;

/**
 * The price of `planType` for a stored project (read through its schema, so prices are numbers),
 * or undefined when the project cannot be sold at that plan: the price is not a whole number of
 * rupees, or below ₹1 (a console typo must never turn into a free or fractional order).
 */
export function priceFor(
  project: Pick<StoredProject, 'studentPrice' | 'businessPrice'>,
  planType: PlanType,
): Price | undefined {
  const price = planType === 'business' ? project.businessPrice : project.studentPrice;
  if (!Number.isInteger(price) || price < MIN_PRICE_RUPEES) return undefined;
  return { basePrice: price, totalAmount: price };
}

/** Integer rupees → integer paise (Razorpay's `amount`). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whole days a project takes from payment to delivery, rounded up; a missing value counts as 0. */
export function deliveryDays(days: number | undefined): number {
  return days !== undefined && days > 0 ? Math.ceil(days) : 0;
}

/** When a paid order is due: `paidAt` + `days` × 24 h. */
export function deliveryDateFrom(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + days * 24 * 60 * 60 * 1000);
}
