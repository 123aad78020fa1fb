import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SubjectRevision } from '../types';
import { revisionQueryKey } from './get-revision-progress';

export function getSubjectRevision(
  subjectId: string,
  signal?: AbortSignal,
): Promise<SubjectRevision> {
  return api.get<SubjectRevision>(`/revision/${encodeURIComponent(subjectId)}`, { signal });
}

/** Under `revisionQueryKey`, so a tick invalidates this and the dashboard's progress together. */
export function subjectRevisionQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: [...revisionQueryKey, 'subjects', subjectId],
    queryFn: ({ signal }) => getSubjectRevision(subjectId, signal),
  });
}

export function useSubjectRevision(subjectId: string, { enabled = true } = {}) {
  return useQuery({ ...subjectRevisionQueryOptions(subjectId), enabled });
}
