import { ProjectLevelPage } from './project-level-page';

export default function EasyProjectsPage() {
  return <ProjectLevelPage category="easy" />;
}
