import { useMutation } from '@tanstack/react-query';
import type { OrderDto } from '@notesea/contract/orders';
import { api } from '@/lib/api-client';
import { fileNameOf } from '@notesea/contract/orders-rules';

/** The deliverable of a delivered order (`GET /api/orders/{_id}/download`, bearer). */
export function downloadOrderFile(orderId: string): Promise<Blob> {
  return api.blob(`/orders/${encodeURIComponent(orderId)}/download`);
}

/**
 * Saves `blob` as `fileName`. A fetch (not a plain link) is needed because the download sends the
 * bearer token; an object URL and a temporary <a download> then hand the bytes to the browser.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** docs/product.md §7: the file is saved under the last path segment of the first project file. */
export function useDownloadOrderFile() {
  return useMutation({
    mutationFn: async (order: OrderDto) => {
      const blob = await downloadOrderFile(order._id);
      saveFile(blob, fileNameOf(order.projectFiles[0] ?? ''));
    },
  });
}
