import { ProjectLevelPage } from './project-level-page';

export default function MediumProjectsPage() {
  return <ProjectLevelPage category="medium" />;
}
