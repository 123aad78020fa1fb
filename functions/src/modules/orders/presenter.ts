/**
 * Stored order → API bodies (docs/product.md §3 Order, docs/architecture.md §2: `_id`, ISO dates, integer rupees).
 * Orders are read through their schema (./stored.ts), which already normalised the content
 * team's `orderStatus` and `projectFiles`, so fields are read as stored.
 */
import { toIso, type Stored } from '../../lib/present.js';
import type { CreateOrderResponse, OrderDto } from '@notesea/contract/orders';
import { asCategory } from '../projects/presenter.js';
import type { StoredOrder } from './stored.js';

export { orderStatusOf, projectFilesOf } from './stored.js';

export function presentOrder({ id, data }: Stored<StoredOrder>): OrderDto {
  return {
    _id: id,
    orderId: data.orderId,
    project: {
      _id: data.projectId,
      name: data.project.name,
      category: asCategory(data.project.category) ?? '',
    },
    planType: data.planType,
    userDetails: {
      name: data.userDetails.name,
      email: data.userDetails.email,
      phone: data.userDetails.phone,
    },
    projectDetails: {
      requirements: data.projectDetails.requirements,
      deadline: data.projectDetails.deadline,
    },
    basePrice: data.basePrice,
    totalAmount: data.totalAmount,
    currency: 'INR',
    paymentStatus: data.paymentStatus,
    orderStatus: data.orderStatus,
    projectFiles: data.projectFiles,
    createdAt: toIso(data.createdAt),
    paidAt: toIso(data.paidAt),
    deliveryDate: toIso(data.deliveryDate),
  };
}

export function presentCreatedOrder({ id, data }: Stored<StoredOrder>): CreateOrderResponse {
  return {
    orderId: data.orderId,
    _id: id,
    totalAmount: data.totalAmount,
  };
}

/** A stored map field as a record; anything else (missing, arrays, scalars) → {}. */
export function objectOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
