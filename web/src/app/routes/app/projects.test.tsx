import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectDto } from '@notesea/contract/projects';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { project } from './projects.fixtures';

const easy = [
  project({
    _id: 'result-system',
    name: 'Student Result Management System (Python)',
    description: 'Store marks and compute SGPA/CGPA.',
    icon: '🎓',
    studentPrice: 499,
    businessPrice: 1499,
    category: 'easy',
  }),
  project({
    _id: 'expense-tracker',
    name: 'Personal Expense Tracker',
    description: 'Record daily expenses by category.',
    icon: '💸',
    studentPrice: 599,
    businessPrice: 1799,
    features: [],
    videoLink: '',
    image: 'https://images.example.test/expense.png',
    category: 'easy',
  }),
];

const medium = [
  project(),
  project({
    _id: 'hostel-portal',
    name: 'Hostel Room Allocation Portal',
    description: 'Online hostel application.',
    videoLink: '',
    image: '',
    icon: '🏠',
    studentPrice: 1299,
    businessPrice: 3499,
    features: [],
    deliveryTime: 6,
  }),
];

function serveProjects(lists: Partial<Record<'easy' | 'medium' | 'hard', ProjectDto[]>>) {
  server.use(
    api.get('/api/projects', ({ request, ok }) => {
      const category = new URL(request.url).searchParams.get('category') as keyof typeof lists;
      return ok(lists[category] ?? []);
    }),
  );
}

async function openProject(name: string) {
  const view = await renderApp('/medium-projects', { token: 't' });
  await view.user.click(await screen.findByRole('button', { name }));
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}

describe('project pages', () => {
  it('show a loading state, then the easy cards with icon, name, description and prices', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.get('/api/projects', async ({ request, ok }) => {
        expect(new URL(request.url).searchParams.get('category')).toBe('easy');
        await answered;
        return ok(easy);
      }),
    );

    await renderApp('/easy-projects', { token: 't' });

    expect(screen.getByRole('heading', { level: 1, name: 'Easy Projects' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading projects');
    answer();
    const grid = await screen.findByRole('list', { name: 'Easy Projects' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('button', { name: easy[0]!.name })).toBeInTheDocument();
    expect(first.getByText('🎓')).toBeInTheDocument();
    expect(first.getByText('Store marks and compute SGPA/CGPA.')).toBeInTheDocument();
    expect(first.getByText('₹499 | ₹1,499')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('₹599 | ₹1,799')).toBeInTheDocument();
  });

  it('leave the description off the medium cards', async () => {
    serveProjects({ medium });

    await renderApp('/medium-projects', { token: 't' });

    expect(screen.getByRole('heading', { level: 1, name: 'Medium Projects' })).toBeInTheDocument();
    expect(await screen.findByText('₹1,499 | ₹3,999')).toBeInTheDocument();
    expect(screen.queryByText('A full-stack library portal for colleges.')).not.toBeInTheDocument();
  });

  it('title the hard level Advanced Projects and say when a level is empty', async () => {
    serveProjects({ hard: [] });

    await renderApp('/hard-projects', { token: 't' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Advanced Projects' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/No projects available yet/)).toBeInTheDocument();
  });

  it('explain a failed list and offer a retry', async () => {
    server.use(api.get('/api/projects', ({ fail }) => fail(500)));

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await renderApp('/easy-projects', { token: 't' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // docs/product.md §8: the failure is logged.
    expect(logged).toHaveBeenCalledWith('Could not load projects', expect.anything());
    logged.mockRestore();
  });

  it('send a visitor whose session ended to / with "Please login to proceed."', async () => {
    serveProjects({ easy, medium: [], hard: [] });
    const { user } = await renderApp('/easy-projects', { token: 't' });
    const card = await screen.findByRole('button', { name: easy[0]!.name });
    // The token vanished without the app noticing (e.g. storage cleared by the browser).
    localStorage.removeItem('token');

    await user.click(card);

    expect(await screen.findByText('Please login to proceed.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: /free semester-wise notes/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('project dialog', () => {
  it('opens on the Preview tab with the YouTube video of the link', async () => {
    serveProjects({ medium });
    const { dialog } = await openProject(medium[0]!.name);

    expect(
      within(dialog).getByRole('tab', { name: 'Preview', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTitle(`${medium[0]!.name} video preview`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Lm2bN8xYc4E',
    );
    expect(within(dialog).getByRole('button', { name: 'Continue to Book' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('previews the image without a valid video, else the icon', async () => {
    serveProjects({
      medium: [
        project({
          _id: 'a',
          name: 'With image',
          videoLink: 'https://youtu.be/short',
          image: 'https://img.example.test/a.png',
        }),
        project({ _id: 'b', name: 'Icon only', videoLink: '', image: '', icon: '🏠' }),
      ],
    });
    const { user, dialog } = await openProject('With image');

    expect(within(dialog).queryByTitle(/video preview/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'With image preview' })).toHaveAttribute(
      'src',
      'https://img.example.test/a.png',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Icon only' }));
    const second = await screen.findByRole('dialog', { name: 'Icon only' });
    const icon = within(second).getByRole('img', { name: 'Icon only icon' });
    expect(icon).toHaveTextContent('🏠');
  });

  it('shows 3 placeholder images for medium, the features and the delivery time', async () => {
    serveProjects({ medium });
    const { user, dialog } = await openProject(medium[0]!.name);

    await user.click(within(dialog).getByRole('tab', { name: 'Images' }));
    const images = within(within(dialog).getByRole('tabpanel')).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/images/project-medium-1.svg',
      '/images/project-medium-2.svg',
      '/images/project-medium-3.svg',
    ]);

    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    const details = within(dialog).getByRole('tabpanel');
    expect(within(details).getByText('JWT login for librarian and students')).toBeInTheDocument();
    expect(within(details).getByText('Delivery time: 7 days')).toBeInTheDocument();
  });

  it('shows 2 placeholders for easy, "No features listed" and no delivery time', async () => {
    serveProjects({ easy });
    const { user } = await renderApp('/easy-projects', { token: 't' });
    await user.click(await screen.findByRole('button', { name: easy[1]!.name }));
    const dialog = await screen.findByRole('dialog', { name: easy[1]!.name });

    await user.click(within(dialog).getByRole('tab', { name: 'Images' }));
    expect(within(within(dialog).getByRole('tabpanel')).getAllByRole('img')).toHaveLength(2);

    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByText('No features listed')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Delivery time/)).not.toBeInTheDocument();
  });

  it('shows 2 placeholders for hard projects', async () => {
    serveProjects({
      hard: [project({ _id: 'h', name: 'Face Recognition Attendance', category: 'hard' })],
    });
    const { user } = await renderApp('/hard-projects', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Face Recognition Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Face Recognition Attendance' });

    await user.click(within(dialog).getByRole('tab', { name: 'Images' }));
    const images = within(within(dialog).getByRole('tabpanel')).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/images/project-hard-1.svg',
      '/images/project-hard-2.svg',
    ]);
  });

  it('closes on Escape and on Cancel, giving focus back to the card', async () => {
    serveProjects({ medium });
    const { user } = await openProject(medium[0]!.name);
    const card = screen.getByRole('button', { name: medium[0]!.name, hidden: true });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();

    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: medium[0]!.name });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();
  });
});
