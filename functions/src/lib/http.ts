import type { Response } from 'express';

/**
 * Cache policy for public catalog reads (docs/architecture.md §10): browsers keep them 5 minutes, Hosting's CDN
 * an hour. Only for answers identical for every caller; everything else stays `no-store`.
 */
export const PUBLIC_CATALOG_CACHE = 'public, max-age=300, s-maxage=3600';

/**
 * Cache policy for the notes catalog (semesters, subjects, notes, papers): the content team
 * publishes by uploading to Storage and students must see it within 10 s, so browsers and the CDN
 * keep these answers 10 s only. At ~1 request per edge per 10 s per list, the function load stays
 * small.
 */
export const CONTENT_CATALOG_CACHE = 'public, max-age=10, s-maxage=10';

export function cachePublicly(res: Response, policy = PUBLIC_CATALOG_CACHE): void {
  res.set('Cache-Control', policy);
}

/**
 * For public answers that differ for a signed-in caller (personal notifications, "mine" on
 * requests): anonymous answers are cached publicly with `policy`; an answer made for a session is
 * `private, no-store`. Both say `Vary: Authorization`, so a shared cache never hands the anonymous
 * copy to a signed-in request or keeps a personal one (and the web app's service worker keeps only
 * answers marked `public`).
 */
export function cacheUnlessSignedIn(res: Response, signedIn: boolean, policy: string): void {
  res.vary('Authorization');
  res.set('Cache-Control', signedIn ? 'private, no-store' : policy);
}
