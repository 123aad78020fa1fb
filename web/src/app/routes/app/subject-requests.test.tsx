import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentRequestDto } from '@notesea/contract/contributions';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// A subject's open requests, "Me too", withdraw, and asking for what is missing.

type Request = ContentRequestDto;

const unit3: Request = {
  _id: 'r1',
  subjectId: 'dbms',
  status: 'open',
  kind: 'note',
  unit: 3,
  year: null,
  session: null,
  votes: 4,
  message: 'The transactions unit, please',
  mine: false,
};
const may2024: Request = {
  _id: 'r2',
  subjectId: 'dbms',
  status: 'open',
  kind: 'pyq',
  unit: null,
  year: 2024,
  session: 'may',
  votes: 2,
  message: null,
  mine: true,
};

/** The subject's requests as the server holds them; votes change them. */
function serveRequests(initial: Request[]) {
  let requests = initial.map((request) => ({ ...request }));
  server.use(api.get('/api/semesters/subjects/dbms/requests', ({ ok }) => ok(requests)));
  return {
    set: (next: Request[]) => (requests = next),
    get: () => requests,
  };
}

beforeEach(() => {
  server.use(
    api.get('/api/semesters/subjects/dbms/notes', ({ ok }) => ok([])),
    api.get('/api/user-pdfs', ({ ok }) => ok([])),
    api.get('/api/bookmarks', ({ ok }) => ok([])),
  );
});

const rows = () =>
  within(screen.getByRole('list', { name: 'Open requests' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('open requests on a subject', () => {
  it('lists them with what they ask for, the message and the votes', async () => {
    serveRequests([unit3, may2024]);
    await renderApp('/subjects/dbms', { token: 't' });

    await screen.findByRole('list', { name: 'Open requests' });
    expect(rows()).toEqual([
      expect.stringMatching(/^Unit 3 notes\s*The transactions unit, please\s*4 students asked/),
      expect.stringMatching(/^May 2024 paper\s*2 students asked/),
    ]);
    // Each offers the vote this student has not given, or its withdrawal.
    expect(screen.getByRole('button', { name: 'Me too: Unit 3 notes' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Withdraw my vote: May 2024 paper' }),
    ).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    serveRequests([]);
    await renderApp('/subjects/dbms', { token: 't' });

    expect(await screen.findByText('No open requests for this subject.')).toBeInTheDocument();
  });

  it('counts "Me too" at once, and keeps the count the server confirms', async () => {
    const store = serveRequests([unit3]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let body: unknown;
    server.use(
      api.put('/api/requests/r1/vote', async ({ request, ok }) => {
        body = await request.json();
        await held;
        store.set([{ ...unit3, votes: 5, mine: true }]);
        return ok({ ...unit3, votes: 5, mine: true });
      }),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Me too: Unit 3 notes' }));

    // Before the server answers.
    expect(await screen.findByText('5 students asked')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Withdraw my vote: Unit 3 notes' }),
    ).toBeInTheDocument();
    release();
    await waitFor(() => expect(body).toEqual({ vote: true }));
    expect(await screen.findByText('5 students asked')).toBeInTheDocument();
  });

  it('withdraws a vote, and puts it back with the reason when the server refuses', async () => {
    serveRequests([may2024]);
    server.use(
      api.put('/api/requests/r2/vote', ({ fail }) =>
        fail(404, { message: 'Request not found', code: 'not_found' }),
      ),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw my vote: May 2024 paper' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Request not found');
    expect(screen.getByText('2 students asked')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Withdraw my vote: May 2024 paper' }),
    ).toBeInTheDocument();
  });

  it('offers to answer a request with an upload filled in with what it asks', async () => {
    serveRequests([may2024]);
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(
      await screen.findByRole('button', { name: 'I have it: contribute May 2024 paper' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Contribute a paper' });
    expect(within(dialog).getByLabelText(/^Year/)).toHaveValue('2024');
    expect(within(dialog).getByLabelText(/^Exam month/)).toHaveValue('may');
  });
});

describe('requesting what is missing', () => {
  it('checks the request, sends it and lists it', async () => {
    const store = serveRequests([]);
    let body: unknown;
    server.use(
      api.post('/api/requests', async ({ request, created }) => {
        body = await request.json();
        const added: Request = {
          ...may2024,
          _id: 'r9',
          year: 2023,
          session: 'dec',
          votes: 1,
          message: 'Back paper too',
          mine: true,
        };
        store.set([added]);
        return created(added);
      }),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Request notes or a paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request notes or a paper' });
    await user.click(within(dialog).getByRole('radio', { name: 'A year’s paper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please enter the year of the paper.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Year/), '2023');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Please choose the session of the paper.'),
    ).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText(/^Exam month/), 'December');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Back paper too');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Request sent: Dec 2023 paper. You will be notified when it is published.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(body).toEqual({
      subjectId: 'dbms',
      kind: 'pyq',
      year: 2023,
      session: 'dec',
      message: 'Back paper too',
    });
    expect(await screen.findByText('Dec 2023 paper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request notes or a paper' })).toHaveFocus();
  });

  it('adds a vote when the same thing is already requested', async () => {
    serveRequests([unit3]);
    server.use(
      api.post('/api/requests', ({ ok }) => ok({ ...unit3, status: 'open', votes: 5, mine: true })),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Request notes or a paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request notes or a paper' });
    await user.type(within(dialog).getByLabelText(/^Unit/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Unit 3 notes was already requested: your vote is added (5 students asked).',
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    serveRequests([]);
    server.use(
      api.post('/api/requests', ({ fail }) =>
        fail(429, {
          message: 'You can make at most 20 requests a day. Please try again tomorrow.',
          code: 'rate_limited',
        }),
      ),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Request notes or a paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request notes or a paper' });
    await user.type(within(dialog).getByLabelText(/^Unit/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can make at most 20 requests a day.',
    );
  });
});

describe('withdrawing the only vote', () => {
  it('takes the request off the list at once, says so, and keeps the focus nearby', async () => {
    const store = serveRequests([{ ...may2024, votes: 1 }]);
    let body: unknown;
    server.use(
      api.put('/api/requests/r2/vote', async ({ request, ok }) => {
        body = await request.json();
        store.set([]);
        return ok({ ...may2024, votes: 0, mine: false });
      }),
    );
    const { user } = await renderApp('/subjects/dbms', { token: 't' });

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw my vote: May 2024 paper' }),
    );

    expect(await screen.findByText('No open requests for this subject.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vote withdrawn: nobody asks for May 2024 paper any more.',
    );
    expect(screen.getByRole('heading', { name: 'Open requests' })).toHaveFocus();
    await waitFor(() => expect(body).toEqual({ vote: false }));
  });
});
