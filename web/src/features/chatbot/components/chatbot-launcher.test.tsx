import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icons';
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

describe('ChatbotLauncher, the floating button', () => {
  const renderLauncher = () =>
    render(
      <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
        <MemoryRouter>
          <label>
            Task title
            <input />
          </label>
          <ChatbotLauncher />
          <Icon name="chat" />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is named 'Ask Assignment Partner' and has its own icon, not the chat room's", () => {
    const { container } = renderLauncher();

    const button = screen.getByRole('button', { name: 'Ask Assignment Partner' });
    const own = button.querySelector('svg path')?.getAttribute('d');
    const chat = container.querySelector(':scope > svg path')?.getAttribute('d');
    expect(own).toBeTruthy();
    expect(chat).toBeTruthy();
    expect(own).not.toBe(chat);
  });

  it('steps aside while a text field has the focus on a phone, and comes back after', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    const user = userEvent.setup();
    renderLauncher();
    const button = screen.getByRole('button', { name: 'Ask Assignment Partner' });
    expect(button).not.toHaveClass('chatbot-launcher--hidden');

    await user.click(screen.getByLabelText('Task title'));
    expect(button).toHaveClass('chatbot-launcher--hidden');

    await user.tab();
    expect(button).not.toHaveClass('chatbot-launcher--hidden');
  });

  it('keeps its place on a desktop, where focusing a field brings no keyboard up', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const user = userEvent.setup();
    renderLauncher();

    await user.click(screen.getByLabelText('Task title'));
    expect(screen.getByRole('button', { name: 'Ask Assignment Partner' })).not.toHaveClass(
      'chatbot-launcher--hidden',
    );
  });

  it('steps aside while the visual viewport is markedly shorter than the window (the keyboard)', () => {
    const viewport = Object.assign(new EventTarget(), { height: window.innerHeight, scale: 1 });
    vi.stubGlobal('visualViewport', viewport);
    renderLauncher();
    const button = screen.getByRole('button', { name: 'Ask Assignment Partner' });

    act(() => {
      viewport.height = window.innerHeight - 300;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(button).toHaveClass('chatbot-launcher--hidden');

    act(() => {
      viewport.height = window.innerHeight - 40; // the URL bar collapsing: not a keyboard
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(button).not.toHaveClass('chatbot-launcher--hidden');
  });
});
