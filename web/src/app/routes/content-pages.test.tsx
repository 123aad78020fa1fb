import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('/terms (public)', () => {
  it('shows the date, every section of docs/product.md §2 and the governing law', async () => {
    await renderApp('/terms');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    for (const section of [
      'Purpose',
      'Content attribution',
      'User responsibilities',
      'Disclaimer',
      'Intellectual property',
      'Custom project confidentiality',
      'Limitation of liability',
      'Changes to these terms',
      'Contact',
    ]) {
      expect(
        screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d\\. ${section}$`) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByText(/governed by the laws of India/)).toHaveTextContent(
      'courts of Jaipur, Rajasthan',
    );
  });
});

describe('/about-home (public)', () => {
  it('tells the story, mission, vision, offerings and founder, with Explore Notes to /dashboard', async () => {
    await renderApp('/about-home');

    for (const name of [
      'Our story',
      'Our mission',
      'Our vision',
      'What we offer',
      'From the founder',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    const offerings = screen.getByRole('region', { name: 'What we offer' });
    for (const name of ['Free notes', 'Affordable projects', 'Community', 'AI study tools']) {
      expect(within(offerings).getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Explore Notes' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('protected content pages', () => {
  it.each([
    ['/team', 'Contributors'],
    ['/how-it-works', 'How It Works'],
    ['/project-services', 'Project Services'],
    ['/blogs', 'Blogs'],
  ])('%s shows its page', async (url, heading) => {
    await renderApp(url, { token: 't' });

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/project-services links to the three project levels', async () => {
    await renderApp('/project-services', { token: 't' });

    expect(screen.getByRole('link', { name: 'Browse Easy Projects' })).toHaveAttribute(
      'href',
      '/easy-projects',
    );
    expect(screen.getByRole('link', { name: 'Browse Medium Projects' })).toHaveAttribute(
      'href',
      '/medium-projects',
    );
    expect(screen.getByRole('link', { name: 'Browse Advanced Projects' })).toHaveAttribute(
      'href',
      '/hard-projects',
    );
  });

  it('/blogs opens a post on request', async () => {
    const { user } = await renderApp('/blogs', { token: 't' });

    await user.click(screen.getAllByText('Read more')[0]!);

    expect(screen.getByText(/Week 1: list every unit/)).toBeVisible();
  });
});
