import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { serveOneConversation } from '@/testing/sse-stream';
import { ChatbotLauncher } from './chatbot-launcher';

describe('ChatbotLauncher with a scope (the reader)', () => {
  it('shows what is being asked about and sends the note and page with the question', async () => {
    const streams = serveOneConversation(['Page 3 shows the stack trace.']);
    localStorage.setItem('token', 't');
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
        <MemoryRouter>
          <ChatbotLauncher scope={{ noteId: 'dsa-u2', page: 3, label: 'DSA · Unit 2: Stacks' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Ask Assignment Partner' }));
    const chat = await screen.findByRole('dialog', { name: 'Assignment Partner' });
    expect(within(chat).getByText(/Asking about:/)).toHaveTextContent(
      'Asking about: DSA · Unit 2: Stacks, page 3',
    );
    await user.type(
      within(chat).getByLabelText('Ask the Assignment Partner'),
      'Explain this page{Enter}',
    );

    expect(await within(chat).findByText('Page 3 shows the stack trace.')).toBeInTheDocument();
    expect(streams).toEqual([
      { message: 'Explain this page', conversationId: 'c1', noteId: 'dsa-u2', page: 3 },
    ]);
  });
});
