/**
 * Ids and fields of content requests (the zod schemas: ./stored.ts; docs/contributions.md is the
 * content team's guide).
 *
 * `requests/{id}`: one per thing asked for while it is open. The id is the request's key —
 * `{subjectId}--note-u{unit}` or `{subjectId}--pyq-{year}-{session}` — and `{key}-2`, `{key}-3`…
 * for a later request of something whose earlier request was closed; deterministic ids make a
 * "me too" race-free without transactions (create-preconditions; the light emulator's
 * transactions are not isolated). Fields: `subjectId`, `semesterId`, `subjectName`, `kind`,
 * `unit` | `year` + `session`, `key`, `message` (the first requester's, or null), `uid` (the
 * first requester), `status` ('open' | 'fulfilled' | 'declined'), `reason` (the team's, when
 * declined), `votes` (kept in step, for sorting in the console), `voters` (uids), `createdAt`,
 * `fulfilledId` + `fulfilledKind` + `closedAt` once fulfilled.
 * `requests/{id}/votes/{uid}`: one per student counted (`message`, `createdAt`); created with a
 * precondition in the same batch as the `votes` increment, so each student counts once.
 */
import type { ContributionTarget } from '@notesea/contract/contributions';

/** Closed requests of one thing followed before giving up (a request reopened 20 times). */
export const MAX_REQUEST_ROUNDS = 20;

/** The key of what a request asks for; a published note or paper with the same key fulfils it. */
export function requestKey(target: ContributionTarget): string {
  return target.kind === 'note'
    ? `${target.subjectId}--note-u${target.unit}`
    : `${target.subjectId}--pyq-${target.year}-${target.session}`;
}

/** Document id of the `round`-th request (1-based) of `key`. */
export function requestDocId(key: string, round: number): string {
  return round === 1 ? key : `${key}-${round}`;
}
