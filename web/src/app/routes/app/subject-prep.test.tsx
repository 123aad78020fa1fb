import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TopicDto, TopicQuestionDto } from '@notesea/contract/exam-prep';
import type { NoteDto, PyqDto } from '@notesea/contract/notes';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { serveOneConversation } from '@/testing/sse-stream';

// The subject page's Exam prep tab (most-asked topics from previous-year papers).

const note: NoteDto = {
  _id: 'n1',
  title: 'ER Model',
  unit: 1,
  semesterName: 'CSE Semester 3',
  subjectName: 'Database Management Systems',
  pdfUrl: 'https://files.example.test/n1.pdf',
  pages: null,
  bytes: null,
};

const question = (
  paperId: string,
  year: number,
  page: number,
  number: string,
  text: string,
): TopicQuestionDto => ({
  paperId,
  year,
  page,
  number,
  text,
});

const topics: TopicDto[] = [
  {
    topicId: 't-normal',
    unit: 2,
    topic: 'Normalization: 1NF to BCNF',
    count: 3,
    years: [2024, 2023, 2019],
    questions: [
      question('p2024', 2024, 3, '4a', 'Explain BCNF with an example.'),
      question('p2023', 2023, 2, '2b', 'Decompose the relation into 3NF.'),
      question('p2019', 2019, 5, '6', 'What is a functional dependency?'),
    ],
    notes: [{ noteId: 'n2', page: 7 }],
  },
  {
    topicId: 't-er',
    unit: 1,
    topic: 'ER diagrams',
    count: 2,
    years: [2024, 2022],
    questions: [
      question('p2024', 2024, 1, '1a', 'Draw an ER diagram for a library.'),
      question('p2022', 2022, 1, '1', 'Define weak entity set.'),
    ],
    notes: [{ noteId: 'n1', page: 4 }],
  },
  {
    topicId: 't-other',
    unit: null,
    topic: 'Short notes',
    count: 1,
    years: [2021],
    questions: [question('p2021', 2021, 8, '8', 'Write short notes on any two.')],
    notes: [],
  },
];

const topicsOf = (subjectId: string, body: TopicDto[]) =>
  api.get(`/api/semesters/subjects/${subjectId}/topics`, ({ ok }) => ok(body));

const paper = (_id: string, title: string, year: number): PyqDto => ({
  _id,
  title,
  year,
  session: 'may',
  pdfUrl: `https://files.example.test/${_id}.pdf`,
  pages: 2,
});

const pyqsOf = (subjectId: string, body: PyqDto[]) =>
  api.get(`/api/semesters/subjects/${subjectId}/pyqs`, ({ ok }) => ok(body));

const revisionOf = (subjectId: string, done: string[]) =>
  api.get(`/api/revision/${subjectId}`, ({ ok }) => ok({ subjectId, done }));

beforeEach(() => {
  server.use(
    api.get('/api/semesters/subjects/dbms/notes', ({ ok }) => ok([note])),
    // The Exam prep tab counts the listed papers; the tests of empty topics set theirs.
    api.get('/api/semesters/subjects/dbms/pyqs', ({ ok }) =>
      ok([paper('p2024', 'May 2024', 2024)]),
    ),
    api.get('/api/user-pdfs', ({ ok }) => ok([])),
    api.get('/api/bookmarks', ({ ok }) => ok([])),
  );
});

/** The card of the topic titled `title`, once the tab shows it. */
async function topicCard(title: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return heading.closest('li')!;
}

