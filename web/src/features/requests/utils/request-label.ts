import { sessionLabel } from '@/utils/exam-sessions';
import type { SubjectRequest } from '../types';

/** What a request asks for, e.g. "Unit 3 notes" or "May 2024 paper". */
export function requestLabel(request: Pick<SubjectRequest, 'kind' | 'unit' | 'year' | 'session'>) {
  if (request.kind === 'note') return request.unit ? `Unit ${request.unit} notes` : 'Notes';
  const when = [request.session && sessionLabel(request.session), request.year]
    .filter(Boolean)
    .join(' ');
  return when ? `${when} paper` : 'Question paper';
}

/** "1 student asked" / "4 students asked". */
export function votesLabel(votes: number): string {
  return `${votes} student${votes === 1 ? '' : 's'} asked`;
}
