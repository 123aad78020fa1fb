import { BookingsList } from '@/features/bookings/components/bookings-list';

export default function MyBookingsPage() {
  return (
    <>
      <title>My Bookings · NoteSea</title>
      <h1>My Bookings</h1>
      <p className="subtitle">Your project orders, their payment and delivery.</p>
      <BookingsList />
    </>
  );
}
