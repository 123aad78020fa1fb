import { randomInt, randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { admin } from '../support/admin.js';
import { launchBrowser } from '../support/browser.js';
import { APP_URL } from '../support/env.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('careers in Chromium', () => {
  it('apply with a real PDF: progress reaches 100%, success message, form and file cleared', async () => {
    // A fresh client address: the API allows a few applications per address per hour.
    const context = await browser.newContext({
      baseURL: APP_URL,
      extraHTTPHeaders: { 'X-Forwarded-For': `10.66.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    const page = await context.newPage();
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Curriculum vitae: Aarav Gupta, B.Tech CSE, RTU Kota');
    const pdf = Buffer.from(await doc.save());
    const email = `aarav.${randomUUID().slice(0, 8)}@gmail.com`;

    // A visitor, not logged in: /careers is public.
    await page.goto('/careers');
    await page.getByRole('heading', { name: 'Join Our Team' }).waitFor();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Aarav Gupta');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
    await page
      .getByRole('combobox', { name: 'Position' })
      .selectOption('Frontend Developer Intern');
    await page.getByRole('textbox', { name: 'Skills' }).fill('React, TypeScript');
    await page
      .getByLabel(/^Resume/)
      .setInputFiles({ name: 'aarav-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.getByText('Application submitted successfully!').waitFor();
    expect(await page.getByRole('status').filter({ hasText: '%' }).innerText()).toContain('100%');
    expect(
      await page.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value'),
    ).toBe('100');
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');
    expect(await page.getByLabel(/^Resume/).inputValue()).toBe('');

    // Stored: the non-empty fields and the PDF itself.
    const stored = await admin.db.collection('applications').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    const application = stored.docs[0]!.data();
    expect(application).toMatchObject({
      name: 'Aarav Gupta',
      phone: '9876543210',
      position: 'Frontend Developer Intern',
      skills: 'React, TypeScript',
    });
    expect(application).not.toHaveProperty('linkedin');
    const [bytes] = await admin.bucket.file(application.resumePath as string).download();
    expect(bytes.equals(pdf)).toBe(true);
    await context.close();
  });
});

describe('PWA in Chromium', () => {
  it('serves the manifest and, after a first visit, loads the app shell offline', async () => {
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();

    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await context.request.get(manifestHref!)).json()) as {
      name: string;
      theme_color: string;
      icons: { sizes: string }[];
    };
    expect(manifest.name).toBe('NoteSea');
    expect(manifest.theme_color).toBe('#0b4f6c');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    // The worker registers after load, precaches the shell and takes control of the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('link', { name: 'NoteSea' }).first().isVisible()).toBe(true);

    // Any route opens from the cached shell; API calls are not answered from a cache.
    await page.goto('/about-home');
    await page.getByRole('heading', { level: 1, name: 'About NoteSea' }).waitFor();
    const apiOffline = await page.evaluate(() =>
      fetch('/api/notifications').then(
        (response) => `status ${response.status}`,
        () => 'network error',
      ),
    );
    expect(apiOffline).toBe('network error');
    await context.close();
  });
});
