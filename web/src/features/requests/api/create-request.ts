import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreatedRequest, CreateRequestInput } from '../types';
import { subjectRequestsQueryOptions } from './get-subject-requests';

/**
 * `POST /requests`. Asking for what is already requested adds this student's vote to that
 * request (the server answers 200 with it) instead of a second request.
 */
export function createRequest(input: CreateRequestInput): Promise<CreatedRequest> {
  return api.post<CreatedRequest>('/requests', input);
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({
        queryKey: subjectRequestsQueryOptions(input.subjectId).queryKey,
      }),
  });
}
