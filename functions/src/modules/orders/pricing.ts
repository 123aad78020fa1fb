/**
 * Money rules of the marketplace. docs/product.md §9: the total equals the base price of the chosen plan
 * (the project's studentPrice or businessPrice), with no fee and no discount. API bodies carry
 * integer rupees; Razorpay wants integer paise (docs/architecture.md §2).
 */
import { asNumber } from '../../lib/present.js';
import type { PlanType } from '@notesea/contract/orders';

export interface Price {
  /** The plan's price, integer rupees. */
  basePrice: number;
  /** What the buyer pays, integer rupees; equal to basePrice (docs/product.md §9). */
  totalAmount: number;
}

/** Razorpay's smallest order amount is ₹1 (100 paise). */
export const MIN_PRICE_RUPEES = 1;

/**
 * The price of `planType` for a stored project, or undefined when the project cannot be sold at
 * that plan: the price is missing, not a whole number of rupees, or below ₹1 (a console typo
 * must never turn into a free or fractional order).
 */
export function priceFor(project: Record<string, unknown>, planType: PlanType): Price | undefined {
  const price = asNumber(planType === 'business' ? project.businessPrice : project.studentPrice);
  if (price === null || !Number.isInteger(price) || price < MIN_PRICE_RUPEES) return undefined;
  return { basePrice: price, totalAmount: price };
}

/** Integer rupees → integer paise (Razorpay's `amount`). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Days a project takes from payment to delivery; a missing or odd value counts as 0. */
export function deliveryDays(value: unknown): number {
  const days = asNumber(value);
  return days !== null && days > 0 ? Math.ceil(days) : 0;
}

/** When a paid order is due: `paidAt` + `days` × 24 h. */
export function deliveryDateFrom(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + days * 24 * 60 * 60 * 1000);
}
