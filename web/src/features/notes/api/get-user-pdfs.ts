import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DownloadDto as UserPdf } from '@notesea/contract/notes';

export function getUserPdfs(signal?: AbortSignal): Promise<UserPdf[]> {
  return api.get<UserPdf[]>('/user-pdfs', { signal });
}

export function userPdfsQueryOptions() {
  return queryOptions({
    queryKey: ['user-pdfs'],
    queryFn: ({ signal }) => getUserPdfs(signal),
  });
}

export function useUserPdfs() {
  return useQuery(userPdfsQueryOptions());
}
