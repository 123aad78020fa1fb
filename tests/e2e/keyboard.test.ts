import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openSettled, signedInContext } from '../support/browser.js';
import { APP_URL } from '../support/env.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

// Accessibility, keyboard only: every dialog, menu and form is reached with
// Tab, opens with Enter or Space, closes with Escape back to where the user was, and whatever has
// the focus shows it.

type Focused = { label: string; ring: boolean; inMain: boolean; mark: string | null };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createTestUser({ name: 'Keyboard User' })]);
});

afterAll(async () => {
  await browser?.close();
});

/** A context at `viewport`, signed in as the test user unless `visitor`. */
async function contextAt(
  viewport: { width: number; height: number },
  { visitor = false } = {},
): Promise<BrowserContext> {
  return visitor
    ? browser.newContext({ baseURL: APP_URL, viewport })
    : signedInContext(browser, user.token, { viewport });
}

/**
 * What has the focus: a readable label, whether it is visibly marked (an outline or a box-shadow
 * ring, on it, its label or its card; a menu item's highlight), and whether it is in <main>.
 */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const outlined = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const ringed = (node: Element | null) =>
      Boolean(node) && (outlined(node) || getComputedStyle(node!).boxShadow !== 'none');
    const box = el.getBoundingClientRect();
    // A visually hidden input (a styled file picker) shows its focus on its label.
    const hidden = box.width <= 1 || box.height <= 1;
    const label = hidden && 'labels' in el ? ((el as HTMLInputElement).labels?.[0] ?? null) : null;
    // A stretched button outlines its whole card (:has(:focus-visible)) rather than itself.
    const parents = [el.parentElement, el.parentElement?.parentElement ?? null];
    // A menu item shows the focus as a filled highlight, as menus do.
    const filled =
      el.getAttribute('role') === 'menuitem' &&
      getComputedStyle(el).backgroundColor !==
        getComputedStyle(el.closest('[role=menu]') ?? document.body).backgroundColor;
    const name =
      el.getAttribute('aria-label') ??
      (el.textContent?.trim() || el.getAttribute('placeholder') || el.getAttribute('name') || '');
    return {
      label: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name.slice(0, 40)}"`,
      ring: ringed(el) || ringed(label) || parents.some(outlined) || filled,
      inMain: Boolean(el.closest('main')),
      mark: el.dataset.kb ?? null,
    };
  });
}

/**
 * Presses Tab from the top of the page until the focus leaves <main> after having been in it, and
 * returns what it met in <main> in order.
 */
async function tabThroughMain(page: Page, limit = 80): Promise<Focused[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const met: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now?.inMain) met.push(now);
    else if (met.length > 0) break;
  }
  return met;
}

/**
 * The controls of `form` a keyboard user must be able to reach (enabled, shown, one stop per
 * radio group), each marked with data-kb so `focused` can tell which one it met; returns their labels
 * by mark.
 */
function controlsOf(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    );
    return Array.from(controls)
      .filter((el) => {
        if (el instanceof HTMLInputElement && el.type === 'radio') {
          // Tab stops once per radio group: on its checked radio, else on its first.
          const group = Array.from(
            root.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${el.name}"]`),
          );
          if (el !== (group.find((radio) => radio.checked) ?? group[0])) return false;
        }
        return el.getClientRects().length > 0;
      })
      .reduce<Record<string, string>>((marks, el, index) => {
        el.dataset.kb = String(index);
        const name = el.getAttribute('aria-label') || el.id || el.textContent?.trim();
        marks[index] = `${el.tagName.toLowerCase()} ${name}`;
        return marks;
      }, {});
  });
}

/**
 * Presses `key` until `target` has the focus (at most `limit` times); fails otherwise. Returns
 * what had the focus on the way.
 */
async function pressUntilFocused(
  page: Page,
  target: Locator,
  key = 'Tab',
  limit = 40,
): Promise<Focused[]> {
  const start = await focused(page);
  const met: Focused[] = start ? [start] : [];
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return met;
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now) met.push(now);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

describe('forms reached by Tab, focus always visible', () => {
  const forms = [
    { form: 'login', path: '/', visitor: true },
    { form: 'sign-up', path: '/', visitor: true, reveal: 'Create an account' },
    { form: 'reset link', path: '/forgot-password', visitor: true },
    { form: 'application', path: '/careers', visitor: true },
    { form: 'contact', path: '/contact', visitor: false },
    { form: 'new task', path: '/tasks', visitor: false },
    { form: 'chat message', path: '/chat', visitor: false },
    { form: 'Assignment Partner question', path: '/chatbot', visitor: false },
  ];

  it.each(forms)(
    '$path, $form form: every control in turn, each with a focus ring',
    async (entry) => {
      const context = await contextAt(DESKTOP, { visitor: entry.visitor });
      const page = await context.newPage();
      await openSettled(page, entry.path);
      if (entry.reveal) await page.getByRole('button', { name: entry.reveal }).click();
      const form = page.locator('main form').first();
      const wanted = await controlsOf(form);
      expect(Object.keys(wanted).length, 'the form has controls').toBeGreaterThan(0);

      const met = await tabThroughMain(page);
      const reached = new Set(met.map((m) => m.mark));
      const missed = Object.entries(wanted).filter(([mark]) => !reached.has(mark));
      expect(
        missed.map(([, label]) => label),
        'controls Tab never reached',
      ).toEqual([]);
      expect(
        met.filter((m) => !m.ring).map((m) => m.label),
        'focused without a visible ring',
      ).toEqual([]);
      await context.close();
    },
  );
});

