import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { ShareButton } from './share-button';
import { readerHref } from '@/config/paths';

const PATH = readerHref('note', 'n 1', { page: 3, pinPage: true });
const URL_SHARED = `${window.location.origin}/notes/n%201?page=3`;
const TITLE = 'Normalization · DBMS, Unit 2 · Page 3';

/** A phone: a touch screen (coarse pointer) with the Web Share API. */
function asPhone(share: (data: ShareData) => Promise<void>) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn(share) });
  return navigator.share as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

function renderButton() {
  render(<ShareButton path={PATH} what="page 3 of Normalization" title={TITLE} />);
  return screen.getByRole('button', { name: 'Share page 3 of Normalization' });
}

describe('ShareButton', () => {
  it('copies the absolute link and says "Link copied" where there is no share sheet', async () => {
    const user = userEvent.setup();
    // user-event installs its own clipboard stub on setup; spy on that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(navigator.share).toBeUndefined();

    await user.click(renderButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(await navigator.clipboard.readText()).toBe(URL_SHARED);
  });

  it("asks the server for the page's preview image, without downloading it", async () => {
    const asked: string[] = [];
    server.use(
      // The share function's page image, not the API: plain MSW.
      http.head('/notes/:id/:file', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(null);
      }),
    );
    const user = userEvent.setup();

    await user.click(renderButton());

    await vi.waitFor(() => expect(asked).toEqual(['/notes/n%201/page-3.jpg']));
  });

  it('opens the share sheet on a phone, with the title and the link, and copies nothing', async () => {
    const share = asPhone(() => Promise.resolve());
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(renderButton());

    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_SHARED }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing when the student closes the share sheet', async () => {
    const share = asPhone(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(renderButton());

    await vi.waitFor(() => expect(share).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link on a desktop even where the browser has a share sheet', async () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn() });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(renderButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(navigator.share).not.toHaveBeenCalled();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));

    await user.click(renderButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      `Could not copy the link. Copy it from here: ${URL_SHARED}`,
    );
  });
});
