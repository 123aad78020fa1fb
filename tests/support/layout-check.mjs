// The layout suite's checks (tests/e2e/layout.test.ts), run in the page by page.evaluate. Plain
// JavaScript on purpose: the test runner's TypeScript transform adds helpers (`__name`) to nested
// functions that do not exist in the page.

/**
 * @typedef {object} LayoutFinding
 * @property {'overlap' | 'button-overflow' | 'word-broken' | 'label-wraps' | 'unnamed-button'} kind
 * @property {string} detail  readable: the elements (tag, id, classes, label) and the text
 */

/**
 * Scrolls the page from its top to its end and reports, in the page:
 * - text covered by another element that paints above it (an overlap): for each line of visible
 *   text, a few points on its middle are hit-tested (document.elementFromPoint). A hit on the
 *   text's own element, an ancestor or a descendant is fine; a transparent box (no background, no
 *   text, not an image or control) hides nothing and is ignored, and so are open dialogs and their
 *   overlays over the page behind them. Fixed and sticky elements (the header, the bottom bar,
 *   the floating Partner button) cover whatever scrolls under them, which scrolling uncovers: they
 *   count only where scrolling cannot help, at the page's top for those in the window's upper
 *   half and at its end for those in its lower half. PDF pages (canvas) count as content there;
 * - buttons (button, [role=button], a.btn) narrower than their label: the label overflows the
 *   box (scrollWidth > clientWidth + 1), a word of it breaks across lines ("S-h-a-r-e"), or it
 *   wraps although the button was squeezed by its neighbours (narrower than its row, which would
 *   hold the label on one line); and icon-only buttons without an accessible name.
 * Leaves the page scrolled to its top.
 * @returns {Promise<LayoutFinding[]>}
 */
