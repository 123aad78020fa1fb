import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// "Contribute notes" / "Contribute a paper" on a subject's page.

const photo = (name: string, bytes = 1024, type = 'image/jpeg') => {
  const file = new File([name], name, { type });
  // Sized without allocating: the checks read `size`, the test needs no real megabytes.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const MB = 1024 * 1024;

beforeEach(() => {
  server.use(
    api.get('/api/semesters/subjects/dbms/notes', ({ ok }) => ok([])),
    api.get('/api/user-pdfs', ({ ok }) => ok([])),
    api.get('/api/bookmarks', ({ ok }) => ok([])),
  );
});

/** The subject page with the dialog of `button` open. */
async function openDialog(button: 'Contribute notes' | 'Contribute a paper') {
  const app = await renderApp('/subjects/dbms', { token: 't' });
  await app.user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  // Files are picked as a phone's picker hands them over, whatever their type.
  const picker = userEvent.setup({ applyAccept: false });
  const pick = (...files: File[]) =>
    picker.upload(within(dialog).getByLabelText('PDF or photos of the pages'), files);
  return { ...app, dialog, pick };
}

const pages = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Chosen files, in page order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.match(/Page \d+: (\S+)/)?.[1]);

describe('contribute a paper', () => {
  it("says what is missing in the API's words, beside each field, and focuses the first", async () => {
    const { user, dialog } = await openDialog('Contribute a paper');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('Please enter the year of the paper.')).toBeVisible();
    expect(within(dialog).getByText('Please attach a PDF or photos of the pages.')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Year/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Year/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText(/^Year/), '20x4');
    expect(await within(dialog).findByText('year must be a year from 1900 to 2099')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Year/));
    await user.type(within(dialog).getByLabelText(/^Year/), '2024');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('Please choose the session of the paper.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Exam month/)).toHaveFocus();
  });

  it('refuses a file that is not a PDF or a photo, 21 photos, and more than 20 MB', async () => {
    const { user, dialog, pick } = await openDialog('Contribute a paper');
    await user.type(within(dialog).getByLabelText(/^Year/), '2024');
    await user.selectOptions(within(dialog).getByLabelText(/^Exam month/), 'May');

    await pick(photo('setup.exe', 2048, 'application/x-msdownload'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText(
        '"setup.exe" is not a PDF. Attach a PDF, or JPEG or PNG photos.',
      ),
    ).toBeVisible();

    await pick(...Array.from({ length: 21 }, (_, i) => photo(`page-${i + 1}.jpg`)));
    expect(
      await within(dialog).findByText('You can attach at most 20 photos. You chose 21: remove 1.'),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Remove page 21 (page-21.jpg)' }));
    await waitFor(() => expect(within(dialog).queryByText(/at most 20 photos/)).toBeNull());

    await pick(photo('scan.pdf', 21 * MB, 'application/pdf'));
    expect(
      await within(dialog).findByText('The PDF must be at most 20 MB. This one is 21 MB.'),
    ).toBeVisible();

    await pick(photo('IMG_0001.HEIC', 2048, 'image/heic'));
    expect(
      await within(dialog).findByText('"IMG_0001.HEIC" is not a JPEG or PNG photo.'),
    ).toBeVisible();
  });

  it('keeps the photos in the order chosen, which the student can change', async () => {
    const { user, dialog, pick } = await openDialog('Contribute a paper');

    await pick(photo('a.jpg'), photo('b.jpg'));
    await pick(photo('c.png', 1024, 'image/png'));
    expect(pages(dialog)).toEqual(['a.jpg', 'b.jpg', 'c.png']);
    expect(within(dialog).getByText('3 photos, 3 KB of 20 MB')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Move up page 3 (c.png)' }));
    expect(pages(dialog)).toEqual(['a.jpg', 'c.png', 'b.jpg']);
    // The focus follows the photo it moved, so pressing again moves it further.
    expect(within(dialog).getByRole('button', { name: 'Move up page 2 (c.png)' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Remove page 1 (a.jpg)' }));
    expect(pages(dialog)).toEqual(['c.png', 'b.jpg']);
  });

  it('sends the paper, shows the progress, then thanks and points to My uploads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Record<string, unknown> | undefined;
    server.use(
      api.post('/api/uploads', async ({ request, created }) => {
        const form = await request.formData();
        sent = {
          kind: form.get('kind'),
          subjectId: form.get('subjectId'),
          year: form.get('year'),
          session: form.get('session'),
          title: form.get('title'),
          credit: form.get('credit'),
          unit: form.get('unit'),
          photos: await Promise.all(form.getAll('photos').map((f) => (f as File).text())),
        };
        await held;
        return created({
          _id: 'u1',
          kind: 'pyq',
          subjectId: 'dbms',
          title: 'May 2024',
          status: 'pending',
        });
      }),
    );
    const { user, dialog, pick } = await openDialog('Contribute a paper');
    await user.type(within(dialog).getByLabelText(/^Year/), '2024');
    await user.selectOptions(within(dialog).getByLabelText(/^Exam month/), 'May');
    await user.click(within(dialog).getByRole('radio', { name: 'Stay anonymous' }));
    await pick(photo('p1.jpg'), photo('p2.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Move down page 1 (p1.jpg)' }));

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    // While the server holds its answer the progress shows (msw reports the bytes sent only
    // with the answer; the percentages are upload-progress.test's).
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Upload progress' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^(Starting|Uploading|Sent)/);
    expect(within(dialog).getByRole('button', { name: 'Uploading…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(sent).toEqual({
      kind: 'pyq',
      subjectId: 'dbms',
      year: '2024',
      session: 'may',
      title: null,
      credit: 'anonymous',
      unit: null,
      photos: ['p2.jpg', 'p1.jpg'],
    });

    release();
    expect(
      await within(dialog).findByText(/Thank you! Your paper is waiting for review/),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'See My uploads' })).toHaveAttribute(
      'href',
      '/my-uploads',
    );
  });

  it("shows the server's reason for refusing, keeping what was filled in", async () => {
    server.use(
      api.post('/api/uploads', ({ fail }) =>
        fail(415, {
          message: '"p1.jpg" is not a JPEG or PNG photo.',
          code: 'unsupported_media_type',
        }),
      ),
    );
    const { user, dialog, pick } = await openDialog('Contribute a paper');
    await user.type(within(dialog).getByLabelText(/^Year/), '2023');
    await user.selectOptions(within(dialog).getByLabelText(/^Exam month/), 'December');
    await pick(photo('p1.jpg'));

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"p1.jpg" is not a JPEG or PNG photo.',
    );
    expect(within(dialog).getByLabelText(/^Year/)).toHaveValue('2023');
    expect(pages(dialog)).toEqual(['p1.jpg']);
  });

  it('links to the published copy when the same file is already there', async () => {
    server.use(
      api.post('/api/uploads', ({ fail }) =>
        fail(409, {
          message: 'This file is already on NoteSea.',
          code: 'duplicate',
          existing: {
            kind: 'pyq',
            _id: 'pyq-dbms-2024-may',
            title: 'May 2024',
            link: '/pyqs/pyq-dbms-2024-may',
          },
        }),
      ),
    );
    const { user, dialog, pick } = await openDialog('Contribute a paper');
    await user.type(within(dialog).getByLabelText(/^Year/), '2024');
    await user.selectOptions(within(dialog).getByLabelText(/^Exam month/), 'May');
    await pick(photo('paper.pdf', 4096, 'application/pdf'));

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is already on NoteSea.',
    );
    expect(within(dialog).getByRole('link', { name: 'Open the published copy' })).toHaveAttribute(
      'href',
      '/pyqs/pyq-dbms-2024-may',
    );
  });
});