describe('subject page Exam prep tab', () => {
  it('groups the topics by unit, with "Other questions" last, and says when each was asked', async () => {
    server.use(topicsOf('dbms', topics), revisionOf('dbms', []));

    await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    expect(
      await screen.findByRole('tab', { name: 'Exam prep', selected: true }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'ER diagrams' });
    const panel = screen.getByRole('tabpanel', { name: 'Exam prep' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Unit 1', 'Unit 2', 'Other questions']);

    const unit2 = screen.getByRole('region', { name: 'Unit 2' });
    expect(within(unit2).getByText(/^Asked in 2024, 2023, 2019/)).toBeInTheDocument();
    expect(within(unit2).getByText(/3 questions/)).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Other questions' });
    expect(within(other).getByRole('heading', { name: 'Short notes' })).toBeInTheDocument();
    expect(within(other).getByText(/^Asked in 2021/)).toBeInTheDocument();
  });

  it('opens each question in the paper at its page, and the topic in the note at its page', async () => {
    server.use(topicsOf('dbms', topics), revisionOf('dbms', []));

    await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    const card = await topicCard('Normalization: 1NF to BCNF');
    const questions = within(card).getByRole('list', { name: 'Normalization: 1NF to BCNF' });
    expect(
      within(questions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['2024 paper, Q4a', '/pyqs/p2024?page=3'],
      ['2023 paper, Q2b', '/pyqs/p2023?page=2'],
      ['2019 paper, Q6', '/pyqs/p2019?page=5'],
    ]);
    expect(within(card).getByText('Decompose the relation into 3NF.')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Read in notes, page 7 Normalization: 1NF to BCNF' }),
    ).toHaveAttribute('href', '/notes/n2?page=7');

    // Each question shares its paper at its page.
    expect(
      within(questions)
        .getAllByRole('button', { name: /^Share/ })
        .map((button) => button.textContent),
    ).toEqual([
      'Share 2024 paper, Q4a, page 3',
      'Share 2023 paper, Q2b, page 2',
      'Share 2019 paper, Q6, page 5',
    ]);

    // No note answers it: no link.
    const other = await topicCard('Short notes');
    expect(within(other).queryByRole('link', { name: /Read in notes/ })).not.toBeInTheDocument();
  });

  it('ticks a topic as revised, saving it and keeping it ticked', async () => {
    const puts: unknown[] = [];
    let done = ['t-er'];
    let reads = 0;
    server.use(
      topicsOf('dbms', topics),
      api.get('/api/revision/dbms', ({ ok }) => {
        reads += 1;
        return ok({ subjectId: 'dbms', done });
      }),
      api.put('/api/revision/dbms/:topicId', async ({ request, params, ok }) => {
        const body = (await request.json()) as { done: boolean };
        puts.push({ topicId: params.topicId, ...body });
        done = body.done ? [...done, params.topicId] : done;
        return ok({ subjectId: 'dbms', topicId: params.topicId, done: body.done });
      }),
    );
    const { user } = await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    // Enabled once the student's ticks are in; the one already revised shows ticked.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Revised ER diagrams' })).toBeEnabled(),
    );
    expect(screen.getByRole('checkbox', { name: 'Revised ER diagrams' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Revised Normalization: 1NF to BCNF' }));

    expect(
      await screen.findByRole('checkbox', {
        name: 'Revised Normalization: 1NF to BCNF',
        checked: true,
      }),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ topicId: 't-normal', done: true }]);
    // Still ticked after the list is asked for again.
    await waitFor(() => expect(reads).toBe(2));
    expect(
      screen.getByRole('checkbox', { name: 'Revised Normalization: 1NF to BCNF' }),
    ).toBeChecked();
  });

  it('unticks a topic again and says so when the server refuses', async () => {
    server.use(
      topicsOf('dbms', topics),
      revisionOf('dbms', ['t-er']),
      api.put('/api/revision/dbms/t-er', ({ fail }) => fail(500)),
    );
    const { user } = await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Revised ER diagrams' })).toBeEnabled(),
    );
    expect(screen.getByRole('checkbox', { name: 'Revised ER diagrams' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Revised ER diagrams' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your tick.');
    expect(
      await screen.findByRole('checkbox', { name: 'Revised ER diagrams', checked: true }),
    ).toBeInTheDocument();
  });

  it('links to the subject’s practice session', async () => {
    server.use(topicsOf('dbms', topics), revisionOf('dbms', []));

    await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    const panel = await screen.findByRole('tabpanel', { name: 'Exam prep' });
    expect(
      await within(panel).findByRole('link', { name: 'Practise these topics' }),
    ).toHaveAttribute('href', '/practice/dbms');
  });

  it('says so when the subject has no previous-year papers', async () => {
    server.use(topicsOf('dbms', []), revisionOf('dbms', []), pyqsOf('dbms', []));

    await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    expect(
      await screen.findByText('No previous-year papers for this subject yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  // Papers listed whose questions could not be read (a scan, an unusual layout).
  it('never says there are no papers while papers are listed, and links the PYQs tab', async () => {
    server.use(
      topicsOf('dbms', []),
      revisionOf('dbms', []),
      pyqsOf('dbms', [paper('p1', 'May 2024', 2024), paper('p2', 'Dec 2023', 2023)]),
    );
    const user = userEvent.setup();

    await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    expect(
      await screen.findByText(
        '2 previous-year papers are listed, but no questions could be read from them yet.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('No previous-year papers for this subject yet.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the papers on the PYQs tab' }));
    expect(await screen.findByRole('link', { name: /^May 2024/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /PYQs/, selected: true })).toBeInTheDocument();
  });

  it('shows an error with a retry when the topics cannot load', async () => {
    let reachable = false;
    server.use(
      api.get('/api/semesters/subjects/dbms/topics', ({ ok, networkError }) =>
        reachable ? ok(topics) : networkError(),
      ),
      revisionOf('dbms', []),
    );
    const { user } = await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load exam prep.');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'ER diagrams' }),
    ).toBeInTheDocument();
  });

  it('is reached from the tab list, which keeps it in the URL', async () => {
    server.use(topicsOf('dbms', topics), revisionOf('dbms', []));
    const { user, location } = await renderApp('/subjects/dbms', { token: 't' });
    await screen.findByRole('link', { name: /^ER Model\b/ });

    await user.click(screen.getByRole('tab', { name: 'Exam prep' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'ER diagrams' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/subjects/dbms?tab=prep');
  });

  it('asks the Assignment Partner to explain a question, from this subject', async () => {
    const streams = serveOneConversation(['Start from the functional dependencies.']);
    server.use(topicsOf('dbms', topics), revisionOf('dbms', []));
    const { user } = await renderApp('/subjects/dbms?tab=prep', { token: 't' });

    const card = await topicCard('Normalization: 1NF to BCNF');
    await user.click(within(card).getByRole('button', { name: 'Explain 2024 paper, Q4a' }));

    const chat = await screen.findByRole('dialog', { name: 'Assignment Partner' });
    expect(
      await within(chat).findByText('Start from the functional dependencies.'),
    ).toBeInTheDocument();
    expect(streams).toEqual([
      {
        message:
          'Explain how to answer this exam question (2024 paper, Q4a): Explain BCNF with an example.',
        conversationId: 'c1',
        subjectId: 'dbms',
      },
    ]);

    // Closing the window hands the keyboard back to the Explain button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Explain 2024 paper, Q4a' })).toHaveFocus(),
    );
  });
});
