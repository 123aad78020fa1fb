/**
 * The reader's first paint, served inside `<div id="root">` of a shared page's HTML (routes.ts):
 * the document's title, where it sits and "Opening page N of M…", readable as soon as the HTML
 * and the stylesheet arrive. Without it a phone on a slow network shows nothing until the app's
 * JavaScript, the note's API call and the route's chunks have all arrived (Lighthouse mobile:
 * first paint at about 1.8 s, the title at 2.8 s).
 *
 * React's `createRoot` (web/src/main.tsx) empties `#root` on its first commit, so the markup needs
 * no hydration and cannot drift into the app's state, and no element on screen moves when it goes
 * (layout shift counts moved elements, not replaced ones). Nothing in it is interactive. It is
 * styled by an inline `<style>` (the CSP allows inline styles, never inline scripts) with the
 * app's colour tokens, so it follows the saved Light/Dark choice that theme-init.js sets first.
 * Pure: every value is escaped (`escapeHtml`).
 */
import { escapeHtml, type ShareTarget } from './tags.js';

/** The first paint's rules; `.first-paint` exists only until React's first commit. */
const FIRST_PAINT_CSS = [
  '.first-paint{min-height:100svh;font-family:var(--font);color:var(--color-text);background:var(--color-bg)}',
  '.first-paint__bar{height:var(--header-height);padding:0 1rem;background:var(--color-surface);border-bottom:1px solid var(--color-border);color:var(--color-primary);font-size:1.35rem;font-weight:700;line-height:var(--header-height)}',
  '.first-paint__main{max-width:880px;margin:0 auto;padding:1rem}',
  '.first-paint h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.3;overflow-wrap:anywhere}',
  '.first-paint p{margin:0 0 .5rem;color:var(--color-muted)}',
].join('');

/**
 * The markup of `target` opened at `page` (already clamped): for a note "DSA · Semester 3 · Unit
 * 1" over its title, for a paper "DBMS · Semester 3" over "May 2024 paper".
 */
export function firstPaintHtml(target: ShareTarget, page: number): string {
  const unit = target.kind === 'note' && target.unit !== null ? `Unit ${target.unit}` : '';
  const where = [target.subjectName, target.semesterName, unit].filter(Boolean).join(' · ');
  const heading = target.kind === 'note' ? target.title : `${target.title} paper`;
  const of = target.pages ? ` of ${target.pages}` : '';
  return [
    // Busy until the app replaces it: assistive tech (and tools/src/screens.mjs pageSettled) wait.
    '<div class="first-paint" aria-busy="true">',
    '<div class="first-paint__bar">NoteSea</div>',
    '<main class="first-paint__main">',
    where ? `<p>${escapeHtml(where)}</p>` : '',
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p role="status">Opening page ${page}${of}…</p>`,
    '</main></div>',
  ].join('');
}

const ROOT = /<div id="root"><\/div>/i;
const HEAD_END = /<\/head>/i;

/**
 * `html` (the app's `index.html`, with or without preview tags) with `firstPaint` inside its
 * empty `<div id="root"></div>` and the first paint's style before `</head>`. A page without
 * that exact root is returned unchanged: the app then paints as it always did.
 */
export function withFirstPaint(html: string, firstPaint: string): string {
  if (!ROOT.test(html) || !HEAD_END.test(html)) return html;
  // Functions as replacements: a `$&` in a title must not be read as a replacement pattern.
  return html
    .replace(HEAD_END, (end) => `<style>${FIRST_PAINT_CSS}</style>\n  ${end}`)
    .replace(ROOT, () => `<div id="root">${firstPaint}</div>`);
}
