/**
 * The stored shape of `projects/{slug}` (docs/architecture.md §4), typed by the content team in
 * the Firebase console. Read and written only through `projectsCollection()`: a project that does
 * not fit (a price typed as "free", a name typed as a number) is not listed, cannot be booked
 * (404 'Project not found'), and gets a `contentErrors` entry naming its console path and field
 * (modules/content/shape-check.ts).
 */
import { z } from 'zod';
import { PROJECT_CATEGORIES } from '@notesea/contract/projects';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';

const text = z.string().refine((value) => value.trim() !== '', 'must be a non-empty text');

/**
 * Prices are integer rupees; whether one can be sold (whole, at least ₹1) is the booking's rule
 * (orders/pricing.ts), so a price of 0 lists but answers 409 when booked.
 */
export const storedProjectSchema = z.looseObject({
  name: text,
  description: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  studentPrice: z.number().finite(),
  businessPrice: z.number().finite(),
  features: z.array(z.string()).optional(),
  icon: z.string().optional(),
  videoLink: z.string().optional(),
  image: z.string().optional(),
  /** Days from payment to delivery. */
  deliveryTime: z.number().finite().nonnegative().optional(),
  /** Listed only when exactly `true`: the content team retires a project by unticking it. */
  active: z.boolean().optional(),
  order: z.number().finite().optional(),
});

export type StoredProject = z.output<typeof storedProjectSchema>;

export const projectConverter = storedConverter(storedProjectSchema);

/** `projects`, read and written through its schema. */
export function projectsCollection() {
  return db().collection(COLLECTIONS.projects).withConverter(projectConverter);
}