describe('menus and dialogs by keyboard', () => {
  it('settings menu: Tab to the gear, Enter and Space open it, Escape closes it back on the gear', async () => {
    const context = await contextAt(DESKTOP);
    const page = await context.newPage();
    await openSettled(page, '/dashboard');
    const gear = page.getByRole('button', { name: 'Settings' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pressUntilFocused(page, gear);
    expect((await focused(page))?.ring, 'the gear shows its focus').toBe(true);

    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key);
      const menu = page.getByRole('menu');
      await menu.waitFor();
      // The focus moves into the menu, on an item, which shows it.
      await expect
        .poll(() => menu.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      expect((await focused(page))?.ring, `${key}: the focused item shows it`).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => gear.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await context.close();
  });

  it('phone side menu: opens with Enter, keeps Tab inside, Escape closes it back on its button', async () => {
    const context = await contextAt(PHONE);
    const page = await context.newPage();
    await openSettled(page, '/dashboard');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pressUntilFocused(page, toggle);
    expect((await focused(page))?.ring).toBe(true);

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect
      .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    // Every link of the drawer is reached, and the focus never escapes to the page behind.
    const links = await drawer.getByRole('link').count();
    for (let i = 0; i < links + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect((await focused(page))?.ring).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('project dialogs: a card opens by keyboard, Continue to Book reaches the form, Escape closes each', async () => {
    const project = (await api<{ name: string }[]>('/projects?category=easy')).body[0]!;
    const context = await contextAt(DESKTOP);
    const page = await context.newPage();
    await openSettled(page, '/easy-projects');
    const card = page.getByRole('button', { name: project.name });
    await pressUntilFocused(page, card, 'Tab', 60);
    expect((await focused(page))?.ring, 'the card shows its focus').toBe(true);

    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: project.name });
    await details.waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Space');
    await details.waitFor();
    const next = details.getByRole('button', { name: 'Continue to Book' });
    await pressUntilFocused(page, next);
    await page.keyboard.press('Enter');
    const booking = page.getByRole('dialog', { name: `Book ${project.name}` });
    await booking.waitFor();
    // The booking form: Tab from the first field reaches the pay button, and goes on round the
    // dialog (plan, close) without leaving it, reaching every control, each with its ring.
    const fields = await controlsOf(booking.locator('form'));
    const pay = booking.getByRole('button', { name: /^Pay ₹/ });
    const met = await pressUntilFocused(page, pay);
    expect((await focused(page))?.ring, 'the pay button shows its focus').toBe(true);
    for (let i = 0; i < Object.keys(fields).length + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await booking.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      met.push((await focused(page))!);
    }
    const reached = new Set([...met.map((m) => m.mark), await pay.getAttribute('data-kb')]);
    const missed = Object.entries(fields).filter(([mark]) => !reached.has(mark));
    expect(
      missed.map(([, label]) => label),
      'controls Tab never reached',
    ).toEqual([]);
    expect(
      met.filter((m) => !m.ring).map((m) => m.label),
      'focused without a ring',
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await booking.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('settings menu pressed while its code is still loading', () => {
  // The gear is a stand-in until the Radix menu's chunk arrives; the chunk is held here until the
  // press has begun, so the swap happens mid-press, as it can on a slow connection.
  it.each(['pointer', 'Space'])('a %s press opens the menu once it arrives', async (how) => {
    const context = await signedInContext(browser, user.token, {
      viewport: DESKTOP,
      // Served from the network, not the service worker's precache, so the route can hold it.
      serviceWorkers: 'block',
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/settings-dropdown-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await openSettled(page, '/dashboard');
    const gear = page.getByRole('button', { name: 'Settings' });
    const swapped = page.locator('button[aria-label="Settings"][aria-haspopup="menu"]');
    expect(await swapped.count(), 'still the stand-in').toBe(0);

    if (how === 'pointer') {
      const box = (await gear.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    } else {
      await gear.focus();
      await page.keyboard.down(' ');
    }
    release();
    await swapped.waitFor();
    if (how === 'pointer') await page.mouse.up();
    else await page.keyboard.up(' ');

    await page.getByRole('menu').waitFor({ timeout: 5_000 });
    await context.close();
  });
});
