import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyLists } from '@/testing/empty-api';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// The menu's code arrives only when the test says so: the press must land on the stand-in gear
// while that code is still loading, however fast or slow this machine compiles the chunk.
const arrival = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('./settings-dropdown', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

// Its own file: the menu's chunk is loaded once per module graph, and this test needs the
// stand-in button that shows until then.
describe('settings menu before its code has loaded', () => {
  it('a press on the stand-in gear opens the menu once it arrives', async () => {
    server.use(...emptyLists);
    const { user } = await renderApp('/dashboard', { token: 't' });

    const placeholder = screen.getByRole('button', { name: 'Settings' });
    expect(placeholder).not.toHaveAttribute('aria-expanded');
    await user.click(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    arrival.release();
    expect(await screen.findByRole('menu', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
