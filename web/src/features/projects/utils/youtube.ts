/** YouTube ids are exactly 11 characters of this alphabet (docs/product.md §5, §9). */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);

/** Path prefixes whose next segment is the id: /embed/<id>, /shorts/<id>, … */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/**
 * The video id of a YouTube link the content team pasted (youtu.be/<id>, youtube.com/watch?v=<id>,
 * /embed/<id>, /shorts/<id>), or undefined when the link is empty, not YouTube, or the id is not
 * exactly 11 valid characters (the dialog then falls back to the image or the icon).
 */
export function parseYouTubeId(link: string | null | undefined): string | undefined {
  const trimmed = link?.trim();
  if (!trimmed) return undefined;

  let url: URL;
  try {
    // Links are often pasted without the scheme ("youtu.be/…").
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;

  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;

  if (host === 'youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments[0] && ID_PATHS.has(segments[0])) candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : undefined;
}

/** Privacy-enhanced embed (no cookies until the user plays); the CSP allows this origin. */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}
