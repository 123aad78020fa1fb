import type { ProjectCategory, ProjectDto } from '@notesea/contract/projects';
import { Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import type { FlashState } from '@/components/ui/flash-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/api-client';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useProjects } from '../api/get-projects';
import { levelCssColor, PROJECT_LEVELS } from '../utils/levels';
import { ProjectCard } from './project-card';
import './projects.css';

// Radix Dialog and Tabs are only needed once a card is opened.
const ProjectDialog = lazyWithPreload(() =>
  import('./project-dialog').then((m) => m.ProjectDialog),
);

export const LOGIN_REQUIRED = 'Please login to proceed.';

type ProjectCatalogProps = {
  category: ProjectCategory;
  /**
   * Called once a payment is verified, before the page leaves for My Bookings: the app refreshes
   * the order lists there (they belong to another feature, which this one does not import).
   */
  onBooked?: () => void;
};

/** A level's page (docs/product.md §2): title, the project grid, and the detail → booking → payment flow. */
export function ProjectCatalog({ category, onBooked }: ProjectCatalogProps) {
  const level = PROJECT_LEVELS[category];
  const projects = useProjects(category);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ProjectDto | null>(null);
  const openedFrom = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    // docs/product.md §8 says a failed list is only logged; the page still explains it (see below).
    if (projects.isError) console.error('Could not load projects', projects.error);
  }, [projects.isError, projects.error]);

  function open(project: ProjectDto, trigger: HTMLButtonElement) {
    // The route is guarded, but the session can end while the page is open (docs/product.md §2, §8).
    if (!getToken()) {
      void navigate(paths.home.getHref(), {
        state: { flash: LOGIN_REQUIRED } satisfies FlashState,
      });
      return;
    }
    openedFrom.current = trigger;
    setSelected(project);
  }

  let content;
  if (projects.isPending) {
    content = <Spinner label="Loading projects…" />;
  } else if (projects.isError) {
    content = <QueryError query={projects} fallback="Could not load projects." />;
  } else if (projects.data.length === 0) {
    content = <EmptyState message="No projects available yet. Please check back soon." />;
  } else {
    content = (
      <ul className="project-grid" aria-label={level.title}>
        {projects.data.map((project) => (
          <li key={project._id}>
            <ProjectCard
              project={project}
              level={level}
              onOpen={open}
              onIntent={ProjectDialog.preload}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      className="project-level"
      style={{ '--level-color': levelCssColor(level.category) } as CSSProperties}
    >
      <title>{`${level.title} · NoteSea`}</title>
      <header className="page-header">
        <h1>{level.title}</h1>
        <p className="subtitle">
          Open a project to preview it, then book it on the student or business plan.
        </p>
      </header>
      {content}
      {selected && (
        <Suspense fallback={null}>
          <ProjectDialog
            // A fresh flow (tab, form, payment state) per project.
            key={selected._id}
            project={selected}
            level={level}
            returnFocusTo={openedFrom}
            onClose={() => setSelected(null)}
            onBooked={onBooked}
          />
        </Suspense>
      )}
    </div>
  );
}
