import type { ProjectDto } from '@notesea/contract/projects';
import { formatRupees } from '@/utils/format';
import type { ProjectLevel } from '../utils/levels';
import { ProjectIcon } from './project-icon';

type ProjectCardProps = {
  project: ProjectDto;
  level: ProjectLevel;
  onOpen: (project: ProjectDto, trigger: HTMLButtonElement) => void;
  /** Starts downloading the dialog's code when the user is about to open it. */
  onIntent: () => void;
};

// The name is a button whose hit area is stretched over the card (CSS), so the whole card is
// clickable while the heading, text and prices stay outside the button for screen readers.
export function ProjectCard({ project, level, onOpen, onIntent }: ProjectCardProps) {
  return (
    <article className="project-card">
      <ProjectIcon icon={project.icon} className="project-card__icon" />
      <h2 className="project-card__name">
        <button
          type="button"
          className="project-card__button"
          aria-haspopup="dialog"
          onClick={(event) => onOpen(project, event.currentTarget)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {project.name}
        </button>
      </h2>
      {level.showDescription && project.description && (
        <p className="project-card__description">{project.description}</p>
      )}
      <p className="project-card__price">
        {formatRupees(project.studentPrice)} | {formatRupees(project.businessPrice)}
      </p>
      <p className="project-card__plans">Student | Business</p>
    </article>
  );
}
