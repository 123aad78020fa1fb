import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { admin } from '../support/admin.js';
import { launchBrowser, signedInContext } from '../support/browser.js';
import { createSubject } from '../support/content.js';
import { pagePhoto, uploadDocsOf } from '../support/contributions.js';
import { api } from '../support/http.js';
import { eventually } from '../support/poll.js';
import { createTestUser, type TestUser } from '../support/users.js';

// The whole contributions loop in Chromium: a student asks for a paper; another photographs it and
// contributes it from the subject's page; the content team approves it in the console (here:
// the admin SDK writing what the console writes); the paper is listed, credited by first name;
// the request is fulfilled and the student who asked is notified, with a link to the paper.

// A subject of its own, so publishing here changes no seeded subject another suite reads.
let SUBJECT_ID: string;
const YEAR = 2024;
const SESSION = 'jan';
// As the catalog titles it (and the request list names it): the session's word, capitalised.
const PAPER = `Jan ${YEAR}`;

let browser: Browser;
let asker: TestUser;
let sharer: TestUser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, asker, sharer, SUBJECT_ID] = await Promise.all([
    launchBrowser(),
    createTestUser({ name: 'Ravi Kumar' }),
    createTestUser({ name: 'Asha Verma' }),
    createSubject('Contributed Data Structures'),
  ]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function pageAs(user: TestUser) {
  const context = await signedInContext(browser, user.token, {
    viewport: { width: 390, height: 844 },
  });
  contexts.push(context);
  return context.newPage();
}

describe('contributions in Chromium', () => {
  it('request → photos uploaded → approved → listed and credited → request fulfilled → asker notified', async () => {
    // Another student asked for this paper earlier.
    const asked = await api(`/requests`, {
      token: asker.token,
      body: {
        subjectId: SUBJECT_ID,
        kind: 'pyq',
        year: YEAR,
        session: SESSION,
        message: 'Anyone?',
      },
    });
    expect(asked.status).toBe(201);

    // The sharer sees the request on the subject's page and answers it with two photos.
    const page = await pageAs(sharer);
    await page.goto(`/subjects/${SUBJECT_ID}`);
    const requests = page.getByRole('list', { name: 'Open requests' });
    const request = requests.getByRole('listitem').filter({ hasText: `${PAPER} paper` });
    await request.getByText('1 student asked').waitFor();
    await request.getByText('Anyone?').waitFor();

    await page.getByRole('button', { name: 'Contribute a paper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contribute a paper' });
    await dialog.getByLabel(/^Year/).fill(String(YEAR));
    await dialog.getByLabel(/^Exam month/).selectOption(SESSION);
    // Fresh bytes each run: an identical file already published would be refused as a duplicate.
    const marker = randomUUID().slice(0, 8);
    await dialog.getByLabel('PDF or photos of the pages').setInputFiles([
      {
        name: 'page-2.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          pagePhoto([`Q.3 Explain hashing ${marker}`, 'Q.4 Compare AVL and B-trees'], 'png'),
        ),
      },
      {
        name: 'page-1.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from(
          pagePhoto([`Data Structures ${PAPER}`, `Q.1 Define a stack ${marker}`]),
        ),
      },
    ]);
    // Picked in the wrong order: the student moves the first page up.
    await dialog.getByRole('button', { name: 'Move up page 2 (page-1.jpg)' }).click();
    await dialog
      .getByRole('list', { name: 'Chosen files, in page order' })
      .getByRole('listitem')
      .first()
      .filter({ hasText: 'page-1.jpg' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog
      .getByText(/Thank you! Your paper is waiting for review/)
      .waitFor({ timeout: 60_000 });

    // It waits, private, for the content team; My uploads says so.
    const [upload] = await uploadDocsOf(sharer.uid);
    expect(upload).toMatchObject({ status: 'pending', kind: 'pyq', year: YEAR, session: SESSION });
    await page.goto('/my-uploads');
    const mine = page.getByRole('list', { name: 'My uploads' }).getByRole('listitem').first();
    await mine.getByText('Waiting for review').waitFor();

    // The content team approves it in the console.
    const approvedAt = Date.now();
    await admin.db.doc(`uploads/${upload!.id}`).update({ status: 'approved' });

    const listed = await eventually(async () => {
      const papers = await api<{ _id: string; year: number; session: string; sharedBy?: string }[]>(
        `/semesters/subjects/${SUBJECT_ID}/pyqs`,
      );
      return papers.body.find((p) => p.year === YEAR && p.session === SESSION);
    }, 180_000);
    expect(listed, 'the approved paper is listed').toBeDefined();
    console.log(`approval to listed: ${((Date.now() - approvedAt) / 1000).toFixed(1)} s`);
    expect(listed!.sharedBy).toBe('Asha');

    // The sharer sees it published (a fresh load, as on coming back to the page) and credited.
    const published = await eventually(async () => {
      await page.goto('/my-uploads');
      const status = mine.getByText(/^(Published|Pending)$/);
      await status.waitFor();
      return (await status.textContent()) === 'Published';
    }, 60_000);
    expect(published, 'My uploads shows Published').toBe(true);
    await mine.getByRole('link', { name: /^Open it/ }).click();
    await page.waitForURL(`**/pyqs/${listed!._id}`);
    await page.getByText(/Shared by Asha/).waitFor();

    await page.goto(`/subjects/${SUBJECT_ID}?tab=pyqs`);
    await page
      .getByRole('list', { name: 'Question papers' })
      .getByRole('link', { name: new RegExp(`^${PAPER}\\b.*Shared by Asha`) })
      .waitFor();
    // The request is fulfilled (by the trigger that sees the paper listed): no longer open.
    const fulfilled = await eventually(async () => {
      const doc = await admin.db.doc(`requests/${asked.body._id}`).get();
      return doc.get('status') === 'fulfilled';
    }, 60_000);
    expect(fulfilled, 'the request is fulfilled').toBe(true);
    await page.reload();
    await page
      .getByRole('list', { name: 'Open requests' })
      .or(page.getByText('No open requests for this subject.'))
      .first()
      .waitFor();
    expect(
      await requests
        .getByRole('listitem')
        .filter({ hasText: `${PAPER} paper` })
        .count(),
    ).toBe(0);

    // The student who asked is told, with a link to the paper.
    const askerPage = await pageAs(asker);
    await askerPage.goto('/dashboard');
    await askerPage.getByRole('button', { name: /unread notification/ }).waitFor();
    await askerPage.goto('/soon');
    const notice = askerPage
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Your request is on NoteSea' });
    await notice.getByText(`the ${PAPER} paper you asked for`, { exact: false }).waitFor();
    await notice.getByRole('link', { name: 'Open it: Your request is on NoteSea' }).click();
    await askerPage.waitForURL(`**/pyqs/${listed!._id}`);
  }, 300_000);
});
