import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loggedInPage } from '../support/browser.js';
import { APP_URL, FUNCTION_STREAM_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

// The seeded Data Structures and Algorithms unit 2 note ("Stacks and Queues") has a worked
// infix-to-postfix example on page 3; the local Gemini stub answers only from the passages it is
// given and cites them as [n], so the chip below appears only when retrieval found that page.
const QUESTION = 'How do I convert an infix expression to postfix using a stack?';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    /** Lengths of the answer's text each time it changed while it was streaming. */
    __answerLengths?: number[];
  }
}

describe('Assignment Partner in Chromium', () => {
  it('streams an answer from the notes, cites the page, opens it, and remembers the conversation', async () => {
    const user = await createTestUser();
    const { context, page } = await loggedInPage(browser, APP_URL, user.token);

    await page.goto('/chatbot');
    const input = page.getByLabel('Ask the Assignment Partner');
    await input.waitFor();
    // Watch the answer as it arrives: a streamed answer is seen at several lengths, a buffered
    // one only at its final length.
    await page.evaluate(() => {
      window.__answerLengths = [];
      new MutationObserver(() => {
        const line = document.querySelector('.chatbot__line--streaming');
        const length = line?.textContent?.length ?? 0;
        const seen = window.__answerLengths!;
        if (length > 0 && seen.at(-1) !== length) seen.push(length);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    // The answer streams from the function's own URL (the functions emulator here), not through
    // Hosting, which buffers in production; the page's CSP and the route's CORS must allow it.
    const streamed = page.waitForResponse(
      (r) => r.url() === FUNCTION_STREAM_URL && r.request().method() === 'POST',
    );
    await input.fill(QUESTION);
    await input.press('Enter');
    expect((await streamed).status()).toBe(200);
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText(QUESTION).waitFor();

    // Finished: the Copy button shows only under a complete answer.
    await log.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 30_000 });
    const lengths = await page.evaluate(() => window.__answerLengths ?? []);
    expect(lengths.length).toBeGreaterThanOrEqual(2);
    expect(lengths.at(-1)!).toBeGreaterThan(lengths[0]!);
    expect(await log.innerText()).not.toContain('Something went wrong. Please try again.');

    const chip = log
      .getByRole('list', { name: 'Sources' })
      .getByRole('link', { name: /Data Structures and Algorithms.*p\. 3$/ })
      .first();
    await chip.waitFor();
    const href = await chip.getAttribute('href');
    expect(href).toMatch(/^\/notes\/[^/?]+\?page=3$/);

    await chip.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);

    // The conversation was stored and titled from its first question; /chatbot reopens it.
    await page.goto('/chatbot');
    const list = page.getByRole('complementary', { name: 'Conversations' });
    const entry = list.getByRole('button', {
      name: /^How do I convert an infix expression to postfix/i,
    });
    await entry.waitFor();
    expect(await entry.getAttribute('aria-current')).toBe('true');
    await page.getByRole('log', { name: 'Conversation' }).getByText(QUESTION).waitFor();

    const stored = await api<{ _id: string; title: string; messageCount: number }[]>(
      '/chatbot/conversations',
      { token: user.token },
    );
    expect(stored.body).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/infix expression to postfix/i) }),
    ]);
    await context.close();
  });
});
