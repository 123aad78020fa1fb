import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { indiaToday } from '@notesea/contract/orders-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RazorpayOptions } from '@/features/projects/utils/razorpay-checkout';
import type { RazorpayOrderResponse } from '@notesea/contract/orders';
import { api, type ApiResolver } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { order, project } from './projects.fixtures';

const library = project();

/** A deadline always ahead (15 Jan next year): the form refuses days before today in India. */
const DEADLINE = `${Number(indiaToday().slice(0, 4)) + 1}-01-15`;

/** Stands in for Razorpay's checkout.js: records each Checkout it is asked to open. */
class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  failed?: (response: { error?: { description?: string } }) => void;

  constructor(readonly options: RazorpayOptions) {}

  on(_event: 'payment.failed', listener: FakeRazorpay['failed']) {
    this.failed = listener;
  }

  open() {
    FakeRazorpay.opened.push(this);
  }
}

const razorpayOrder: RazorpayOrderResponse = {
  key: 'rzp_test_key',
  amount: 149900,
  currency: 'INR',
  razorpayOrderId: 'order_Rzp123',
  checkoutScriptUrl: 'https://checkout.example.test/checkout.js',
};

type Calls = {
  orders: { body: unknown; key: string | null }[];
  razorpay: unknown[];
  verify: unknown[];
};

function serveBooking(
  overrides: {
    orders?: ApiResolver<'POST /api/orders'>;
    verify?: ApiResolver<'POST /api/orders/verify-payment'>;
  } = {},
) {
  const calls: Calls = { orders: [], razorpay: [], verify: [] };
  server.use(
    api.get('/api/projects', ({ ok }) => ok([library])),
    api.post('/api/orders', async (info) => {
      calls.orders.push({
        body: await info.request.json(),
        key: info.request.headers.get('Idempotency-Key'),
      });
      return overrides.orders
        ? overrides.orders(info)
        : info.created({ orderId: 'NS-7K3Q9M', _id: 'ord-1', totalAmount: 1499 });
    }),
    api.post('/api/orders/create-razorpay-order', async ({ request, ok }) => {
      calls.razorpay.push(await request.json());
      return ok(razorpayOrder);
    }),
    api.post('/api/orders/verify-payment', async (info) => {
      calls.verify.push(await info.request.json());
      return overrides.verify ? overrides.verify(info) : info.ok(order());
    }),
    api.get('/api/orders/myorders', ({ ok }) => ok([order()])),
  );
  return calls;
}

async function openBooking() {
  const view = await renderApp('/medium-projects', { token: 't' });
  await view.user.click(await screen.findByRole('button', { name: library.name }));
  const details = await screen.findByRole('dialog', { name: library.name });
  await view.user.click(within(details).getByRole('button', { name: 'Continue to Book' }));
  const dialog = await screen.findByRole('dialog', { name: `Book ${library.name}` });
  await within(dialog).findByLabelText('Name');
  return { ...view, dialog };
}

async function fillForm(user: UserEvent, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Name'), 'Asha Verma');
  await user.type(form.getByLabelText('Email'), 'asha.verma@gmail.com');
  await user.type(form.getByLabelText('Phone'), '9876543210');
  await user.type(form.getByLabelText('Deadline'), DEADLINE);
  await user.type(form.getByLabelText('Requirements (optional)'), 'Add an admin report.');
}

beforeEach(() => {
  FakeRazorpay.opened = [];
  window.Razorpay = FakeRazorpay as unknown as NonNullable<Window['Razorpay']>;
});

afterEach(() => {
  delete window.Razorpay;
});

