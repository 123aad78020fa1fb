import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, type ApiResolver } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { SearchResult } from '../types';

const DSA = {
  subjectId: 'cse-3-dsa',
  subjectName: 'Data Structures and Algorithms',
  semesterId: 'sem-3',
  semesterName: 'Semester 3',
};
const AOA = {
  subjectId: 'cse-4-aoa',
  subjectName: 'Analysis of Algorithms',
  semesterId: 'sem-4',
  semesterName: 'Semester 4',
};

function result(overrides: Partial<SearchResult> & Pick<SearchResult, '_id'>): SearchResult {
  return {
    type: 'note',
    title: 'Stacks and Queues',
    ...DSA,
    unit: 2,
    year: null,
    page: 1,
    snippet: 'A stack is a LIFO list.',
    pdfUrl: `https://files.example.test/${overrides._id}.pdf`,
    terms: ['stacks'],
    ...overrides,
  };
}

// Ranked best first, as the API answers: the DSA note, an AOA note, then a DSA paper. Grouped by
// subject that is DSA (note, paper), then AOA.
const RANKED: SearchResult[] = [
  result({ _id: 'n-stacks', page: 4, snippet: 'Stacks and queues are linear structures.' }),
  result({
    _id: 'n-greedy',
    ...AOA,
    title: 'Greedy Algorithms',
    unit: 2,
    page: 2,
    snippet: 'Use a stack of candidates.',
    terms: ['stack'],
  }),
  result({
    _id: 'p-dsa-2024',
    type: 'pyq',
    title: 'Dec 2024',
    unit: null,
    year: 2024,
    page: 3,
    snippet: 'Q4. Explain stacks with an example.',
  }),
];

type Recorded = { q: string | null; type: string | null; limit: string | null; request: Request };

type SearchResolver = ApiResolver<'GET /api/search'>;

/**
 * Answers GET /api/search with `answer(q)`: the results, or what the resolver's replies make.
 * Records every request.
 */
