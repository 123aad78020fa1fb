import type { OrderDto } from '@shared/orders';

// The same rules as the helpers of `@shared/orders` (order-status.test.ts holds them equal).
// Importing those at runtime would pull the module's zod schemas (~22 KB gzip) into this page,
// which validates nothing.

/** Spec §4: 'completed' is shown as Paid, anything else as Pending. */
export function paymentStatusLabel(status: string): 'Paid' | 'Pending' {
  return status === 'completed' ? 'Paid' : 'Pending';
}

/** Spec §4: delivered → Delivered, in_progress → In Progress, anything else → Pending. */
export function orderStatusLabel(status: string): 'Delivered' | 'In Progress' | 'Pending' {
  if (status === 'delivered') return 'Delivered';
  return status === 'in_progress' ? 'In Progress' : 'Pending';
}

/** Spec §4: a download is offered only when delivered and at least one project file exists. */
export function canDownload(order: Pick<OrderDto, 'orderStatus' | 'projectFiles'>): boolean {
  return order.orderStatus === 'delivered' && order.projectFiles.length > 0;
}

/** Spec §7: a deliverable is saved under the last segment of its path. */
export function fileNameOf(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? 'project';
}
