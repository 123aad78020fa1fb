import { ProjectCatalog } from '@/features/projects/components/project-catalog';

export default function HardProjectsPage() {
  return <ProjectCatalog category="hard" />;
}
