import type { Response } from 'express';

/**
 * Cache policy for public catalog reads (DESIGN §10): browsers keep them 5 minutes, Hosting's CDN
 * an hour. Only for answers identical for every caller; everything else stays `no-store`.
 */
export const PUBLIC_CATALOG_CACHE = 'public, max-age=300, s-maxage=3600';

export function cachePublicly(res: Response): void {
  res.set('Cache-Control', PUBLIC_CATALOG_CACHE);
}
