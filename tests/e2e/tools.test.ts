import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('student tools in Chromium', () => {
  it('My Tasks: add, complete, edit inline then Save, delete', async () => {
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);

    await page.goto('/tasks');
    await page.getByText('No tasks added yet.').waitFor();

    await page.getByLabel('New task').fill('Revise DBMS unit 2');
    await page.getByRole('button', { name: 'Add Task' }).click();
    const checkbox = page.getByRole('checkbox', { name: 'Revise DBMS unit 2' });
    await checkbox.waitFor();

    // The box follows the task list, which updates a moment after the click (optimistically).
    await checkbox.click();
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    await page.getByText('1 of 1 completed').waitFor();

    await page.getByRole('button', { name: 'Edit Revise DBMS unit 2' }).click();
    await page.getByLabel('Task title').fill('Revise DBMS units 2 and 3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('checkbox', { name: 'Revise DBMS units 2 and 3' }).waitFor();

    // Everything reached the server: a fresh load shows the same, still completed.
    await page.reload();
    const saved = page.getByRole('checkbox', { name: 'Revise DBMS units 2 and 3' });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    const stored = await api<{ title: string; completed: boolean }[]>('/tasks', {
      token: user.token,
    });
    expect(stored.body).toEqual([
      expect.objectContaining({ title: 'Revise DBMS units 2 and 3', completed: true }),
    ]);

    await page.getByRole('button', { name: 'Delete Revise DBMS units 2 and 3' }).click();
    await page.getByText('No tasks added yet.').waitFor();
    expect((await api('/tasks', { token: user.token })).body).toEqual([]);
    await context.close();
  });

  it('chat room: a sent message appears as mine, stored with the sender name', async () => {
    const user = await createTestUser({ name: `Chat Tester ${randomUUID().slice(0, 4)}` });
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    const text = `Is the CN exam on Monday? ${randomUUID().slice(0, 8)}`;

    await page.goto('/chat');
    const composer = page.getByLabel('Message', { exact: true });
    await composer.waitFor();
    await composer.fill(text);
    await composer.press('Enter');

    const log = page.getByRole('log', { name: 'Messages' });
    const mine = log.getByRole('listitem').filter({ hasText: text });
    await mine.waitFor();
    // Own messages read "You" (others see the name: e2e/chat-live.test.ts).
    await mine.getByText('You', { exact: true }).waitFor();
    expect(await composer.inputValue()).toBe('');

    const room = await api<{ text: string; user: { name: string } }[]>('/chat', {
      token: user.token,
    });
    expect(room.body.at(-1)).toEqual(expect.objectContaining({ text, user: { name: user.name } }));
    await context.close();
  });

  it("Assignment Partner: 'Bot is typing...' then a streamed answer; the dashboard window continues the conversation", async () => {
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);
    const question = 'Explain normalization in DBMS';

    // Hold the request until the waiting state has been seen (a fixed hold can be too short on a
    // loaded machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chatbot/stream', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/chatbot');
    const input = page.getByLabel('Ask the Assignment Partner');
    await input.fill(question);
    await input.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Bot is typing...' }).waitFor();
    release();
    const log = page.getByRole('log', { name: 'Conversation' });
    // Copy appears under a finished answer only (the stub's text depends on the passages found).
    await log.getByRole('button', { name: 'Copy' }).waitFor();
    expect(await page.getByText('Bot is typing...').count()).toBe(0);
    expect(await log.innerText()).not.toContain('Something went wrong. Please try again.');
    await page.unroute('**/api/chatbot/stream');

    // The floating window on the dashboard, loaded on demand, continues the same conversation.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Ask Assignment Partner' }).click();
    const chat = page.getByRole('dialog', { name: 'Assignment Partner' });
    await chat.getByText(question).waitFor();
    await chat.getByLabel('Ask the Assignment Partner').fill('What is 3NF?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByText('What is 3NF?').waitFor();
    // Both answers (the earlier one, loaded, and the new one) are finished.
    await chat.getByRole('button', { name: 'Copy' }).nth(1).waitFor();
    const stored = await api<{ messageCount: number }[]>('/chatbot/conversations', {
      token: user.token,
    });
    expect(stored.body).toEqual([expect.objectContaining({ messageCount: 4 })]);
    await context.close();
  });
});
