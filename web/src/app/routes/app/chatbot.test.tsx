import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

type ChatbotBody = { message: string; history?: { role: string; text: string }[] };

describe('/chatbot (Assignment Partner)', () => {
  it("shows 'Bot is typing...' while waiting, then the reply; sends earlier turns as history", async () => {
    const bodies: ChatbotBody[] = [];
    let answer!: () => void;
    let answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/chatbot', async ({ request }) => {
        const body = (await request.json()) as ChatbotBody;
        bodies.push(body);
        await answered;
        return HttpResponse.json({ reply: `Answer ${bodies.length}` });
      }),
    );
    const { user } = await renderApp('/chatbot', { token: 't' });

    await user.type(
      screen.getByLabelText('Ask the Assignment Partner'),
      'What is normalisation?{Enter}',
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Bot is typing...');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('What is normalisation?')).toBeInTheDocument();
    answer();
    expect(await within(log).findByText('Answer 1')).toBeInTheDocument();
    expect(screen.queryByText('Bot is typing...')).not.toBeInTheDocument();

    answered = new Promise<void>((resolve) => (answer = resolve));
    answer();
    await user.type(screen.getByLabelText('Ask the Assignment Partner'), 'And 3NF?{Enter}');
    expect(await within(log).findByText('Answer 2')).toBeInTheDocument();

    expect(bodies).toEqual([
      { message: 'What is normalisation?', history: [] },
      {
        message: 'And 3NF?',
        history: [
          { role: 'user', text: 'What is normalisation?' },
          { role: 'model', text: 'Answer 1' },
        ],
      },
    ]);
  });

  it("shows 'No response' for an empty reply", async () => {
    server.use(http.post('/api/chatbot', () => HttpResponse.json({ reply: '' })));
    const { user } = await renderApp('/chatbot', { token: 't' });

    await user.type(screen.getByLabelText('Ask the Assignment Partner'), 'Hello{Enter}');

    expect(await screen.findByText('No response')).toBeInTheDocument();
  });

  it("shows 'Something went wrong. Please try again.' when the request fails", async () => {
    server.use(
      http.post('/api/chatbot', async () => {
        await delay(10);
        return HttpResponse.json(
          { message: 'The Assignment Partner could not answer right now. Please try again.' },
          { status: 503 },
        );
      }),
    );
    const { user } = await renderApp('/chatbot', { token: 't' });

    await user.type(screen.getByLabelText('Ask the Assignment Partner'), 'Explain DFS{Enter}');

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('never sends a blank message', async () => {
    let calls = 0;
    server.use(
      http.post('/api/chatbot', () => {
        calls += 1;
        return HttpResponse.json({ reply: 'x' });
      }),
    );
    const { user } = await renderApp('/chatbot', { token: 't' });

    await user.type(screen.getByLabelText('Ask the Assignment Partner'), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(calls).toBe(0);
    expect(screen.queryByText('Bot is typing...')).not.toBeInTheDocument();
  });
});
