import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogQuery } from '../utils/catalog-query';
import type { PyqDetailDto as PyqDetail } from '@notesea/contract/notes';

export function getPyq(pyqId: string, signal?: AbortSignal): Promise<PyqDetail> {
  return api.get<PyqDetail>(`/pyqs/${encodeURIComponent(pyqId)}`, { signal });
}

export function pyqQueryOptions(pyqId: string) {
  return queryOptions({
    queryKey: ['pyqs', pyqId],
    queryFn: ({ signal }) => getPyq(pyqId, signal),
    ...catalogQuery,
  });
}

export function usePyq(pyqId: string) {
  return useQuery(pyqQueryOptions(pyqId));
}
