/**
 * Options shared by the public catalog reads (semesters, subjects, notes, papers). The service
 * worker keeps their last answers (vite.config.ts, stale-while-revalidate), so they are asked for
 * even offline ('offlineFirst'): by default TanStack Query would pause them until the browser
 * reports a network, and the lists from the last visit would never show.
 */
export const catalogQuery = { networkMode: 'offlineFirst' } as const;