export async function layoutFindings() {
  const win = globalThis;
  const doc = win.document;
  /** @type {Map<string, LayoutFinding>} */
  const found = new Map();
  const add = (kind, detail) => {
    if (!found.has(`${kind} ${detail}`)) found.set(`${kind} ${detail}`, { kind, detail });
  };

  const style = (el) => win.getComputedStyle(el);
  const shown = (el) =>
    el.checkVisibility({
      checkOpacity: true,
      checkVisibilityCSS: true,
      opacityProperty: true,
      visibilityProperty: true,
    });
  const snippet = (text) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
  };
  /** e.g. `button.share__button "Share"` or `a#main-link.btn.btn--primary`. */
  const name = (el) => {
    let out = el.tagName.toLowerCase();
    if (el.id) out += `#${el.id}`;
    const classes = [...el.classList].slice(0, 3);
    if (classes.length) out += `.${classes.join('.')}`;
    const label = el.getAttribute('aria-label');
    if (label) out += `[aria-label="${snippet(label)}"]`;
    else if (el.children.length === 0 && el.textContent?.trim()) {
      out += ` "${snippet(el.textContent)}"`;
    }
    return out;
  };
  /** The element and its nearest meaningful ancestor, e.g. `span in button.chatbot-launcher`. */
  const where = (el) => {
    const owner = el.parentElement?.closest(
      'button, a, [role], li, section, header, footer, nav, aside, label, h1, h2, h3, p',
    );
    return owner && owner !== el ? `${name(el)} in ${name(owner)}` : name(el);
  };

  // ---- Overlaps -------------------------------------------------------------------------------

  const OVERLAY =
    '[role="dialog"], [role="alertdialog"], [aria-modal="true"], .drawer-overlay, [data-radix-popper-content-wrapper], [class*="overlay"]';
  const REPLACED = new Set([
    'IMG',
    'SVG',
    'CANVAS',
    'VIDEO',
    'IFRAME',
    'INPUT',
    'SELECT',
    'TEXTAREA',
    'PROGRESS',
  ]);
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TITLE']);

  const opaqueColour = (colour) => {
    if (!colour || colour === 'transparent') return false;
    const alpha = colour.match(/rgba?\([^)]*[,/]\s*([\d.]+)\s*\)/);
    return !alpha || Number(alpha[1]) > 0.05;
  };
  /** Some of the element's own text (not its children's) is drawn at (x, y). */
  const ownTextAt = (el, x, y) => {
    for (const child of el.childNodes) {
      if (child.nodeType !== 3 || !child.textContent.trim()) continue;
      const range = doc.createRange();
      range.selectNodeContents(child);
      for (const r of range.getClientRects()) {
        if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
      }
    }
    return false;
  };
  /** Whether anything between `hit` and `stop` (exclusive) paints at (x, y). */
  const paintsAt = (hit, stop, x, y) => {
    for (let el = hit; el && el !== stop; el = el.parentElement) {
      const s = style(el);
      if (REPLACED.has(el.tagName.toUpperCase())) return true;
      if (opaqueColour(s.backgroundColor) || s.backgroundImage !== 'none') return true;
      if (ownTextAt(el, x, y)) return true;
    }
    return false;
  };
  /** The nearest fixed or sticky element holding `el` (itself included), if any. */
  const pinnedOf = (el) => {
    for (let at = el; at && at !== doc.body; at = at.parentElement) {
      const position = style(at).position;
      if (position === 'fixed' || position === 'sticky') return at;
    }
    return null;
  };
  /** `rect` cut to what the element's clipping ancestors and the window let show. */
  const visiblePart = (rect, el) => {
    let { left, top, right, bottom } = rect;
    for (let at = el; at && at !== doc.documentElement; at = at.parentElement) {
      const s = style(at);
      if (s.clip !== 'auto' && s.position === 'absolute') return null; // visually hidden
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const box = at.getBoundingClientRect();
        const l = box.left + at.clientLeft;
        const t = box.top + at.clientTop;
        left = Math.max(left, l);
        top = Math.max(top, t);
        right = Math.min(right, l + at.clientWidth);
        bottom = Math.min(bottom, t + at.clientHeight);
      }
      if (s.position === 'fixed') break;
    }
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, win.innerWidth);
    bottom = Math.min(bottom, win.innerHeight);
    return right - left > 2 && bottom - top > 2 ? { left, top, right, bottom } : null;
  };

  /**
   * Checks what shows in the window now. `phase`: 'top' (scrolled to the top), 'end' (to the
   * end), 'both' (the page does not scroll) or 'middle'.
   */
  const checkOverlaps = (phase) => {
    const pinnedCounts = (pinned) => {
      if (phase === 'both') return true;
      if (phase === 'middle') return false;
      const box = pinned.getBoundingClientRect();
      const upper = (box.top + box.bottom) / 2 < win.innerHeight / 2;
      return phase === 'top' ? upper : !upper;
    };
    const judge = (owner, x, y, what) => {
      const hit = doc.elementFromPoint(x, y);
      if (!hit || hit === owner || owner.contains(hit) || hit.contains(owner)) return;
      const overlay = hit.closest(OVERLAY);
      if (overlay && !overlay.contains(owner)) return; // an open dialog over the page: intended
      let common = hit.parentElement;
      while (common && !common.contains(owner)) common = common.parentElement;
      if (!paintsAt(hit, common, x, y)) return;
      const pinned = pinnedOf(hit);
      if (pinned && pinnedOf(owner) !== pinned && !pinnedCounts(pinned)) return;
      add(
        'overlap',
        `${what} is under ${where(hit)}${pinned ? ` (${style(pinned).position})` : ''}`,
      );
    };

    const walker = doc.createTreeWalker(doc.body, win.NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent.trim() || SKIPPED.has(owner.tagName)) continue;
      if (owner.closest('svg, select')) continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      if (!lines.some((r) => r.bottom > 0 && r.top < win.innerHeight)) continue;
      if (!shown(owner)) continue;
      lines.forEach((line, index) => {
        const part = visiblePart(line, owner);
        if (!part) return;
        // Mid-scroll only what scrolling brought in: a line seen whole before was checked
        // against everything that does not move with the window.
        const key = `${Math.round(line.top + win.scrollY)} ${Math.round(line.left)} ${index}`;
        const whole = part.bottom - part.top >= line.height - 1;
        if (phase === 'middle' && (checked.get(node)?.has(key) ?? false)) return;
        if (whole) checked.set(node, (checked.get(node) ?? new Set()).add(key));
        const y = (part.top + part.bottom) / 2;
        const width = part.right - part.left;
        // Both ends and every 30 px between: a small button over a line's end is caught.
        const xs = [part.left + Math.min(3, width / 2)];
        for (let x = part.left + 30; x < part.right - 3; x += 30) xs.push(x);
        if (width > 6) xs.push(part.right - 3);
        for (const x of xs) {
          judge(owner, x, y, `text "${snippet(node.textContent)}" in ${where(owner)}`);
        }
      });
    }
    // PDF pages: never left under a fixed element (the floating button on the page's corner).
    for (const canvas of doc.querySelectorAll('main canvas')) {
      if (!shown(canvas)) continue;
      const part = visiblePart(canvas.getBoundingClientRect(), canvas);
      if (!part || part.right - part.left < 40 || part.bottom - part.top < 40) continue;
      const inset = 6;
      for (const [x, y] of [
        [part.left + inset, part.top + inset],
        [part.right - inset, part.top + inset],
        [part.left + inset, part.bottom - inset],
        [part.right - inset, part.bottom - inset],
      ]) {
        const hit = doc.elementFromPoint(x, y);
        if (!hit || hit === canvas || canvas.contains(hit) || hit.contains(canvas)) continue;
        const pinned = pinnedOf(hit);
        if (!pinned || hit.closest(OVERLAY) || !pinnedCounts(pinned)) continue;
        if (!paintsAt(hit, pinned.parentElement, x, y)) continue;
        add(
          'overlap',
          `PDF page ${where(canvas)} is under ${where(hit)} (${style(pinned).position})`,
        );
      }
    }
  };

  /** Text lines already checked whole, by text node: mid-scroll they are not checked again. */
  const checked = new Map();
  const frame = () => new Promise((resolve) => win.requestAnimationFrame(() => resolve(undefined)));
  const end = () => Math.max(0, doc.documentElement.scrollHeight - win.innerHeight);
  win.scrollTo(0, 0);
  await frame();
  if (end() < 2) checkOverlaps('both');
  else {
    checkOverlaps('top');
    const step = Math.max(200, Math.floor(win.innerHeight * 0.8));
    for (let y = step; y < end(); y += step) {
      win.scrollTo(0, y);
      await frame();
      checkOverlaps('middle');
    }
    win.scrollTo(0, end());
    await frame();
    checkOverlaps('end');
  }
  win.scrollTo(0, 0);
  await frame();

  // ---- Buttons --------------------------------------------------------------------------------

  /** Inside `button`, hidden from sight but kept for screen readers (visually-hidden). */
  const clippedWithin = (node, button) => {
    for (let at = node.parentElement; at && at !== button.parentElement; at = at.parentElement) {
      const s = style(at);
      if (s.clip !== 'auto' && s.position === 'absolute') return true;
      if (s.overflow === 'hidden' && (at.clientWidth <= 1 || at.clientHeight <= 1)) return true;
      if (!shown(at)) return true;
    }
    return false;
  };
  const lineCount = (rects) => {
    const tops = [];
    for (const r of rects) {
      if (r.width < 1) continue;
      if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    }
    return tops.length;
  };

  for (const button of doc.querySelectorAll('button, [role="button"], a.btn')) {
    if (!shown(button)) continue;
    const box = button.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue; // visually hidden
    if (button.closest('[aria-hidden="true"]')) continue;
    const texts = [];
    const walker = doc.createTreeWalker(button, win.NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.trim() && !clippedWithin(node, button)) texts.push(node);
    }
    const label = snippet(texts.map((t) => t.textContent).join(' '));
    const who = `${name(button)}${label && !name(button).includes('"') ? ` "${label}"` : ''}`;

    if (texts.length === 0) {
      const named =
        button.getAttribute('aria-label')?.trim() ||
        button.getAttribute('aria-labelledby') ||
        button.getAttribute('title')?.trim() ||
        button.textContent?.trim();
      if (!named) add('unnamed-button', `${who} has neither a label nor an accessible name`);
      continue;
    }
    if (button.scrollWidth > button.clientWidth + 1 && style(button).overflowX !== 'auto') {
      add(
        'button-overflow',
        `${who}: its label needs ${button.scrollWidth}px, the button is ${button.clientWidth}px`,
      );
    }
    const rects = [];
    for (const node of texts) {
      const range = doc.createRange();
      for (const word of node.textContent.matchAll(/[^\s\-–—/]+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = lineCount([...range.getClientRects()]);
        if (lines > 1) add('word-broken', `${who}: "${word[0]}" breaks over ${lines} lines`);
      }
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    if (lineCount(rects) > 1) {
      const row = button.parentElement;
      if (!row) continue;
      const s = style(row);
      const rowWidth = row.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const b = style(button);
      const chrome =
        parseFloat(b.paddingLeft) + parseFloat(b.paddingRight) + parseFloat(b.borderLeftWidth) * 2;
      const oneLine = rects.reduce((sum, r) => sum + r.width, 0) + chrome;
      if (box.width < rowWidth - 1 && oneLine <= rowWidth) {
        add(
          'label-wraps',
          `${who}: ${lineCount(rects)} lines in ${Math.round(box.width)}px, one line needs ~${Math.round(oneLine)}px of its ${Math.round(rowWidth)}px row`,
        );
      }
    }
  }

  return [...found.values()];
}
