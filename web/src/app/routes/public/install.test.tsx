import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

beforeAll(() => captureInstallPrompt());

/** What Chromium fires when NoteSea meets its install criteria. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('/install (public)', () => {
  it("shows 'Install App' only once the browser offers the install prompt", async () => {
    const { user } = await renderApp('/install');
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Install it yourself' })).toBeInTheDocument();

    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Install App' }));

    expect(event.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent('NoteSea is being installed.');
    // The offer can be used once.
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });
});

describe('Download App button in the app header', () => {
  it('appears when the browser offers the install prompt', async () => {
    server.use(
      api.get('/api/notifications', ({ ok }) => ok([])),
      api.post('/api/notifications/seen', ({ noContent }) => noContent()),
    );
    const { user } = await renderApp('/soon', { token: 't' });
    expect(screen.queryByRole('button', { name: 'Download App' })).not.toBeInTheDocument();

    const event = offerInstall('dismissed');
    await user.click(await screen.findByRole('button', { name: 'Download App' }));

    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Download App' })).not.toBeInTheDocument();
  });
});
