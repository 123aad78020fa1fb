/**
 * Stored profile → API body (docs/product.md §3 User fields, docs/architecture.md §2 `_id`). Only the listed fields leave
 * the server: no password material (that lives in Firebase Auth anyway), no OTP state, no
 * timestamps or other internal fields, whatever else the document holds. The profile was read
 * through its schema (stored.ts), so every field is already of its type.
 */
import type { Stored } from '../../lib/present.js';
import type { UserDto } from '@notesea/contract/accounts';
import type { StoredUser } from './stored.js';

/** `fallbackEmail` (the Auth account's) fills in a profile stored without one. */
export function presentUser({ id, data }: Stored<StoredUser>, fallbackEmail = ''): UserDto {
  return {
    _id: id,
    name: data.name,
    email: data.email || fallbackEmail,
    phone: data.phone,
    collegeStudent: data.collegeStudent,
    gender: data.gender,
    location: data.location,
    bio: data.bio,
    image: data.image,
  };
}
