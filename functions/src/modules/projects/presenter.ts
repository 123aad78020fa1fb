/**
 * Stored project → `ProjectDto` (docs/product.md §3). Fields are read defensively (the content team types
 * them in the console); `active`, `order` and anything else stay on the server.
 */
import { asNumber, asString, type Stored } from '../../lib/present.js';
import {
  PROJECT_CATEGORIES,
  type ProjectCategory,
  type ProjectDto,
} from '@notesea/contract/projects';

export function presentProject({ id, data }: Stored): ProjectDto {
  return {
    _id: id,
    name: asString(data.name),
    description: asString(data.description),
    icon: asString(data.icon),
    studentPrice: asNumber(data.studentPrice),
    businessPrice: asNumber(data.businessPrice),
    features: Array.isArray(data.features)
      ? data.features.map((f) => asString(f)).filter((f) => f.trim() !== '')
      : [],
    videoLink: asString(data.videoLink),
    image: asString(data.image),
    deliveryTime: asNumber(data.deliveryTime),
    category: asCategory(data.category) ?? 'easy',
  };
}

/** A stored category if it is one of easy/medium/hard, else undefined. */
export function asCategory(value: unknown): ProjectCategory | undefined {
  return PROJECT_CATEGORIES.find((c) => c === value);
}
