import { ProjectCatalog } from '@/features/projects/components/project-catalog';

export default function MediumProjectsPage() {
  return <ProjectCatalog category="medium" />;
}