describe('contribute notes', () => {
  it('needs the unit, sends one PDF as `file` and returns the focus on close', async () => {
    let sent: { unit: unknown; file: unknown; title: unknown } | undefined;
    server.use(
      api.post('/api/uploads', async ({ request, created }) => {
        const form = await request.formData();
        sent = {
          unit: form.get('unit'),
          title: form.get('title'),
          file: await (form.get('file') as File | null)?.text(),
        };
        return created({
          _id: 'u2',
          kind: 'note',
          subjectId: 'dbms',
          title: 'Normalization',
          status: 'pending',
        });
      }),
    );
    const { user, dialog, pick } = await openDialog('Contribute notes');
    await pick(photo('unit3.pdf', 4096, 'application/pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please choose the unit.')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText(/^Unit/), '3');
    await user.type(within(dialog).getByLabelText('Title (optional)'), '  Normalization ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText(/Your notes are waiting for review/)).toBeVisible();
    expect(sent).toEqual({ unit: '3', title: 'Normalization', file: 'unit3.pdf' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Contribute notes' })).toHaveFocus();
  });
});

describe('contribute dialog by keyboard', () => {
  it('opens with Enter, keeps Tab inside, reaches every control, and Escape returns the focus', async () => {
    const { user } = await renderApp('/subjects/dbms', { token: 't' });
    const button = await screen.findByRole('button', { name: 'Contribute a paper' });
    button.focus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Contribute a paper' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Year/)).toHaveFocus());

    const reached = new Set<Element>();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement), 'focus stays in the dialog').toBe(true);
      reached.add(document.activeElement!);
    }
    const inDialog = within(dialog);
    for (const control of [
      inDialog.getByLabelText(/^Exam month/),
      inDialog.getByLabelText('Title (optional)'),
      inDialog.getByRole('radio', { name: /Show my first name/ }),
      inDialog.getByLabelText('PDF or photos of the pages'),
      inDialog.getByRole('button', { name: 'Upload' }),
      inDialog.getByRole('button', { name: 'Cancel' }),
    ]) {
      expect(reached.has(control), `${control.outerHTML.slice(0, 60)} reached by Tab`).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

describe('the unit picker', () => {
  const note = (id: string, unit: number | null) => ({
    _id: id,
    title: `Note ${id}`,
    unit,
    semesterName: 'Semester 3',
    subjectName: 'DBMS',
    pdfUrl: `/files/${id}.pdf`,
    pages: 4,
    bytes: 4096,
  });

  it("lists the subject's units with how many notes each has, up to its last unit", async () => {
    server.use(
      api.get('/api/semesters/subjects/dbms/notes', ({ ok }) =>
        ok([note('a', 1), note('b', 2), note('c', 2), note('d', 6), note('e', null)]),
      ),
    );
    const { dialog } = await openDialog('Contribute notes');

    const unit = within(dialog).getByRole('combobox', { name: /^Unit/ });
    expect(unit).toHaveAccessibleDescription('The syllabus unit these notes cover.');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose…',
      'Unit 1 (1 note)',
      'Unit 2 (2 notes)',
      'Unit 3 (no notes yet)',
      'Unit 4 (no notes yet)',
      'Unit 5 (no notes yet)',
      'Unit 6 (1 note)',
    ]);
  });
});
