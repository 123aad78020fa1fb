import type { OrderDto } from '@notesea/contract/orders';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/utils/format';
import { useDownloadOrderFile } from '../api/download-order-file';
import { canDownload, orderStatusLabel, paymentStatusLabel } from '@notesea/contract/orders-rules';

// docs/product.md §4 and §8.
export const IN_PROGRESS_MESSAGE = 'Your project is currently in progress';
export const PENDING_MESSAGE = "Pending delivery - we'll notify you when ready";
export const DOWNLOAD_ERROR = 'Error downloading file';

const PLAN_LABELS: Record<string, string> = { student: 'Student', business: 'Business' };

/** One booking (docs/product.md §2 /my-bookings): its details, payment and delivery state, and download. */
export function BookingCard({ order }: { order: OrderDto }) {
  const download = useDownloadOrderFile();
  const payment = paymentStatusLabel(order.paymentStatus);
  const status = orderStatusLabel(order.orderStatus);
  const titleId = `booking-${order._id}`;

  return (
    <article className="card booking-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-card__title">
        {order.project.name || 'Custom project'}
      </h2>
      <dl className="booking-card__details">
        <Detail term="Order ID">{order.orderId}</Detail>
        <Detail term="Name">{order.userDetails.name}</Detail>
        <Detail term="Phone">{order.userDetails.phone}</Detail>
        <Detail term="Ordered on">{order.createdAt ? formatDate(order.createdAt) : '—'}</Detail>
        <Detail term="Delivery date">
          {order.deliveryDate ? formatDate(order.deliveryDate) : 'To be confirmed'}
        </Detail>
        <Detail term="Plan">{PLAN_LABELS[order.planType] ?? order.planType}</Detail>
        <Detail term="Amount">{formatRupees(order.totalAmount)}</Detail>
        <Detail term="Payment">
          <span className={`badge badge--${payment === 'Paid' ? 'success' : 'warning'}`}>
            {payment}
          </span>
        </Detail>
        <Detail term="Status">
          <span className={`badge badge--${status.toLowerCase().replace(' ', '-')}`}>{status}</span>
        </Detail>
      </dl>

      <div className="booking-card__delivery">
        {canDownload(order) ? (
          <button
            type="button"
            className="btn btn--primary"
            aria-disabled={download.isPending}
            onClick={() => !download.isPending && download.mutate(order)}
          >
            {download.isPending ? 'Downloading...' : 'Download Project'}
            <span className="visually-hidden"> {order.project.name}</span>
          </button>
        ) : (
          <p className="booking-card__message">
            {order.orderStatus === 'in_progress' ? IN_PROGRESS_MESSAGE : PENDING_MESSAGE}
          </p>
        )}
        {download.isError && (
          <p className="booking-card__error" role="alert">
            {getErrorMessage(download.error, DOWNLOAD_ERROR)}
          </p>
        )}
      </div>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="booking-card__detail">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
