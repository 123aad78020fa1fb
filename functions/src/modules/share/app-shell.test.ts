import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions', () => ({ logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));

const { appShell, resetAppShell } = await import('./app-shell.js');

const ORIGIN = 'https://demo-notesea.web.app';
const page = (build: string) =>
  `<html><head><script src="/assets/${build}.js"></script></head></html>`;

beforeEach(() => resetAppShell());

describe('appShell', () => {
  it('revalidates with the ETag and picks up a new build at once', async () => {
    const sent: (string | null)[] = [];
    let current = { html: page('index-a'), etag: '"a"' };
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const etag = new Headers(init?.headers).get('if-none-match');
      sent.push(etag);
      if (etag === current.etag) return new Response(null, { status: 304 });
      return new Response(current.html, { status: 200, headers: { etag: current.etag } });
    }) as typeof fetch;

    expect((await appShell(ORIGIN, fetchImpl)).html).toBe(page('index-a'));
    expect((await appShell(ORIGIN, fetchImpl)).html).toBe(page('index-a'));
    current = { html: page('index-b'), etag: '"b"' }; // a Hosting release
    expect((await appShell(ORIGIN, fetchImpl)).html).toBe(page('index-b'));
    expect(sent).toEqual([null, '"a"', '"a"']);
    expect(vi.mocked(fetchImpl).mock.calls[0]![0]).toBe(`${ORIGIN}/index.html`);
  });

  it('shares one fetch between concurrent callers', async () => {
    const fetchImpl = vi.fn(async () => new Response(page('x'), { status: 200 })) as typeof fetch;
    const shells = await Promise.all([1, 2, 3].map(() => appShell(ORIGIN, fetchImpl)));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(new Set(shells).size).toBe(1);
  });

  it('refuses an answer that is not the app page, and keeps the last good one', async () => {
    const ok = vi.fn(async () => new Response(page('good'), { status: 200 })) as typeof fetch;
    const broken = vi.fn(
      async () => new Response('Site Not Found', { status: 200 }),
    ) as typeof fetch;
    const missing = vi.fn(async () => new Response('', { status: 404 })) as typeof fetch;

    await expect(appShell(ORIGIN, broken)).rejects.toThrow('without </head>');
    await expect(appShell(ORIGIN, missing)).rejects.toThrow('Hosting answered 404');
    await appShell(ORIGIN, ok);
    expect((await appShell(ORIGIN, missing)).html).toBe(page('good'));
    expect((await appShell(ORIGIN, broken)).html).toBe(page('good'));
  });
});
