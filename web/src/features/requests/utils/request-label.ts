import { contributionLabel } from '@notesea/contract/contributions-rules';
import type { SubjectRequest } from '../types';

/**
 * What a request asks for, e.g. "Unit 3 notes" or "May 2024 paper" (papers named as the catalog
 * names them, so the request and the paper that fulfils it read alike).
 */
export function requestLabel(request: Pick<SubjectRequest, 'kind' | 'unit' | 'year' | 'session'>) {
  return contributionLabel(request.kind, request.unit, request.year, request.session);
}

/** "1 student asked" / "4 students asked". */
export function votesLabel(votes: number): string {
  return `${votes} student${votes === 1 ? '' : 's'} asked`;
}
