import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const message = (id: string, text: string, name: string) => ({
  _id: id,
  text,
  createdAt: '2025-10-05T09:00:00.000Z',
  user: { name },
});

describe('/chat', () => {
  it('shows the empty state when the room has no messages', async () => {
    server.use(http.get('/api/chat', () => HttpResponse.json([])));
    await renderApp('/chat', { token: 't' });

    expect(await screen.findByText('No messages yet...')).toBeInTheDocument();
  });

  it('lists messages oldest first, with "Unknown User" when the name is missing', async () => {
    server.use(
      http.get('/api/chat', () =>
        HttpResponse.json([
          message('m1', 'Is the DBMS exam on Monday?', 'Priya Sharma'),
          message('m2', 'Yes, 10 am.', ''),
        ]),
      ),
    );
    await renderApp('/chat', { token: 't' });

    const log = await screen.findByRole('log', { name: 'Messages' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Priya Sharma');
    expect(items[0]).toHaveTextContent('Is the DBMS exam on Monday?');
    expect(items[1]).toHaveTextContent('Unknown User');
    expect(items[1]).toHaveTextContent('Yes, 10 am.');
  });

  it('shows a sent message at once, fetches the room only once, and never sends a blank one', async () => {
    let gets = 0;
    const posted: unknown[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/chat', () => {
        gets += 1;
        return HttpResponse.json([]);
      }),
      http.post('/api/chat', async ({ request }) => {
        posted.push(await request.json());
        await answered;
        return HttpResponse.json(message('m9', 'Hello everyone', 'Rahul Meena'), { status: 201 });
      }),
    );
    const { user } = await renderApp('/chat', { token: 't' });
    await screen.findByText('No messages yet...');

    await user.type(screen.getByLabelText('Message'), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Hello everyone{Enter}');

    // Before the server has answered.
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hello everyone')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');

    answer();
    expect(await within(log).findByText('Rahul Meena')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(posted).toEqual([{ text: 'Hello everyone' }]);
    expect(gets).toBe(1);
  });

  it('takes the message back and shows the server message when sending fails', async () => {
    server.use(
      http.get('/api/chat', () => HttpResponse.json([])),
      http.post('/api/chat', () =>
        HttpResponse.json(
          { message: 'You are sending messages too quickly. Please wait a minute and try again.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderApp('/chat', { token: 't' });
    await screen.findByText('No messages yet...');

    await user.type(screen.getByLabelText('Message'), 'Anyone here?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Please wait a minute and try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Anyone here?');
    expect(screen.getByText('No messages yet...')).toBeInTheDocument();
  });
});
