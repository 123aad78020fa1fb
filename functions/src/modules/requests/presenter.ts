/** Stored requests → API bodies (ContentRequestDto, @notesea/contract/contributions-rules). */
import type { Stored } from '../../lib/present.js';
import type { ContentRequestDto, RequestStatus } from '@notesea/contract/contributions-rules';
import type { StoredRequest } from './stored.js';

const STATUSES: readonly RequestStatus[] = ['open', 'fulfilled', 'declined'];

/** `uid`: the caller, for `mine` (undefined without a session). */
export function presentRequest(
  { id, data }: Stored<StoredRequest>,
  uid: string | undefined,
): ContentRequestDto {
  const { kind } = data;
  return {
    _id: id,
    subjectId: data.subjectId,
    kind,
    unit: kind === 'note' ? (data.unit ?? null) : null,
    year: kind === 'pyq' ? (data.year ?? null) : null,
    session: kind === 'pyq' ? data.session || null : null,
    votes: Math.max(0, data.votes),
    message: data.message || null,
    mine: uid !== undefined && data.voters.includes(uid),
    status: STATUSES.find((s) => s === data.status) ?? 'open',
  };
}
