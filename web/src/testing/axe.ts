import axe from 'axe-core';

/**
 * axe-core's findings on the rendered page (WCAG 2.x A/AA and best practices), one line per
 * element, so a failing expect lists them. Left to the browser suite (tests/e2e/a11y.test.ts):
 * colour contrast (jsdom loads no stylesheet, so it has no colours to judge) and the document's
 * language (index.html sets it; tests render into jsdom's bare document).
 */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, 'html-has-lang': { enabled: false } },
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.help}) at ${node.target.join(' ')}`,
    ),
  );
}
