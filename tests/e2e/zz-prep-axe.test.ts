import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { launchBrowser, openSettled, signedInContext } from '../support/browser.js';
import { createTestUser } from '../support/users.js';
// @ts-expect-error -- plain ESM
import { RENDER_EVERYTHING_CSS } from '../../tools/src/screens.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

it('axe on prep tab and dashboard', async () => {
  const browser = await launchBrowser();
  const user = await createTestUser({ name: 'Axe Prep' });
  const problems: string[] = [];
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await signedInContext(browser, user.token, { viewport, colorScheme });
      const page = await context.newPage();
      for (const path of ['/subjects/cse-3-dsa?tab=prep', '/dashboard']) {
        await openSettled(page, path);
        await page.addStyleTag({ content: RENDER_EVERYTHING_CSS });
        await page.evaluate(AXE);
        const found = await page.evaluate(async () => {
          // @ts-expect-error injected
          const r = await window.axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
          return r.violations.map((v: any) => `${v.impact} ${v.id} ${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        });
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log(viewport.width, colorScheme, path, found, 'wider', wider);
        problems.push(...found.filter((f: string) => /^(serious|critical)/.test(f)).map((f: string) => `${viewport.width} ${colorScheme} ${path} ${f}`));
        if (wider > 0) problems.push(`${viewport.width} ${path} wider ${wider}`);
        await page.screenshot({ path: `/tmp/prep-${viewport.width}-${colorScheme}-${path.includes('dash') ? 'dash' : 'prep'}.png`, fullPage: false });
      }
      await context.close();
    }
  }
  await browser.close();
  expect(problems).toEqual([]);
}, 180_000);
