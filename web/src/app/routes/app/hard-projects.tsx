import { ProjectLevelPage } from './project-level-page';

export default function HardProjectsPage() {
  return <ProjectLevelPage category="hard" />;
}
