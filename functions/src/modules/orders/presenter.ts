/**
 * Stored order → API bodies (docs/product.md §3 Order, docs/architecture.md §2: `_id`, ISO dates, integer rupees).
 * `orderStatus` and `projectFiles` are typed by the content team, so they are normalised here
 * (and by the download, through the same functions).
 */
import { asNumber, asString, toIso, type Stored } from '../../lib/present.js';
import {
  ORDER_STATUSES,
  PLAN_TYPES,
  type CreateOrderResponse,
  type OrderDto,
  type OrderStatus,
  type PaymentStatus,
} from '@notesea/contract/orders';
import { asCategory } from '../projects/presenter.js';

export function presentOrder({ id, data }: Stored): OrderDto {
  const project = objectOf(data.project);
  const userDetails = objectOf(data.userDetails);
  const projectDetails = objectOf(data.projectDetails);
  return {
    _id: id,
    orderId: asString(data.orderId, id),
    project: {
      _id: asString(data.projectId),
      name: asString(project.name),
      category: asCategory(project.category) ?? '',
    },
    planType: PLAN_TYPES.find((p) => p === data.planType) ?? 'student',
    userDetails: {
      name: asString(userDetails.name),
      email: asString(userDetails.email),
      phone: asString(userDetails.phone),
    },
    projectDetails: {
      requirements: asString(projectDetails.requirements),
      deadline: asString(projectDetails.deadline),
    },
    basePrice: asNumber(data.basePrice) ?? 0,
    totalAmount: asNumber(data.totalAmount) ?? 0,
    currency: 'INR',
    paymentStatus: paymentStatusOf(data.paymentStatus),
    orderStatus: orderStatusOf(data.orderStatus),
    projectFiles: projectFilesOf(data.projectFiles),
    createdAt: toIso(data.createdAt),
    paidAt: toIso(data.paidAt),
    deliveryDate: toIso(data.deliveryDate),
  };
}

export function presentCreatedOrder({ id, data }: Stored): CreateOrderResponse {
  return {
    orderId: asString(data.orderId, id),
    _id: id,
    totalAmount: asNumber(data.totalAmount) ?? 0,
  };
}

/** 'completed' and 'failed' as stored; anything else (missing, typos) is 'pending'. */
export function paymentStatusOf(value: unknown): PaymentStatus {
  return value === 'completed' || value === 'failed' ? value : 'pending';
}

/**
 * The content team's `orderStatus`, forgiving case, spaces and dashes ('In Progress',
 * 'in-progress' → 'in_progress'); anything unknown is 'pending'.
 */
export function orderStatusOf(value: unknown): OrderStatus {
  const normalised = asString(value)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ORDER_STATUSES.find((s) => s === normalised) ?? 'pending';
}

/**
 * The content team's `projectFiles`: an array of Storage paths (a single string is accepted as a
 * one-item list); blank entries are dropped, surrounding spaces trimmed.
 */
export function projectFilesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.map((v) => asString(v).trim()).filter((v) => v !== '');
}

/** A stored map field as a record; anything else (missing, arrays, scalars) → {}. */
export function objectOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
