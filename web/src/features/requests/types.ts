// The requests API's shapes, from the API's own contract.
import type { ContentRequestDto, ContributionKind } from '@notesea/contract/contributions-rules';

export type RequestKind = ContributionKind;

/** `GET /semesters/subjects/{id}/requests` item: an open request, most votes first. */
export type SubjectRequest = ContentRequestDto;

/** Body of `POST /requests`: a unit's notes, or a year's paper. */
export type { CreateRequestInput } from '@notesea/contract/contributions-rules';

/** `POST /requests` answer: 201 for a new request, 200 with the open one it voted for. */
export type CreatedRequest = Pick<ContentRequestDto, '_id' | 'status' | 'votes'>;
