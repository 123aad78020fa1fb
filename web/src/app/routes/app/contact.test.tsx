import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

// No MSW handlers: any request would fail the test (onUnhandledRequest: 'error'), which is how
// "nothing is sent to a server" (docs/product.md §7) is checked.
describe('/contact', () => {
  it('thanks the student and clears the form, without calling the server', async () => {
    const { user } = await renderApp('/contact', { token: 't' });

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sneha Jain');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sneha@gmail.com');
    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Please add notes for Compiler Design.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! We will get back to you soon.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('requires name, email and message', async () => {
    const { user } = await renderApp('/contact', { token: 't' });

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sneha Jain');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in your name, email and message.',
    );
    expect(screen.queryByText('Thank you! We will get back to you soon.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sneha Jain');
  });

  it('shows the support address and the 5–7 working days response time', async () => {
    await renderApp('/contact', { token: 't' });

    expect(screen.getByRole('link', { name: 'support@notesea.in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@notesea\.in/),
    );
    expect(screen.getByText(/reply to queries and refund requests within/)).toHaveTextContent(
      '5–7 working days',
    );
  });
});
