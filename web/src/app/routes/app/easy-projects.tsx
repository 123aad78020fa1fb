import { ProjectCatalog } from '@/features/projects/components/project-catalog';

export default function EasyProjectsPage() {
  return <ProjectCatalog category="easy" />;
}
