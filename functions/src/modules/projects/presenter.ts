/**
 * Stored project → `ProjectDto` (docs/product.md §3). The project was read through its schema
 * (./stored.ts), so a console typo never reaches here; `active`, `order` and anything else stay
 * on the server.
 */
import type { Stored } from '../../lib/present.js';
import {
  PROJECT_CATEGORIES,
  type ProjectCategory,
  type ProjectDto,
} from '@notesea/contract/projects';
import type { StoredProject } from './stored.js';

export function presentProject({ id, data }: Stored<StoredProject>): ProjectDto {
  return {
    _id: id,
    name: data.name,
    description: data.description,
    icon: data.icon ?? '',
    studentPrice: data.studentPrice,
    businessPrice: data.businessPrice,
    features: (data.features ?? []).filter((f) => f.trim() !== ''),
    videoLink: data.videoLink ?? '',
    image: data.image ?? '',
    deliveryTime: data.deliveryTime ?? null,
    category: data.category,
  };
}

/** A stored category if it is one of easy/medium/hard, else undefined. */
export function asCategory(value: unknown): ProjectCategory | undefined {
  return PROJECT_CATEGORIES.find((c) => c === value);
}
