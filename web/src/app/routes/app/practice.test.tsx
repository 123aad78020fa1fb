import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES, type PracticeStatsDto } from '@notesea/contract/practice-rules';
import { api } from '@/testing/api-handlers';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const stats = (overrides: Partial<PracticeStatsDto> = {}): PracticeStatsDto => ({
  streak: 4,
  reviewedToday: 12,
  dueToday: 30,
  newToday: 5,
  retention30d: 0.86,
  newPerDay: 20,
  reviewsPerDay: 200,
  subjects: [
    { subjectId: 'dbms', title: 'DBMS', examDate: '2025-12-12', dueToday: 18 },
    { subjectId: 'os', title: 'Operating Systems', examDate: null, dueToday: 0 },
  ],
  ...overrides,
});

describe('/practice', () => {
  it('lists the subjects with their due counts, streak and today’s reviews', async () => {
    server.use(api.get('/api/practice/stats', ({ ok }) => ok(stats())));
    await renderApp('/practice', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Your subjects' });
    const [dbms, os] = within(list).getAllByRole('listitem');
    expect(within(dbms!).getByRole('heading', { name: 'DBMS' })).toBeInTheDocument();
    expect(within(dbms!).getByText('18 cards due today')).toBeInTheDocument();
    expect(within(dbms!).getByRole('link', { name: 'Practise DBMS' })).toHaveAttribute(
      'href',
      '/practice/dbms',
    );
    expect(within(dbms!).getByLabelText('Exam date for DBMS')).toHaveValue('2025-12-12');
    expect(within(dbms!).getByText('Exam on 12 Dec 2025')).toBeInTheDocument();
    expect(within(os!).getByText('Nothing due today')).toBeInTheDocument();
    expect(within(os!).getByRole('link', { name: 'Practise Operating Systems' })).toHaveAttribute(
      'href',
      '/practice/os',
    );

    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText('Due today').nextElementSibling).toHaveTextContent('30');
    expect(within(today).getByText('Reviewed today').nextElementSibling).toHaveTextContent('12');
    expect(within(today).getByText('Streak').nextElementSibling).toHaveTextContent('4 days');
    expect(await axeViolations()).toEqual([]);
  });

  it('says how to start when the student practises no subject yet', async () => {
    server.use(api.get('/api/practice/stats', ({ ok }) => ok(stats({ subjects: [] }))));
    await renderApp('/practice', { token: 't' });

    expect(
      await screen.findByText(
        "Nothing to practise yet — open a subject's Exam prep and choose Practise these topics",
      ),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry when the stats cannot load', async () => {
    server.use(api.get('/api/practice/stats', ({ fail }) => fail(500)));
    await renderApp('/practice', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sets an exam date, and shows the API’s message when it refuses one', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      api.get('/api/practice/stats', ({ ok }) => ok(stats())),
      api.put('/api/practice/subjects/:subjectId/exam', async ({ params, request, ok, fail }) => {
        const body = await request.json();
        sent.push([params.subjectId, body]);
        return refuse
          ? fail(400, { message: PRACTICE_MESSAGES.examPast, code: 'bad_request' })
          : ok({ subjectId: params.subjectId, examDate: '2026-01-20' });
      }),
    );
    const { user } = await renderApp('/practice', { token: 't' });

    const input = await screen.findByLabelText('Exam date for Operating Systems');
    await user.type(input, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save exam date for Operating Systems' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The exam date cannot be in the past',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.clear(input);
    await user.type(input, '2026-01-20');
    await user.click(screen.getByRole('button', { name: 'Save exam date for Operating Systems' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(sent).toEqual([
      ['os', { date: '2020-01-01' }],
      ['os', { date: '2026-01-20' }],
    ]);
  });

  it('clears an exam date', async () => {
    const cleared: unknown[] = [];
    server.use(
      api.get('/api/practice/stats', ({ ok }) => ok(stats())),
      api.delete('/api/practice/subjects/:subjectId/exam', ({ params, ok }) => {
        cleared.push(params.subjectId);
        return ok({ subjectId: params.subjectId, examDate: null });
      }),
    );
    const { user } = await renderApp('/practice', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Clear exam date for DBMS' }));

    await waitFor(() => expect(cleared).toEqual(['dbms']));
    await waitFor(() => expect(screen.getByLabelText('Exam date for DBMS')).toHaveValue(''));
  });

  it('saves the daily limits, and checks them with the API’s messages first', async () => {
    const sent: unknown[] = [];
    server.use(
      api.get('/api/practice/stats', ({ ok }) => ok(stats())),
      api.put('/api/practice/settings', async ({ request, ok }) => {
        const body = (await request.json()) as Partial<PracticeStatsDto>;
        sent.push(body);
        return ok(stats(body));
      }),
    );
    const { user } = await renderApp('/practice', { token: 't' });

    const newCards = await screen.findByLabelText('New cards a day');
    expect(newCards).toHaveValue(20);
    await user.clear(newCards);
    await user.type(newCards, '500');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRACTICE_MESSAGES.newPerDay);
    expect(sent).toEqual([]);

    await user.clear(newCards);
    await user.type(newCards, '10');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText('Limits saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ newPerDay: 10, reviewsPerDay: 200 }]);
  });

  it('is in the main navigation', async () => {
    server.use(api.get('/api/practice/stats', ({ ok }) => ok(stats())));
    await renderApp('/practice', { token: 't' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Practice' })).toHaveAttribute(
      'href',
      '/practice',
    );
  });
});
