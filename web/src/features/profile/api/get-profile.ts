import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<UserDto> {
  return api.get<UserDto>('/users', { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
