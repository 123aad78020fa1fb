import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('routes built by later issues', () => {
  it('render a "coming soon" panel naming the feature', async () => {
    await renderApp('/tasks', { token: 't' });

    expect(screen.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('work on public routes too', async () => {
    await renderApp('/terms');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('an unknown path', () => {
  it('shows a 404 page with a link home', async () => {
    await renderApp('/no-such-page');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});
