import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { emptyLists } from '@/testing/empty-api';
import { student } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('protected routes', () => {
  it('send a visitor without a token to the landing page', async () => {
    await renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { name: /free semester-wise notes/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('show the shared header with the logged-in navigation and the mobile bottom bar', async () => {
    await renderApp('/how-it-works', { token: 't' });

    const topNav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Notification', '/soon'],
      ['Services', '/project-services'],
      ['How It Works', '/how-it-works'],
      ['My Tasks', '/tasks'],
      ['Assignment Partner', '/chatbot'],
      ['About', '/about-home'],
      ['Contact', '/contact'],
      ['My Orders', '/my-bookings'],
      ['Careers', '/careers'],
    ]) {
      expect(within(topNav).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const bottomBar = screen.getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      ['Home', '/dashboard'],
      ['Chat', '/chat'],
      ['Projects', '/easy-projects'],
      ['Profile', '/profile'],
      ['Contributors', '/team'],
    ]) {
      expect(within(bottomBar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('open the side menu from the hamburger button', async () => {
    const { user } = await renderApp('/how-it-works', { token: 't' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'My Tasks' })).toHaveAttribute(
      'href',
      '/tasks',
    );

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('log out from the settings menu: session revoked, token and cache gone, back on the landing page', async () => {
    let revokedWith: string | null = null;
    server.use(
      // The dashboard's own requests are not under test here.
      ...emptyLists,
      api.post('/api/users/logout', ({ request, ok }) => {
        revokedWith = request.headers.get('Authorization');
        return ok({ message: 'Logged out' });
      }),
    );
    const { user, queryClient } = await renderApp('/dashboard', { token: 't' });

    // expanded: false waits for the real menu button, not its placeholder while the menu loads.
    await user.click(await screen.findByRole('button', { name: 'Settings', expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { name: /free semester-wise notes/i }),
    ).toBeInTheDocument();
    expect(revokedWith).toBe('Bearer t');
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('settings menu: keyboard use as a menu button, closes on Escape and outside clicks', async () => {
    server.use(
      // The menu's Profile item ends on /profile, which needs a real profile to render.
      api.get('/api/users', ({ ok }) => ok(student)),
      ...emptyLists,
    );
    const { user } = await renderApp('/dashboard', { token: 't' });
    const button = await screen.findByRole('button', { name: 'Settings', expanded: false });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Settings' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'My uploads' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // The theme choices sit between the account's pages and Logout.
    expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My profile' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('log out even when the server cannot be reached', async () => {
    server.use(
      // The dashboard's own requests are not under test here.
      ...emptyLists,
      api.post('/api/users/logout', ({ networkError }) => networkError()),
    );
    const { user } = await renderApp('/dashboard', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Settings', expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { name: /free semester-wise notes/i }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
