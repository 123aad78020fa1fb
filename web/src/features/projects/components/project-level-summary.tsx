import type { ProjectCategory } from '@notesea/contract/projects';
import { useEffect, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@/utils/format';
import { useProjects } from '../api/get-projects';
import { LEVEL_ORDER, levelCssColor, PROJECT_LEVELS, priceRange } from '../utils/levels';
import './project-level-summary.css';

/**
 * Dashboard block (docs/product.md §2): per level, the price range from the lowest to the highest student or
 * business price. Shares its cache with the level pages, so opening one afterwards is instant.
 */
export function ProjectLevelSummary() {
  return (
    <ul className="level-summary">
      {LEVEL_ORDER.map((category) => (
        <li key={category}>
          <LevelCard category={category} />
        </li>
      ))}
    </ul>
  );
}

function LevelCard({ category }: { category: ProjectCategory }) {
  const level = PROJECT_LEVELS[category];
  const projects = useProjects(category);

  useEffect(() => {
    // docs/product.md §8: a failed project list is only logged; the level stays a plain link.
    if (projects.isError) console.error('Could not load project prices', projects.error);
  }, [projects.isError, projects.error]);

  let prices: string | undefined;
  if (projects.isPending) {
    prices = 'Loading prices…';
  } else if (projects.data) {
    const range = priceRange(projects.data);
    if (!range) prices = 'Coming soon';
    else if (range.min === range.max) prices = formatRupees(range.min);
    else prices = `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
  }

  return (
    <Link
      className="level-summary__card"
      to={level.href}
      style={{ '--level-color': levelCssColor(level.category) } as CSSProperties}
    >
      <span className="level-summary__title">{level.title}</span>
      {prices && <span className="level-summary__prices">{prices}</span>}
    </Link>
  );
}
