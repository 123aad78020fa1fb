/**
 * Stored profile → API body (docs/product.md §3 User fields, docs/architecture.md §2 `_id`). Only the listed fields leave
 * the server: no password material (that lives in Firebase Auth anyway), no OTP state, no
 * timestamps or other internal fields, whatever else the document holds.
 */
import { asString, type Stored } from '../../lib/present.js';
import type { UserDto } from '@notesea/contract/accounts';

/** `fallbackEmail` (the Auth account's) fills in a profile written without one. */
export function presentUser({ id, data }: Stored, fallbackEmail = ''): UserDto {
  return {
    _id: id,
    name: asString(data.name),
    email: asString(data.email) || fallbackEmail,
    phone: asString(data.phone),
    collegeStudent: data.collegeStudent === true,
    gender: asString(data.gender),
    location: asString(data.location),
    bio: asString(data.bio),
    image: asString(data.image),
  };
}
