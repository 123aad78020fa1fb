import { readerHref } from '@/config/paths';

/**
 * Where the identical, already published file is, from a refusal's answer (a file already there is
 * refused at upload, with a link to it): `existing: { kind, _id }`, or a ready `link` path.
 * Undefined for any other answer; only paths inside the app are followed.
 */
export function existingHref(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { existing, link } = body as { existing?: unknown; link?: unknown };
  if (typeof link === 'string' && /^\/(?:notes|pyqs)\/[^/]/.test(link)) return link;
  if (typeof existing !== 'object' || existing === null) return undefined;
  const { kind, _id } = existing as { kind?: unknown; _id?: unknown };
  if (typeof _id !== 'string' || !_id) return undefined;
  return kind === 'note' || kind === 'pyq' ? readerHref(kind, _id) : undefined;
}
