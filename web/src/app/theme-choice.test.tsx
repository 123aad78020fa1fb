import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyLists } from '@/testing/empty-api';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
// The real file index.html loads before the first paint.
import themeInit from './theme-init.js?raw';

const root = document.documentElement;

// Compile the lazy chunks once up front, so the first test's waits are not spent on that.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/app/root'),
    import('@/app/routes/app/dashboard'),
    import('@/components/layouts/settings-dropdown'),
  ]);
}, 30_000);

afterEach(() => {
  // The page's <html> outlives each render (vitest.setup clears only localStorage).
  delete root.dataset.theme;
});

async function openSettings(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  // Until the menu's code is in, the gear is a stand-in that the real menu button replaces
  // (settings-menu.tsx); public pages fetch that code only once the pointer reaches the gear. A
  // press aimed at an element the page has since replaced never lands, so point at the gear, then
  // wait for the menu button a screen reader announces as collapsed: the one that stays.
  await user.hover(await screen.findByRole('button', { name: 'Settings' }));
  await user.click(await screen.findByRole('button', { name: 'Settings', expanded: false }));
  return screen.findByRole('menu', { name: 'Settings' });
}

describe('theme choice in the settings menu', () => {
  it('applies Dark at once, remembers it across a new render, and System removes it', async () => {
    server.use(...emptyLists);
    const first = await renderApp('/dashboard', { token: 't' });

    let menu = await openSettings(first.user);
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await first.user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    first.unmount();

    // A reload: a fresh <html>, on which the startup script applies the saved choice.
    delete root.dataset.theme;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the real startup script, as the page's <script> does
    new Function(themeInit)();
    const second = await renderApp('/dashboard', { token: 't' });
    expect(root).toHaveAttribute('data-theme', 'dark');
    menu = await openSettings(second.user);
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await second.user.click(within(menu).getByRole('menuitemradio', { name: 'System' }));
    expect(root).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('offers the choice to visitors on public pages, without the account items', async () => {
    server.use(...emptyLists);
    const { user } = await renderApp('/about-home');

    const menu = await openSettings(user);
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    expect(within(menu).queryByRole('menuitem')).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Light' }));
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('app/theme-init.js (runs before the first paint)', () => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the real startup script, as the page's <script> does
  const run = () => new Function(themeInit)();

  it('applies a saved Light or Dark choice', () => {
    localStorage.setItem('theme', 'dark');
    run();
    expect(root).toHaveAttribute('data-theme', 'dark');

    localStorage.setItem('theme', 'light');
    run();
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('leaves the system setting in charge when nothing valid is saved', () => {
    run();
    expect(root).not.toHaveAttribute('data-theme');

    localStorage.setItem('theme', 'purple');
    run();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('applies a choice made in another tab (a storage event)', () => {
    run();
    expect(root).not.toHaveAttribute('data-theme');

    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(root).toHaveAttribute('data-theme', 'dark');

    localStorage.removeItem('theme');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null }));
    expect(root).not.toHaveAttribute('data-theme');
  });
});
