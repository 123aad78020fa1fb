import type { ProjectDto } from '@notesea/contract/projects';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@notesea/contract/projects-rules';
import { paths } from '@/config/paths';

export type ProjectLevel = {
  category: ProjectCategory;
  /** Page title (docs/product.md §2). */
  title: string;
  href: string;
  /**
   * Accent of the level's page, dialog and Razorpay Checkout (docs/product.md §7: a theme colour per level):
   * green for easy, indigo for medium, deep purple for advanced. Each keeps white text at AA
   * contrast or better (5.0:1, 7.9:1, 8.7:1).
   */
  themeColor: string;
  /** Images tab placeholders (docs/product.md §9: 2 for easy and hard, 3 for medium), in web/public/images. */
  placeholders: readonly string[];
  /** Medium cards leave the description out (docs/product.md §2); it still shows in the dialog. */
  showDescription: boolean;
  /** Only medium shows the delivery time in the Details tab (docs/product.md §2). */
  showDeliveryTime: boolean;
};

/**
 * A level's accent for the page's CSS (`--level-color`): the `--color-level-<category>` variable
 * of styles/index.css, which also has a dark-theme value. `themeColor` is its light value, for
 * Razorpay Checkout.
 */
export const levelCssColor = (category: ProjectCategory) => `var(--color-level-${category})`;

const images = (category: ProjectCategory, count: number) =>
  Array.from({ length: count }, (_, i) => `/images/project-${category}-${i + 1}.svg`);

export const PROJECT_LEVELS: Record<ProjectCategory, ProjectLevel> = {
  easy: {
    category: 'easy',
    title: 'Easy Projects',
    href: paths.easyProjects.getHref(),
    themeColor: '#15803d',
    placeholders: images('easy', 2),
    showDescription: true,
    showDeliveryTime: false,
  },
  medium: {
    category: 'medium',
    title: 'Medium Projects',
    href: paths.mediumProjects.getHref(),
    themeColor: '#4338ca',
    placeholders: images('medium', 3),
    showDescription: false,
    showDeliveryTime: true,
  },
  hard: {
    category: 'hard',
    title: 'Advanced Projects',
    href: paths.hardProjects.getHref(),
    themeColor: '#6b21a8',
    placeholders: images('hard', 2),
    showDescription: true,
    showDeliveryTime: false,
  },
};

/** Dashboard order (docs/product.md §1: easy, medium, hard). */
export const LEVEL_ORDER: readonly ProjectCategory[] = PROJECT_CATEGORIES;

export type PriceRange = { min: number; max: number };

/**
 * docs/product.md §2 dashboard: a level's range runs from the lowest to the highest of all its student and
 * business prices. Undefined when no project has a price yet.
 */
export function priceRange(projects: readonly ProjectDto[]): PriceRange | undefined {
  const prices = projects
    .flatMap((p) => [p.studentPrice, p.businessPrice])
    .filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
  if (prices.length === 0) return undefined;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
