import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '@notesea/contract/accounts';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Compile the lazy chunks once up front: on a busy machine the first test would otherwise spend
// its whole wait for the page on transforming them.
beforeAll(async () => {
  await Promise.all([import('./root'), import('./profile')]);
}, 30_000);

const asha: UserDto = {
  _id: 'u1',
  name: 'Asha Verma',
  email: 'asha.verma@gmail.com',
  phone: '9876543210',
  collegeStudent: true,
  gender: 'Female',
  location: 'Bhopal',
  bio: 'Third-year CSE student.',
  image: '',
};

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('/profile', () => {
  it('shows the profile in view mode', async () => {
    server.use(api.get('/api/users', ({ ok }) => ok(asha)));
    await renderApp('/profile', { token: 't' });

    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(detail('Phone')).toHaveTextContent('9876543210');
    expect(detail('Gender')).toHaveTextContent('Female');
    expect(detail('College student')).toHaveTextContent('Yes');
    expect(detail('Location')).toHaveTextContent('Bhopal');
    expect(detail('Bio')).toHaveTextContent('Third-year CSE student.');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('Cancel leaves edit mode and restores the saved values', async () => {
    server.use(api.get('/api/users', ({ ok }) => ok(asha)));
    const { user } = await renderApp('/profile', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, 'Somebody Else');
    await user.clear(screen.getByLabelText('Location'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(detail('Location')).toHaveTextContent('Bhopal');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Location')).toHaveValue('Bhopal');
  });

  it('saves the edits and shows the updated profile', async () => {
    let sent: unknown;
    server.use(
      api.get('/api/users', ({ ok }) => ok(asha)),
      api.put('/api/users', async ({ request, ok }) => {
        sent = await request.json();
        return ok({ ...asha, ...(sent as object) });
      }),
    );
    const { user } = await renderApp('/profile', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Indore');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated.');
    expect(detail('Location')).toHaveTextContent('Indore');
    expect(detail('Gender')).toHaveTextContent('Other');
    // Email goes back unchanged (the API checks it); a blank password is left out.
    expect(sent).toEqual({
      name: 'Asha Verma',
      email: 'asha.verma@gmail.com',
      phone: '9876543210',
      gender: 'Other',
      location: 'Indore',
      bio: 'Third-year CSE student.',
      image: '',
    });
  });

  it('stores the new token after a password change', async () => {
    server.use(
      api.get('/api/users', ({ ok }) => ok(asha)),
      api.put('/api/users', ({ ok }) => ok({ ...asha, token: 'fresh-session' })),
    );
    const { user } = await renderApp('/profile', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated.');
    expect(localStorage.getItem('token')).toBe('fresh-session');
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
  });

  it('checks the fields before saving and shows what the server refuses', async () => {
    server.use(
      api.get('/api/users', ({ ok }) => ok(asha)),
      api.put('/api/users', ({ fail }) =>
        fail(400, { message: 'Bio must be at most 500 characters', code: 'validation' }),
      ),
    );
    const { user } = await renderApp('/profile', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number must be 10 digits');
    expect(screen.getByLabelText('Phone')).toHaveFocus();

    await user.type(screen.getByLabelText('Phone'), '67890');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bio must be at most 500 characters',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('a failed profile fetch clears the token and goes to the landing page', async () => {
    server.use(
      api.get('/api/users', ({ fail }) =>
        fail(404, { message: 'User not found', code: 'not_found' }),
      ),
    );
    await renderApp('/profile', { token: 't' });

    expect(
      await screen.findByRole('heading', { name: /free semester-wise notes/i }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
