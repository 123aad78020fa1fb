import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/api-handlers';
import { emptyLists } from '@/testing/empty-api';
import { student } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Compile the lazy chunks once up front: on a busy machine the first test would otherwise spend
// its whole wait for the page on transforming them.
beforeAll(async () => {
  await Promise.all([import('./root'), import('./verify-email')]);
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('/verify-email', () => {
  it("counts down from 15:00 and blocks verification with 'OTP Expired' at 0", async () => {
    // Only the countdown's clock is faked (its interval and Date), so it moves only when the test
    // says: a clock that also moved on its own showed 14:59 where 15:00 was expected whenever the
    // page took over a second to load. Timeouts stay real, so the page, msw and user-event run.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    server.use(
      api.post('/api/users/resend-otp', ({ ok }) =>
        ok({ message: 'A new OTP has been sent to your email.' }),
      ),
    );
    const { user } = await renderApp('/verify-email');
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('14:59');

    await act(() => vi.advanceTimersByTimeAsync(899_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(screen.getByRole('button', { name: 'OTP Expired' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('OTP expired. Please request a new one.');

    // Enter in the OTP field must not get past the block either (no verify handler exists).
    await user.type(screen.getByLabelText('Email'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('OTP'), '123456{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('OTP expired. Please request a new one.');

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new OTP has been sent to your email.',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("verifies the OTP, stores the token and opens the dashboard with 'Email verified!'", async () => {
    server.use(
      ...emptyLists,
      api.post('/api/users/verify-otp', async ({ request, ok }) => {
        expect(await request.json()).toEqual({ email: 'asha@gmail.com', otp: '123456' });
        return ok({ token: 'session-2', user: student });
      }),
    );
    const { user } = await renderApp('/verify-email');
    await user.type(screen.getByLabelText('Email'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('OTP'), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(screen.getByText('Email verified!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-2');
    // The account's first visit, not a return.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to NoteSea' }),
    ).toBeInTheDocument();

    // Back on the dashboard later (here by the bottom bar's Home): a return.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
  });

  it("asks for the email and OTP, and shows the server's message or 'Verification failed'", async () => {
    server.use(
      api.post('/api/users/verify-otp', ({ fail }) =>
        fail(400, { message: 'Invalid OTP. 4 attempts left.', code: 'bad_request' }),
      ),
    );
    const { user } = await renderApp('/verify-email');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'asha@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP is required');

    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. 4 attempts left.');

    server.use(api.post('/api/users/verify-otp', ({ networkError }) => networkError()));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Verification failed'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows why a new OTP cannot be sent yet', async () => {
    server.use(
      api.post('/api/users/resend-otp', ({ fail }) =>
        fail(429, {
          message: 'Please wait 42 seconds before requesting a new OTP.',
          code: 'rate_limited',
        }),
      ),
    );
    const { user } = await renderApp('/verify-email');
    await user.type(screen.getByLabelText('Email'), 'asha@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 42 seconds before requesting a new OTP.',
    );
  });
});
