import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadDto } from '@notesea/contract/contributions-rules';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// My uploads lists the student's own contributions and where each review stands.

const upload = (overrides: Partial<UploadDto>): UploadDto => ({
  _id: 'u1',
  kind: 'pyq',
  subjectId: 'dbms',
  subjectName: 'Database Management Systems',
  title: 'May 2024',
  unit: null,
  year: 2024,
  session: 'may',
  status: 'pending',
  reason: null,
  publishedId: null,
  createdAt: '2026-03-02T06:30:00.000Z',
  ...overrides,
});

describe('/my-uploads', () => {
  it('shows each upload as Pending, Published (with a link) or Not accepted (with the reason)', async () => {
    server.use(
      api.get('/api/uploads', ({ ok }) =>
        ok([
          upload({ _id: 'u3' }),
          upload({
            _id: 'u2',
            kind: 'note',
            title: 'Normalization',
            unit: 2,
            year: null,
            session: null,
            status: 'approved',
            publishedId: 'note-dbms-unit-2-normalization',
          }),
          upload({
            _id: 'u1',
            title: 'Dec 2023',
            year: 2023,
            session: 'dec',
            status: 'rejected',
            reason: 'The photos are too blurred to read.',
          }),
        ]),
      ),
    );
    await renderApp('/my-uploads', { token: 't' });

    const list = await screen.findByRole('list', { name: 'My uploads' });
    const [pending, published, refused] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByRole('heading', { name: 'May 2024' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Database Management Systems · May 2024 paper');
    expect(pending).toHaveTextContent('PendingWaiting for review');
    expect(within(pending!).queryByRole('link')).toBeNull();

    expect(published).toHaveTextContent('Published');
    expect(
      within(published!).getByRole('link', { name: 'Open it: Normalization' }),
    ).toHaveAttribute('href', '/notes/note-dbms-unit-2-normalization');

    expect(refused).toHaveTextContent('Not accepted');
    expect(refused).toHaveTextContent('Reason: The photos are too blurred to read.');
  });

  it('says approved uploads are on their way, and links a published paper to its reader', async () => {
    server.use(
      api.get('/api/uploads', ({ ok }) =>
        ok([
          upload({ _id: 'u2', status: 'approved' }),
          upload({ _id: 'u1', status: 'approved', publishedId: 'pyq-dbms-2023-dec', title: '' }),
        ]),
      ),
    );
    await renderApp('/my-uploads', { token: 't' });

    const [approved, published] = within(
      await screen.findByRole('list', { name: 'My uploads' }),
    ).getAllByRole('listitem');
    expect(approved).toHaveTextContent('PendingApproved, being published');
    // Without a title the upload is named by what it is.
    expect(
      within(published!).getByRole('link', { name: 'Open it: May 2024 paper' }),
    ).toHaveAttribute('href', '/pyqs/pyq-dbms-2023-dec');
  });

  it('shows a loading state, then the empty state with where to start', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      api.get('/api/uploads', async ({ ok }) => {
        await held;
        return ok([]);
      }),
    );
    await renderApp('/my-uploads', { token: 't' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your uploads…');
    release();
    expect(
      await screen.findByText('You have not shared any notes or papers yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    server.use(api.get('/api/uploads', ({ fail }) => fail(500)));
    await renderApp('/my-uploads', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is reached from the settings menu', async () => {
    server.use(
      api.get('/api/uploads', ({ ok }) => ok([])),
      api.get('/api/notifications', ({ ok }) => ok([])),
      api.post('/api/notifications/seen', ({ noContent }) => noContent()),
    );
    const { user, location } = await renderApp('/soon', { token: 't' });
    await user.click(screen.getByRole('button', { name: 'Settings' }));

    await user.click(await screen.findByRole('menuitem', { name: 'My uploads' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My uploads' })).toBeVisible();
    expect(location()).toBe('/my-uploads');
  });
});
