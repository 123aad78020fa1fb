import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { emptyLists } from '@/testing/empty-api';
import { student } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Compile the lazy chunks once up front: on a busy machine the first test would otherwise spend
// its whole wait for the page on transforming them.
beforeAll(async () => {
  await Promise.all([
    import('./root'),
    import('./landing'),
    import('@/features/auth/components/auth-panel'),
    import('@/features/landing/components/faq-accordion'),
  ]);
}, 30_000);

// The dashboard's own requests are not what these tests are about: answer them with empty lists.
const stubAppData = () => server.use(...emptyLists);

async function openSignUp(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Create an account' }));
  return screen.findByRole('form', { name: 'Sign Up' });
}

async function fillSignUp(
  user: UserEvent,
  values: Partial<Record<'name' | 'email' | 'phone' | 'password' | 'confirm' | 'gender', string>>,
) {
  const fields = [
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone],
    ['Password', values.password],
    ['Confirm password', values.confirm],
  ] as const;
  for (const [label, value] of fields) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // Pasting is much faster than typing key by key, and these tests are not about keystrokes.
    if (value) await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText('Gender'), values.gender ?? '');
}

const valid = {
  name: 'Asha Verma',
  email: 'asha.verma@gmail.com',
  phone: '9876543210',
  password: 'secret1',
  confirm: 'secret1',
  gender: 'Female',
};

describe('landing page', () => {
  it('shows the spec sections and the footer links', async () => {
    await renderApp('/');

    for (const name of [
      /free semester-wise notes/i,
      'How it works',
      'Login',
      'What students say',
      'Frequently asked questions',
    ]) {
      // Retried, not found once: the login form's chunk replaces the "Login" fallback heading
      // whenever it arrives, which can be between a find and its assertion.
      await waitFor(() => expect(screen.getByRole('heading', { name })).toBeInTheDocument());
    }
    const footerLinks = screen.getByRole('navigation', { name: 'Helpful links' });
    for (const [name, href] of [
      ['Terms and conditions', '/terms'],
      ['About NoteSea', '/about-home'],
      ['Forgot password?', '/forgot-password'],
    ]) {
      expect(within(footerLinks).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens one FAQ answer at a time', async () => {
    const { user } = await renderApp('/');
    const first = await screen.findByRole('button', { name: 'Are the notes really free?' });
    const second = screen.getByRole('button', { name: 'Why do I need a Gmail address?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Every semester-wise PDF note/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Every semester-wise PDF note/)).not.toBeInTheDocument();
  });

  it('toggles between the login and sign-up forms', async () => {
    const { user } = await renderApp('/');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();

    await openSignUp(user);
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('registration', () => {
  it('runs the six checks in the spec order, showing only the first failing message', async () => {
    // No register handler: a request reaching the API would fail the test.
    const { user } = await renderApp('/');
    await openSignUp(user);
    const submit = screen.getByRole('button', { name: 'Sign Up' });

    const steps: [Partial<typeof valid>, string, string][] = [
      [{ ...valid, name: '  Al  ' }, 'Name must be at least 3 characters long', 'Name'],
      [{ ...valid, email: 'asha@yahoo.com' }, 'Email must be a valid Gmail address', 'Email'],
      [{ ...valid, phone: '98765' }, 'Phone number must be 10 digits', 'Phone'],
      [
        { ...valid, password: 'abc', confirm: 'abc' },
        'Password must be at least 6 characters',
        'Password',
      ],
      [{ ...valid, confirm: 'secret2' }, 'Passwords do not match', 'Confirm password'],
      [{ ...valid, gender: '' }, 'Please select your gender', 'Gender'],
    ];
    for (const [values, message, label] of steps) {
      await fillSignUp(user, values);
      await user.click(submit);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveFocus();
    }

    // Everything empty: the first rule wins.
    await fillSignUp(user, {});
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Name must be at least 3 characters long');
  }, 20_000);

  it('sends the form, then asks for the OTP on /verify-email', async () => {
    let sent: unknown;
    server.use(
      api.post('/api/users/register', async ({ request, created }) => {
        sent = await request.json();
        return created({ message: 'OTP sent to your email. Please verify.' });
      }),
    );
    const { user } = await renderApp('/');
    await openSignUp(user);
    await fillSignUp(user, valid);
    await user.click(screen.getByLabelText('I am a college student'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent to your email. Please verify.');
    expect(screen.getByText('asha.verma@gmail.com')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Asha Verma',
      email: 'asha.verma@gmail.com',
      phone: '9876543210',
      password: 'secret1',
      confirmPassword: 'secret1',
      collegeStudent: true,
      gender: 'Female',
    });
  });

  it("shows the server's message, or 'Registration failed' without one", async () => {
    server.use(
      api.post('/api/users/register', ({ fail }) =>
        fail(409, {
          message: 'An account with this email already exists. Please log in.',
          code: 'conflict',
        }),
      ),
    );
    const { user } = await renderApp('/');
    await openSignUp(user);
    await fillSignUp(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please log in.',
    );

    server.use(api.post('/api/users/register', ({ networkError }) => networkError()));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'));
  });
});

describe('login', () => {
  it("disables the button reading 'Logging in...', then stores the token and opens the dashboard", async () => {
    stubAppData();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.post('/api/users/login', async ({ request, ok }) => {
        expect(await request.json()).toEqual({ email: 'asha@gmail.com', password: 'secret1' });
        await answered;
        return ok({ token: 'session-1', user: student });
      }),
    );
    const { user } = await renderApp('/');
    await user.type(await screen.findByLabelText('Email'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    answer();

    expect(await screen.findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-1');
  });

  it('requires email and password before calling the API', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'asha@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
  });

  it("shows the server's message, or 'Login failed' without one", async () => {
    server.use(
      api.post('/api/users/login', ({ fail }) =>
        fail(401, { message: 'Invalid email or password', code: 'invalid_credentials' }),
      ),
    );
    const { user } = await renderApp('/');
    await user.type(await screen.findByLabelText('Email'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();

    server.use(api.post('/api/users/login', ({ networkError }) => networkError()));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends an unverified user to /verify-email with their email', async () => {
    const message = 'Please verify your email first. We have sent an OTP to your email.';
    server.use(
      api.post('/api/users/login', ({ fail }) =>
        fail(403, { message, code: 'email_not_verified' }),
      ),
    );
    const { user } = await renderApp('/');
    await user.type(await screen.findByLabelText('Email'), 'new.user@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.getByText('new.user@gmail.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