describe('booking a project', () => {
  it('shows the booking form with the student plan chosen and its price on the Pay button', async () => {
    serveBooking();
    const { user, dialog } = await openBooking();
    const form = within(dialog);

    expect(form.getByRole('radio', { name: /Student/ })).toBeChecked();
    expect(form.getByRole('button', { name: 'Pay ₹1,499' })).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Phone', 'Deadline']) {
      expect(form.getByLabelText(label)).toBeRequired();
    }
    expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(form.getByLabelText('Deadline')).toHaveAttribute('type', 'date');
    expect(form.getByLabelText('Requirements (optional)')).not.toBeRequired();

    await user.click(form.getByRole('radio', { name: /Business/ }));

    expect(form.getByRole('button', { name: 'Pay ₹3,999' })).toBeInTheDocument();
  });

  it('requires name, email, phone and deadline before calling the API', async () => {
    const calls = serveBooking();
    const { user, dialog } = await openBooking();

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Deadline is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(calls.orders).toHaveLength(0);
  });

  it('after a refused submission, updates the messages as the fields are filled in', async () => {
    serveBooking();
    const { user, dialog } = await openBooking();
    const form = within(dialog);
    await user.type(form.getByLabelText('Name'), 'Asha Verma');
    await user.click(form.getByRole('button', { name: 'Pay ₹1,499' }));

    expect(await form.findByText('Email is required')).toBeInTheDocument();
    expect(form.queryByText('Name is required')).not.toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveFocus();

    await user.type(form.getByLabelText('Email'), 'asha');
    expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(form.getByLabelText('Email'), '@gmail.com');
    expect(form.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(form.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the order, opens Checkout, verifies the payment and goes to My Bookings', async () => {
    const calls = serveBooking();
    const { user, dialog } = await openBooking();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('radio', { name: /Business/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹3,999' }));

    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    expect(calls.orders).toEqual([
      {
        body: {
          projectId: library._id,
          planType: 'business',
          userDetails: { name: 'Asha Verma', email: 'asha.verma@gmail.com', phone: '9876543210' },
          projectDetails: { requirements: 'Add an admin report.', deadline: DEADLINE },
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(calls.razorpay).toEqual([{ orderId: 'ord-1', amount: 1499 }]);
    const checkout = FakeRazorpay.opened[0]!;
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 149900,
      currency: 'INR',
      order_id: 'order_Rzp123',
      name: 'NoteSea Projects',
      description: library.name,
      prefill: { name: 'Asha Verma', email: 'asha.verma@gmail.com', contact: '9876543210' },
      theme: { color: '#4338ca' },
    });
    // Our modal steps aside so the payment window gets focus and clicks.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() =>
      checkout.options.handler({
        razorpay_order_id: 'order_Rzp123',
        razorpay_payment_id: 'pay_Abc123',
        razorpay_signature: 'sig',
      }),
    );

    expect(
      await screen.findByText('✅ Payment successful! Redirecting to bookings...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.verify).toEqual([
      {
        orderId: 'ord-1',
        razorpay_order_id: 'order_Rzp123',
        razorpay_payment_id: 'pay_Abc123',
        razorpay_signature: 'sig',
      },
    ]);
  });

  it("reads 'Processing...' while busy and ignores a second submission", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = serveBooking({
      orders: async ({ created }) => {
        await answered;
        return created({ orderId: 'NS-1', _id: 'ord-1', totalAmount: 1499 });
      },
    });
    const { user, dialog } = await openBooking();
    await fillForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));
    const busy = await within(dialog).findByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.keyboard('{Escape}');

    // Still open: closing mid-request would leave the order half done.
    expect(screen.getByRole('dialog', { name: `Book ${library.name}` })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    expect(calls.orders).toHaveLength(1);
  });

  it("shows the server's message, or 'Error creating order' when the API is not reached, and keeps the form", async () => {
    let reached = true;
    const calls = serveBooking({
      orders: ({ fail, networkError }) =>
        reached
          ? fail(409, {
              message: 'This project is not available for booking right now',
              code: 'conflict',
            })
          : networkError(),
    });
    const { user, dialog } = await openBooking();
    await fillForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This project is not available for booking right now',
    );

    reached = false;
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error creating order'),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Verma');
    // The same details again: the same Idempotency-Key, so the server can answer the same order.
    expect(calls.orders[1]!.key).toBe(calls.orders[0]!.key);
    expect(FakeRazorpay.opened).toHaveLength(0);
  });

  it("shows 'Error verifying payment' when the verification does not reach the API", async () => {
    serveBooking({ verify: ({ networkError }) => networkError() });
    const { user, dialog } = await openBooking();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));

    act(() =>
      FakeRazorpay.opened[0]!.options.handler({
        razorpay_order_id: 'order_Rzp123',
        razorpay_payment_id: 'pay_Abc123',
        razorpay_signature: 'bad',
      }),
    );

    const again = await screen.findByRole('dialog', { name: `Book ${library.name}` });
    expect(await within(again).findByRole('alert')).toHaveTextContent('Error verifying payment');
    // Still on the level page (under the modal, so hidden from the accessibility tree).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Medium Projects', hidden: true }),
    ).toBeInTheDocument();
  });

  it('brings the form back with its values when the payment window is closed', async () => {
    const calls = serveBooking();
    const { user, dialog } = await openBooking();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    const checkout = FakeRazorpay.opened[0]!;

    act(() => {
      checkout.failed?.({ error: { description: 'Your card was declined' } });
      checkout.options.modal.ondismiss();
    });

    const again = await screen.findByRole('dialog', { name: `Book ${library.name}` });
    expect(await within(again).findByRole('alert')).toHaveTextContent('Your card was declined');
    expect(within(again).getByLabelText('Email')).toHaveValue('asha.verma@gmail.com');
    expect(within(again).getByRole('button', { name: 'Pay ₹1,499' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // Changed details are a new booking attempt, with a new key.
    await user.clear(within(again).getByLabelText('Phone'));
    await user.type(within(again).getByLabelText('Phone'), '9123456780');
    await user.click(within(again).getByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(2));
    expect(calls.orders[1]!.key).not.toBe(calls.orders[0]!.key);
  });
});
