import { safeExternalUrl } from '@/utils/safe-url';

/** A project's icon: the seed uses an emoji; the content team may paste an image URL instead. */
export function ProjectIcon({ icon, className }: { icon: string; className?: string }) {
  const classes = ['project-icon', className].filter(Boolean).join(' ');
  const trimmed = icon.trim();
  // Decorative: the project's name is always next to it.
  if (/^(https?:)?\//i.test(trimmed)) {
    const src = safeExternalUrl(trimmed);
    return src ? <img className={classes} src={src} alt="" loading="lazy" /> : null;
  }
  return (
    <span className={classes} aria-hidden="true">
      {trimmed || '📁'}
    </span>
  );
}
