import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyOrders } from '../api/get-my-orders';
import { BookingCard } from './booking-card';
import './bookings.css';

// docs/product.md §8.
export const FETCH_ERROR = 'Error fetching bookings';

/** /my-bookings (docs/product.md §2, §4): the signed-in user's orders, newest first as the API sends them. */
export function BookingsList() {
  const orders = useMyOrders();

  if (orders.isPending) return <Spinner label="Loading your bookings..." />;
  if (orders.isError) {
    return <QueryError query={orders} fallback={FETCH_ERROR} />;
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState message="No bookings yet">
        <Link className="btn btn--primary" to={paths.easyProjects.getHref()}>
          Browse Projects
        </Link>
      </EmptyState>
    );
  }

  return (
    <ul className="booking-list" aria-label="Your bookings">
      {orders.data.map((order) => (
        <li key={order._id}>
          <BookingCard order={order} />
        </li>
      ))}
    </ul>
  );
}
