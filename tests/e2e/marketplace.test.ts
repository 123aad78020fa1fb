import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { admin } from '../support/admin.js';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

type Project = { _id: string; name: string; studentPrice: number };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The My Bookings card of `projectName`, and one of its labelled details. */
function bookingCard(page: Page, projectName: string) {
  const card = page.getByRole('article', { name: projectName });
  const detail = (term: string) => card.locator('dt', { hasText: term }).locator('+ dd');
  return { card, detail };
}

describe('marketplace journey in Chromium', () => {
  it('book a medium project → sandbox pay → My Bookings Paid → delivered file downloads', async () => {
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    const medium = (await api<Project[]>('/projects?category=medium')).body;
    const project = medium[0]!;

    // Browse: Medium Projects → the first card → its detail dialog.
    await page.goto('/medium-projects');
    await page.getByRole('heading', { level: 1, name: 'Medium Projects' }).waitFor();
    const grid = page.getByRole('list', { name: 'Medium Projects' });
    await grid.getByRole('button', { name: project.name }).click();
    const details = page.getByRole('dialog', { name: project.name });
    await details.getByRole('tab', { name: 'Preview', selected: true }).waitFor();
    await details.getByRole('button', { name: 'Continue to Book' }).click();

    // Book: the docs/product.md §3 form, student plan by default.
    const booking = page.getByRole('dialog', { name: `Book ${project.name}` });
    await booking.getByLabel('Name').fill(user.name);
    await booking.getByLabel('Email').fill(user.email);
    await booking.getByLabel('Phone').fill('9876543210');
    const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await booking.getByLabel('Deadline').fill(deadline);
    await booking.getByLabel('Requirements (optional)').fill('Please add an admin report page.');
    expect(await booking.getByRole('radio', { name: /Student/ }).isChecked()).toBe(true);
    await booking.getByRole('button', { name: `Pay ${rupees(project.studentPrice)}` }).click();

    // Pay in the sandbox's Checkout: one failed attempt, then a successful one.
    const checkout = page.getByTestId('razorpay-sandbox');
    await checkout.waitFor();
    expect(await checkout.getByTestId('razorpay-sandbox-amount').innerText()).toBe(
      `Amount: ₹${project.studentPrice}`,
    );
    await checkout.getByRole('heading', { name: 'NoteSea Projects' }).waitFor();
    await checkout.getByText(project.name).waitFor();
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await checkout.getByText('Payment failed (sandbox)').waitFor();
    await checkout.getByRole('button', { name: /^Pay / }).click();

    await page.getByText('✅ Payment successful! Redirecting to bookings...').waitFor();
    await page.waitForURL('**/my-bookings');
    const { card, detail } = bookingCard(page, project.name);
    await card.waitFor();
    expect(await detail('Payment').innerText()).toBe('Paid');
    expect(await detail('Status').innerText()).toBe('Pending');
    expect(await detail('Amount').innerText()).toBe(rupees(project.studentPrice));
    expect(await detail('Plan').innerText()).toBe('Student');
    await card.getByText("Pending delivery - we'll notify you when ready").waitFor();
    expect(await card.getByRole('button', { name: /Download/ }).count()).toBe(0);

    // The content team delivers: a file in Storage and the order marked delivered.
    const orders = await admin.db.collection('orders').where('uid', '==', user.uid).get();
    expect(orders.size).toBe(1);
    const order = orders.docs[0]!;
    expect(order.get('paymentStatus')).toBe('completed');
    expect(await detail('Order ID').innerText()).toBe(order.get('orderId'));
    const path = `deliverables/${order.id}/library-final-build.zip`;
    const bytes = randomBytes(4096);
    await admin.bucket.file(path).save(bytes, { contentType: 'application/zip', resumable: false });
    await order.ref.update({ orderStatus: 'delivered', projectFiles: [path] });

    await page.reload();
    await card.waitFor();
    expect(await detail('Status').innerText()).toBe('Delivered');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Download Project/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('library-final-build.zip');
    const saved = await readFile((await download.path())!);
    expect(saved.equals(bytes)).toBe(true);
    await context.close();
  });
});
