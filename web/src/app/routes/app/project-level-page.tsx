import type { ProjectCategory } from '@notesea/contract/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ordersQueryKey } from '@/features/bookings/api/get-my-orders';
import { ProjectCatalog } from '@/features/projects/components/project-catalog';

/**
 * A project level's page: the catalog, wired so that a completed payment refreshes the order
 * lists of My Bookings, where the student lands next.
 */
export function ProjectLevelPage({ category }: { category: ProjectCategory }) {
  const queryClient = useQueryClient();
  const onBooked = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    [queryClient],
  );
  return <ProjectCatalog category={category} onBooked={onBooked} />;
}
