import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@notesea/contract/orders';
import { api, FileDownload } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { order } from './projects.fixtures';

const delivered = order({
  _id: 'ord-3',
  orderId: 'NS-DELIV3',
  project: { _id: 'p3', name: 'E-Commerce Website with Razorpay', category: 'medium' },
  orderStatus: 'delivered',
  projectFiles: ['deliverables/ord-3/ecommerce-final.zip', 'deliverables/ord-3/readme.pdf'],
});

function serveOrders(orders: OrderDto[]) {
  server.use(api.get('/api/orders/myorders', ({ ok }) => ok(orders)));
}

async function cardOf(name: string) {
  return within(await screen.findByRole('article', { name }));
}

describe('My Bookings', () => {
  it("shows 'Loading your bookings...' while the list loads", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.get('/api/orders/myorders', async ({ ok }) => {
        await answered;
        return ok([]);
      }),
    );

    await renderApp('/my-bookings', { token: 't' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your bookings...');
    answer();
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  });

  it("shows 'No bookings yet' with Browse Projects to /easy-projects", async () => {
    serveOrders([]);

    await renderApp('/my-bookings', { token: 't' });

    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute(
      'href',
      '/easy-projects',
    );
  });

  it('shows every detail of a booking: order id, name, phone, dates, plan, amount, badges', async () => {
    serveOrders([
      order({
        planType: 'business',
        totalAmount: 3999,
        basePrice: 3999,
        orderStatus: 'in_progress',
      }),
    ]);

    await renderApp('/my-bookings', { token: 't' });

    const card = await cardOf('Library Management System');
    const detail = (term: string) => card.getByText(term).nextElementSibling;
    expect(detail('Order ID')).toHaveTextContent('NS-7K3Q9M');
    expect(detail('Name')).toHaveTextContent('Asha Verma');
    expect(detail('Phone')).toHaveTextContent('9876543210');
    expect(detail('Ordered on')).toHaveTextContent('5 Oct 2025');
    expect(detail('Delivery date')).toHaveTextContent('12 Oct 2025');
    expect(detail('Plan')).toHaveTextContent('Business');
    expect(detail('Amount')).toHaveTextContent('₹3,999');
    expect(detail('Payment')).toHaveTextContent('Paid');
    expect(detail('Status')).toHaveTextContent('In Progress');
    expect(card.getByText('Your project is currently in progress')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('labels payment and delivery per docs/product.md §4 and offers Download only when delivered with files', async () => {
    serveOrders([
      order({
        _id: 'ord-1',
        project: { _id: 'p1', name: 'Unpaid order', category: 'easy' },
        paymentStatus: 'pending',
        orderStatus: 'pending',
        deliveryDate: null,
      }),
      order({
        _id: 'ord-2',
        project: { _id: 'p2', name: 'Delivered without files', category: 'easy' },
        orderStatus: 'delivered',
        projectFiles: [],
      }),
      delivered,
    ]);

    await renderApp('/my-bookings', { token: 't' });

    const unpaid = await cardOf('Unpaid order');
    expect(unpaid.getByText('Payment').nextElementSibling).toHaveTextContent('Pending');
    expect(unpaid.getByText('Status').nextElementSibling).toHaveTextContent('Pending');
    expect(unpaid.getByText('Delivery date').nextElementSibling).toHaveTextContent(
      'To be confirmed',
    );
    expect(unpaid.getByText("Pending delivery - we'll notify you when ready")).toBeInTheDocument();

    const noFiles = await cardOf('Delivered without files');
    expect(noFiles.getByText('Status').nextElementSibling).toHaveTextContent('Delivered');
    expect(noFiles.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(noFiles.getByText("Pending delivery - we'll notify you when ready")).toBeInTheDocument();

    const ready = await cardOf('E-Commerce Website with Razorpay');
    expect(ready.getByText('Status').nextElementSibling).toHaveTextContent('Delivered');
    expect(ready.getByRole('button', { name: /Download Project/ })).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    server.use(api.get('/api/orders/myorders', ({ fail }) => fail(500)));
    await renderApp('/my-bookings', { token: 't' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it("falls back to 'Error fetching bookings' and offers a retry", async () => {
    server.use(api.get('/api/orders/myorders', ({ networkError }) => networkError()));

    const { user } = await renderApp('/my-bookings', { token: 't' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching bookings');
    serveOrders([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  });

  it('sends a visitor without a token to /', async () => {
    await renderApp('/my-bookings');

    expect(
      await screen.findByRole('heading', { name: /free semester-wise notes/i }),
    ).toBeInTheDocument();
  });
});

describe('downloading a delivered project', () => {
  const saved: { name: string; href: string }[] = [];
  let blobs: Blob[];

  beforeEach(() => {
    saved.length = 0;
    blobs = [];
    // jsdom has no object URLs and does not navigate on click: record what would be saved.
    vi.stubGlobal('URL', class extends URL {});
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:download-${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches the file with the token and saves it under the last segment of the first path', async () => {
    let authorization: string | null = null;
    serveOrders([delivered]);
    server.use(
      api.get('/api/orders/ord-3/download', ({ request, ok }) => {
        authorization = request.headers.get('Authorization');
        return ok(
          new FileDownload(
            new Uint8Array([80, 75, 3, 4]),
            'ecommerce-final.zip',
            'application/zip',
          ),
        );
      }),
    );
    const { user } = await renderApp('/my-bookings', { token: 'session-1' });

    await user.click(
      (await cardOf('E-Commerce Website with Razorpay')).getByRole('button', {
        name: /Download Project/,
      }),
    );

    await waitFor(() =>
      expect(saved).toEqual([{ name: 'ecommerce-final.zip', href: 'blob:download-1' }]),
    );
    expect(authorization).toBe('Bearer session-1');
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it("shows the server's message, or 'Error downloading file' when the API is not reached", async () => {
    let reached = true;
    serveOrders([delivered]);
    server.use(
      api.get('/api/orders/ord-3/download', ({ fail, networkError }) =>
        reached
          ? fail(409, { message: 'Your project is not delivered yet', code: 'conflict' })
          : networkError(),
      ),
    );
    const { user } = await renderApp('/my-bookings', { token: 't' });
    const card = await cardOf('E-Commerce Website with Razorpay');
    const button = card.getByRole('button', { name: /Download Project/ });

    await user.click(button);
    expect(await card.findByRole('alert')).toHaveTextContent('Your project is not delivered yet');

    reached = false;
    await user.click(button);
    await waitFor(() =>
      expect(card.getByRole('alert')).toHaveTextContent('Error downloading file'),
    );
    expect(saved).toEqual([]);
  });
});
