import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const token = 'a'.repeat(64);

describe('/reset-password/{token}', () => {
  it('sets the new password, then goes to the landing page with the message', async () => {
    server.use(
      api.post(`/api/users/reset-password/${token}`, async ({ request, ok }) => {
        expect(await request.json()).toEqual({ password: 'new-secret' });
        return ok({
          message: 'Password reset successful. Please log in with your new password.',
        });
      }),
    );
    const { user } = await renderApp(`/reset-password/${token}`);
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    // The login form is back (and its loading status gone) once the landing page has settled.
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password reset successful. Please log in with your new password.',
    );
  });

  it("checks the password, and shows the server's message or 'Something went wrong'", async () => {
    server.use(
      api.post(`/api/users/reset-password/${token}`, ({ fail }) =>
        fail(400, {
          message: 'This reset link has expired. Please request a new one.',
          code: 'bad_request',
        }),
      ),
    );
    const { user } = await renderApp(`/reset-password/${token}`);
    const button = screen.getByRole('button', { name: 'Reset Password' });
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');

    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');

    await user.type(screen.getByLabelText('New password'), 'defg');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired. Please request a new one.',
    );

    server.use(
      api.post(`/api/users/reset-password/${token}`, ({ networkError }) => networkError()),
    );
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'),
    );
  });
});
