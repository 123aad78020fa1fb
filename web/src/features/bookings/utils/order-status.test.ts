import * as shared from '@shared/orders';
import { describe, expect, it } from 'vitest';
import * as local from './order-status';

describe('order status helpers', () => {
  it.each(['completed', 'pending', 'failed', '', 'COMPLETED'])(
    'label payment status %j as the shared contract does',
    (status) => {
      expect(local.paymentStatusLabel(status)).toBe(shared.paymentStatusLabel(status));
    },
  );

  it.each(['delivered', 'in_progress', 'pending', '', 'In Progress'])(
    'label order status %j as the shared contract does',
    (status) => {
      expect(local.orderStatusLabel(status)).toBe(shared.orderStatusLabel(status));
    },
  );

  it.each([
    { orderStatus: 'delivered', projectFiles: ['deliverables/o1/app.zip'] },
    { orderStatus: 'delivered', projectFiles: [] },
    { orderStatus: 'in_progress', projectFiles: ['deliverables/o1/app.zip'] },
  ] as const)('offer a download as the shared contract does: %j', (order) => {
    const o = { ...order, projectFiles: [...order.projectFiles] };
    expect(local.canDownload(o)).toBe(shared.canDownload(o));
  });

  it.each(['deliverables/o1/final-app.zip', 'deliverables/o1/', 'report.pdf', ''])(
    'name the saved file as the shared contract does: %j',
    (path) => {
      expect(local.fileNameOf(path)).toBe(shared.fileNameOf(path));
    },
  );
});
