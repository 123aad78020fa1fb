import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subjectRequestsQueryOptions } from './get-subject-requests';

/** `PUT /requests/{id}/vote`: "me too" (`true`) or withdraw this student's vote (`false`). */
export function voteRequest(requestId: string, vote: boolean): Promise<unknown> {
  return api.put(`/requests/${encodeURIComponent(requestId)}/vote`, { vote });
}

/**
 * A vote on one of the subject's requests. Optimistic: the count and the button change at once
 * and go back if the server refuses; the list is read again either way.
 */
export function useVoteRequest(subjectId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = subjectRequestsQueryOptions(subjectId);
  return useMutation({
    mutationFn: ({ requestId, vote }: { requestId: string; vote: boolean }) =>
      voteRequest(requestId, vote),
    onMutate: async ({ requestId, vote }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (requests = []) =>
        requests
          .map((request) =>
            request._id === requestId && request.mine !== vote
              ? { ...request, mine: vote, votes: Math.max(0, request.votes + (vote ? 1 : -1)) }
              : request,
          )
          // As the server lists them: a request nobody asks for any more is not shown.
          .filter((request) => request.votes > 0),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
