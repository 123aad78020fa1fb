/**
 * Sharing a link, loaded on demand by the Share button
 * (components/share/share-button.tsx), so no route carries it until someone shares.
 *
 * On a phone the system share sheet (Web Share API) reaches WhatsApp, Telegram and the rest; a
 * desktop's share sheet (Windows, macOS Chrome and Safari have one) offers little there, and the
 * clipboard is what people expect, so elsewhere the link is copied. "A phone" is a coarse pointer
 * (touch as the primary input): the browser's own answer, not a guess from the user agent.
 */

export interface SharedLink {
  /** Absolute URL. */
  url: string;
  /** What is shared, e.g. "Normalization · DBMS, Unit 2 · Page 3". */
  title: string;
}

/**
 * - `shared`: the share sheet was used;
 * - `cancelled`: the student closed the share sheet (nothing to say);
 * - `copied`: the link is on the clipboard;
 * - `failed`: neither worked (an insecure origin, a browser that refuses the clipboard).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Whether this device shares through the system share sheet (a phone with the Web Share API). */
export function usesShareSheet(link: SharedLink): boolean {
  if (typeof navigator.share !== 'function') return false;
  if (navigator.canShare && !navigator.canShare(link)) return false;
  return window.matchMedia?.('(pointer: coarse)').matches ?? false;
}

/**
 * Asks the server for the page's preview image (HEAD: nothing downloaded), so it is rendered
 * before anyone else wants it: WhatsApp and Telegram fetch a link's preview as soon as it is
 * pasted, and a page's first render takes seconds (docs/share-links.md). Links that are not a
 * reader page are left alone; failures do not matter.
 */
export function warmPreview(url: string): void {
  const { pathname, searchParams } = new URL(url);
  if (!/^\/(?:notes|pyqs)\/[^/]+$/.test(pathname)) return;
  const page = /^\d+$/.test(searchParams.get('page') ?? '') ? searchParams.get('page') : '1';
  const image = new URL(`${pathname}/page-${page}.jpg`, url).href;
  fetch(image, { method: 'HEAD' }).catch(() => undefined);
}

/**
 * Shares `link`: the share sheet on a phone (falling back to the clipboard when the sheet refuses,
 * e.g. without a recent tap), else the clipboard. Warms its preview image first.
 */
export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  warmPreview(link.url);
  if (usesShareSheet(link)) {
    try {
      await navigator.share({ title: link.title, url: link.url });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
