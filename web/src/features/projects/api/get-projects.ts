import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectCategory, ProjectDto } from '@notesea/contract/projects';
import { api } from '@/lib/api-client';

export function getProjects(
  category: ProjectCategory,
  signal?: AbortSignal,
): Promise<ProjectDto[]> {
  return api.get<ProjectDto[]>(`/projects?category=${encodeURIComponent(category)}`, { signal });
}

export function projectsQueryOptions(category: ProjectCategory) {
  return queryOptions({
    queryKey: ['projects', category],
    queryFn: ({ signal }) => getProjects(category, signal),
  });
}

export function useProjects(category: ProjectCategory) {
  return useQuery(projectsQueryOptions(category));
}
