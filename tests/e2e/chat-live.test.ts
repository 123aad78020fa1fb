import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { APP_URL } from '../support/env.js';
import { createTestUser } from '../support/users.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('chat that is alive', () => {
  it("one student's message appears for another within 10 s, without a reload", async () => {
    const tag = randomUUID().slice(0, 6);
    const [asha, ravi] = await Promise.all([
      createTestUser({ name: `Asha ${tag}` }),
      createTestUser({ name: `Ravi ${tag}` }),
    ]);
    // Two browser contexts: two students, each with their own session.
    const reader = await loggedInPage(browser, APP_URL, ravi.token);
    const writer = await loggedInPage(browser, APP_URL, asha.token);

    await reader.page.goto('/chat');
    const readerLog = reader.page.getByRole('log', { name: 'Messages' });
    const readerComposer = reader.page.getByLabel('Message', { exact: true });
    await readerComposer.waitFor();
    // Count full page loads: the message must arrive by polling, not by a reload.
    let loads = 0;
    reader.page.on('load', () => (loads += 1));

    await writer.page.goto('/chat');
    const text = `Lab viva moved to 3 pm ${tag}`;
    const composer = writer.page.getByLabel('Message', { exact: true });
    await composer.waitFor();
    await composer.fill(text);
    await composer.press('Enter');
    const sent = writer.page
      .getByRole('log', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: text });
    await sent.getByText('You', { exact: true }).waitFor();

    // The 10 s: waitFor fails the test when the message has not arrived by then.
    const arrived = readerLog.getByRole('listitem').filter({ hasText: text });
    await arrived.waitFor({ timeout: 10_000 });
    // Seen by the other student as Asha's, on the left, with a relative time.
    await arrived.getByText(asha.name).waitFor();
    expect(await arrived.getAttribute('class')).not.toContain('is-mine');
    expect(await arrived.locator('time').textContent()).toMatch(/just now|1 min ago/);
    expect(loads).toBe(0);

    // And back: Ravi's reply reaches Asha's open room the same way.
    const reply = `Thanks! ${tag}`;
    await readerComposer.fill(reply);
    await readerComposer.press('Enter');
    await writer.page
      .getByRole('log', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: reply })
      .getByText(ravi.name)
      .waitFor({ timeout: 10_000 });

    await reader.context.close();
    await writer.context.close();
  }, 60_000);
});
