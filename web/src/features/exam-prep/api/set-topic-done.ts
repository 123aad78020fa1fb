import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TopicDone } from '../types';
import { revisionQueryKey } from './get-revision-progress';
import { subjectRevisionQueryOptions } from './get-subject-revision';

/** Shared by every checkbox, so the lists refetch only once the last tick settles. */
const topicDoneMutationKey = [...revisionQueryKey, 'set'] as const;

export function setTopicDone({ subjectId, topicId, done }: TopicDone): Promise<TopicDone> {
  return api.put<TopicDone>(
    `/revision/${encodeURIComponent(subjectId)}/${encodeURIComponent(topicId)}`,
    { done },
  );
}

/**
 * Ticks or unticks a topic, shown at once (optimistic). A failure flips back just this topic,
 * not a snapshot of the whole list, so another box ticked meanwhile keeps its own state.
 */
export function useSetTopicDone() {
  const queryClient = useQueryClient();
  const flip = ({ subjectId, topicId, done }: TopicDone) =>
    queryClient.setQueryData(subjectRevisionQueryOptions(subjectId).queryKey, (revision) => {
      if (!revision) return revision;
      const others = revision.done.filter((id) => id !== topicId);
      return { ...revision, done: done ? [...others, topicId] : others };
    });
  return useMutation({
    mutationKey: topicDoneMutationKey,
    mutationFn: setTopicDone,
    onMutate: async (change) => {
      // An answer already on its way would overwrite the optimistic tick with the old list.
      await queryClient.cancelQueries({
        queryKey: subjectRevisionQueryOptions(change.subjectId).queryKey,
      });
      flip(change);
    },
    onError: (_error, change) => flip({ ...change, done: !change.done }),
    onSettled: () => {
      // This mutation still counts itself here; refetching between overlapping ticks would
      // briefly show the older ones undone.
      if (queryClient.isMutating({ mutationKey: topicDoneMutationKey }) > 1) return;
      // The subject's ticks and the dashboard's progress both live under this prefix.
      return queryClient.invalidateQueries({ queryKey: revisionQueryKey });
    },
  });
}
