import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/forgot-password', () => {
  it("sends the reset link, reading 'Sending...' meanwhile, and shows the answer", async () => {
    const message =
      'If an account exists for this email, we have sent a password reset link. Please check your inbox or spam folder.';
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.post('/api/users/forgot-password', async ({ request, ok }) => {
        expect(await request.json()).toEqual({ email: 'asha@gmail.com' });
        await answered;
        return ok({ message });
      }),
    );
    const { user } = await renderApp('/forgot-password');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription(/check your inbox or spam folder/i);

    await user.type(email, ' asha@gmail.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it("requires the email, and shows 'Something went wrong' when the server gives no message", async () => {
    server.use(api.post('/api/users/forgot-password', ({ networkError }) => networkError()));
    const { user } = await renderApp('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');

    await user.type(screen.getByLabelText('Email'), 'asha@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'),
    );
  });
});
