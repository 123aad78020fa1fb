/** Stored requests → API bodies (ContentRequestDto, @notesea/contract/contributions-rules). */
import { asNumber, asString, type Stored } from '../../lib/present.js';
import type { ContentRequestDto, RequestStatus } from '@notesea/contract/contributions-rules';

const STATUSES: readonly RequestStatus[] = ['open', 'fulfilled', 'declined'];

/** `uid`: the caller, for `mine` (undefined without a session). */
export function presentRequest({ id, data }: Stored, uid: string | undefined): ContentRequestDto {
  const kind = data.kind === 'pyq' ? 'pyq' : 'note';
  const voters: unknown[] = Array.isArray(data.voters) ? data.voters : [];
  return {
    _id: id,
    subjectId: asString(data.subjectId),
    kind,
    unit: kind === 'note' ? asNumber(data.unit) : null,
    year: kind === 'pyq' ? asNumber(data.year) : null,
    session: kind === 'pyq' ? asString(data.session) || null : null,
    votes: Math.max(0, asNumber(data.votes) ?? 0),
    message: asString(data.message) || null,
    mine: uid !== undefined && voters.includes(uid),
    status: STATUSES.find((s) => s === data.status) ?? 'open',
  };
}