function searchApi(
  answer: (
    q: string,
    replies: Parameters<SearchResolver>[0],
  ) => SearchResult[] | Promise<SearchResult[]> | ReturnType<SearchResolver>,
) {
  const requests: Recorded[] = [];
  server.use(
    api.get('/api/search', async (replies) => {
      const { request, ok } = replies;
      const url = new URL(request.url);
      const q = url.searchParams.get('q');
      requests.push({
        q,
        type: url.searchParams.get('type'),
        limit: url.searchParams.get('limit'),
        request,
      });
      const answered = await answer(q ?? '', replies);
      return Array.isArray(answered) ? ok({ results: answered }) : answered;
    }),
  );
  return requests;
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search notes and papers' });

/** A page with no requests of its own, signed in; the search box is in its header. */
async function renderPage(url = '/how-it-works') {
  return renderApp(url, { token: 't' });
}

describe('search in the app header', () => {
  it('"/" focuses the search box, but types a slash in another field', async () => {
    const { user } = await renderPage('/contact');
    expect(searchBox()).not.toHaveFocus();

    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');

    const name = screen.getByRole('textbox', { name: /name/i });
    await user.click(name);
    await user.keyboard('a/b');
    expect(name).toHaveValue('a/b');
    expect(name).toHaveFocus();
  });

  it('"/" does nothing while a dialog covers the page', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });

    // The key is left alone (not taken for the search), the search stays shut (on a phone it
    // would open over the dialog's page) and the focus stays in the dialog.
    expect(fireEvent.keyDown(document.activeElement!, { key: '/' })).toBe(true);
    await user.keyboard('/');
    expect(screen.getByRole('search', { hidden: true })).not.toHaveClass('search--sheet');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('debounces typing into one request and shows the results grouped by subject', async () => {
    const requests = searchApi(() => RANKED);
    const { user } = await renderPage();

    await user.click(searchBox());
    await user.keyboard('stacks');

    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(requests.map((r) => [r.q, r.limit, r.type])).toEqual([['stacks', '20', null]]);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).toHaveAttribute('aria-controls', list.id);

    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Data Structures and Algorithms, Semester 3',
      'Analysis of Algorithms, Semester 4',
    ]);
    const dsa = within(groups[0]!).getAllByRole('option');
    expect(dsa.map((o) => o.textContent)).toEqual([
      'Stacks and QueuesUnit 2 · p. 4Stacks and queues are linear structures.',
      'Dec 2024PYQ 2024 · p. 3Q4. Explain stacks with an example.',
    ]);
    expect(within(groups[1]!).getByRole('option')).toHaveTextContent(
      /Greedy AlgorithmsUnit 2 · p. 2Use a stack of candidates\./,
    );
    // The subject heading and semester are drawn as well as named.
    expect(within(groups[0]!).getByText('Semester 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('↑/↓ move through the results in screen order and Enter opens the reader at the page', async () => {
    searchApi(() => RANKED);
    const { user, location } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stacks');
    await screen.findByRole('listbox');
    expect(searchBox()).not.toHaveAttribute('aria-activedescendant');

    const active = () => {
      const id = searchBox().getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      expect(option).toHaveAttribute('aria-selected', 'true');
      expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
      return option?.textContent;
    };

    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/^Stacks and Queues/);
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/^Dec 2024/); // the DSA paper, before the AOA note
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/^Greedy Algorithms/);
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/^Stacks and Queues/); // wraps
    await user.keyboard('{ArrowUp}');
    expect(active()).toMatch(/^Greedy Algorithms/);
    await user.keyboard('{ArrowUp}');
    expect(active()).toMatch(/^Dec 2024/);

    await user.keyboard('{Enter}');

    // The reader's route is another feature's; here only the URL it is opened at matters.
    // The reader renders in the same frame: the URL changes once its chunk is in.
    await waitFor(() => expect(location()).toBe('/pyqs/p-dsa-2024?page=3&q=stacks'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a note at its page with the query, spaces encoded', async () => {
    searchApi(() => RANKED);
    const { user, location } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stack  queue');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(location()).toBe('/notes/n-stacks?page=4&q=stack%20queue'));
  });

  it('opens a result on click, and Enter with none chosen opens the best match', async () => {
    searchApi(() => RANKED);
    const first = await renderPage();

    await first.user.click(searchBox());
    await first.user.keyboard('stacks');
    await first.user.click(await screen.findByRole('option', { name: /^Greedy Algorithms/ }));
    await waitFor(() => expect(first.location()).toBe('/notes/n-greedy?page=2&q=stacks'));
    first.unmount();

    const second = await renderPage();
    await second.user.keyboard('/');
    await second.user.keyboard('stacks');
    await screen.findByRole('listbox');
    await second.user.keyboard('{Enter}');
    await waitFor(() => expect(second.location()).toBe('/notes/n-stacks?page=4&q=stacks'));
  });

  it('says exactly which words matched nothing', async () => {
    searchApi(() => []);
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('zzqx  ');

    expect(await screen.findByText('No notes or papers match "zzqx"')).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a failed search with "Try again", which searches again', async () => {
    let failing = true;
    const requests = searchApi((_q, { fail }) => (failing ? fail(500) : RANKED));
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stacks');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it("shows the API's message for a refused search, without a pointless retry", async () => {
    searchApi((_q, { fail }) =>
      fail(400, { message: 'Search text must be at most 200 characters', code: 'validation' }),
    );
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stacks');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search text must be at most 200 characters');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('highlights the matched terms and query words with <mark>, and never renders snippet HTML', async () => {
    searchApi(() => [
      result({
        _id: 'n-xss',
        title: 'Stacks <b>bold</b>',
        snippet: '<img src=x onerror=alert(1)> STACKS and a Dijkstra stack; stacksize is no match',
        terms: ['stacks', 'dijkstra'],
      }),
    ]);
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stack');

    const option = await screen.findByRole('option');
    expect(option.querySelector('img, b')).toBeNull();
    expect(option).toHaveTextContent('Stacks <b>bold</b>');
    expect(option).toHaveTextContent('<img src=x onerror=alert(1)> STACKS');
    // Whole words only, any case: the terms (stacks, dijkstra) and the typed word (stack).
    expect([...option.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Stacks',
      'STACKS',
      'Dijkstra',
      'stack',
    ]);
    for (const mark of option.querySelectorAll('mark')) {
      expect(mark.children).toHaveLength(0);
    }
  });

  it('marks a hit on a scanned page "from a scan", and no other hit', async () => {
    searchApi(() => [
      { ...RANKED[0]!, fromScan: true, snippet: 'Stacks read from a scanned page.' },
      RANKED[2]!,
    ]);
    const { user } = await renderPage();
    await user.click(searchBox());
    await user.keyboard('stacks');
    const options = within(
      await screen.findByRole('listbox', { name: 'Search results' }),
    ).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Stacks and QueuesUnit 2 · p. 4 · from a scanStacks read from a scanned page.',
      'Dec 2024PYQ 2024 · p. 3Q4. Explain stacks with an example.',
    ]);
  });

  it('sends nothing under 2 characters and says so', async () => {
    const requests = searchApi(() => RANKED);
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard(' s ');

    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests).toHaveLength(0);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('aborts the request of a search typed over, and keeps the old results until the new ones land', async () => {
    let releaseSecond!: () => void;
    const secondMayAnswer = new Promise<void>((resolve) => (releaseSecond = resolve));
    const requests = searchApi(async (q) => {
      if (q === 'sta') {
        // Never answers on its own: only the abort ends it.
        await delay('infinite');
      }
      if (q === 'stack') await secondMayAnswer;
      return q === 'st' ? [RANKED[1]!] : RANKED;
    });
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('st');
    expect(await screen.findByRole('option', { name: /^Greedy Algorithms/ })).toBeInTheDocument();

    await user.keyboard('a');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['st', 'sta']));
    await user.keyboard('ck');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['st', 'sta', 'stack']));

    // The stale "sta" request was cancelled, not just ignored.
    expect(requests[1]!.request.signal.aborted).toBe(true);
    expect(requests[2]!.request.signal.aborted).toBe(false);
    // Meanwhile the "st" results stay on screen, marked busy, instead of flashing away.
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(1);

    releaseSecond();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  });

  it('Escape closes the list, then clears the text; typing again reopens it', async () => {
    searchApi(() => RANKED);
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stacks');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('stacks');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(searchBox());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{Escape}{Escape}');
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });

  it('filters by type with the Notes / PYQs chips', async () => {
    const requests = searchApi(() => RANKED);
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stacks');
    await screen.findByRole('listbox');

    const pyqs = screen.getByRole('button', { name: 'PYQs' });
    expect(pyqs).toHaveAttribute('aria-pressed', 'false');
    await user.click(pyqs);
    expect(pyqs).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.map((r) => r.type)).toEqual([null, 'pyq']));
    // The click left the focus in the field, so the keys still drive the list.
    expect(searchBox()).toHaveFocus();

    await user.click(pyqs);
    expect(pyqs).toHaveAttribute('aria-pressed', 'false');
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    searchApi(() => RANKED);
    const { user } = await renderPage();

    await user.keyboard('/');
    await user.keyboard('stacks');
    await screen.findByRole('listbox');

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(searchBox());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    // Through the chips (still inside the search, so the list stays), then out of it.
    await user.tab();
    while (screen.getByRole('search').contains(document.activeElement)) {
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await user.tab();
    }
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('phones: the Search button opens the field with the focus in it, Close returns it', async () => {
    const { user } = await renderPage();
    const open = screen.getByRole('button', { name: 'Search' });

    await user.click(open);
    expect(searchBox()).toHaveFocus();
    expect(screen.getByRole('search')).toHaveClass('search--sheet');

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.getByRole('search')).not.toHaveClass('search--sheet');
    expect(open).toHaveFocus();
  });
});
