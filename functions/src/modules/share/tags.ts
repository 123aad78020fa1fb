/**
 * Link previews: the Open Graph and Twitter tags of a shared page, and
 * the app's `index.html` with them filled in. Pure functions: no Firestore, no network.
 *
 * Every value that reaches the HTML is escaped here (`escapeHtml`): titles and page text are typed
 * by the content team and by students (uploads), so they can hold `<`, `"` or `&`.
 */

export type ShareKind = 'note' | 'pyq';

/** What a shared link points at, as read from `notes/{id}` or `pyqs/{id}` (see target.ts). */
export interface ShareTarget {
  kind: ShareKind;
  id: string;
  /** The note's title, or the paper's ("May 2024"; built from year and session when blank). */
  title: string;
  subjectName: string;
  semesterName: string;
  /** Notes only; null when the note has none. */
  unit: number | null;
  /** Page count set by the content pipeline; null for a document written by hand. */
  pages: number | null;
  /** The PDF object's generation: previews of a replaced file are not reused (preview-image.ts). */
  generation: string;
  /** The text of the shared page (contentPages), '' when unknown or empty (a scan). */
  pageText: string;
}

export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute: the reader at that page. */
  url: string;
  /** Absolute: the page's image (served by the share function, cached at the CDN). */
  image: string;
  imageAlt: string;
}

/** Longest description; previews cut at about 200 characters anyway. */
const MAX_DESCRIPTION = 240;

/** Path of the reader for a target: `/notes/{id}?page=N` or `/pyqs/{id}?page=N`. */
export function readerPath(kind: ShareKind, id: string, page: number): string {
  return `/${kind === 'note' ? 'notes' : 'pyqs'}/${encodeURIComponent(id)}?page=${page}`;
}

/**
 * Path of a page's preview image, served by the share function (routes.ts). `v` is the PDF's
 * generation: a replaced file gets new URLs, so CDN and crawler copies of the old image are not
 * reused.
 */
export function imagePath(kind: ShareKind, id: string, page: number, generation: string): string {
  const v = generation ? `?v=${encodeURIComponent(generation)}` : '';
  return `/${kind === 'note' ? 'notes' : 'pyqs'}/${encodeURIComponent(id)}/page-${page}.jpg${v}`;
}

/**
 * The tags' values for `target` at `page` (already clamped), with absolute URLs on `origin`
 * (e.g. `https://notesea.web.app`, no trailing slash).
 * - note: "Normalization · DBMS, Unit 2 · Page 3"
 * - paper: "DBMS · May 2024 paper · Page 1"
 * The description says where the page is ("Page 3 of 12 of the Unit 2 notes of DBMS, Semester 3,
 * on NoteSea.") followed by the page's first words when it has text.
 */
export function buildShareMeta(target: ShareTarget, page: number, origin: string): ShareMeta {
  const of = target.pages ? ` of ${target.pages}` : '';
  const where = [target.subjectName, target.semesterName].filter(Boolean).join(', ');
  let title: string;
  let context: string;
  if (target.kind === 'note') {
    const unit = target.unit !== null ? `Unit ${target.unit}` : '';
    title = join(' · ', [target.title, join(', ', [target.subjectName, unit]), `Page ${page}`]);
    context = `Page ${page}${of} of the ${unit ? `${unit} ` : ''}notes "${target.title}"${where ? ` of ${where}` : ''}, on NoteSea.`;
  } else {
    title = join(' · ', [target.subjectName, `${target.title} paper`, `Page ${page}`]);
    context = `Page ${page}${of} of the ${target.title} question paper${where ? ` of ${where}` : ''}, on NoteSea.`;
  }
  const excerpt = excerptOf(target.pageText, MAX_DESCRIPTION - context.length - 3);
  return {
    title,
    description: excerpt ? `${context} “${excerpt}”` : context,
    url: origin + readerPath(target.kind, target.id, page),
    image: origin + imagePath(target.kind, target.id, page, target.generation),
    imageAlt: `Page ${page} of ${target.kind === 'note' ? target.title : `the ${target.title} paper`}`,
  };
}

/** `&`, `<`, `>`, `"` and `'` as entities: safe in text and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The app's `index.html` with the preview tags: `<title>` and the description replaced, Open
 * Graph and Twitter tags added before `</head>`. `meta` null (an unknown id) returns the page
 * unchanged: the plain app, which shows its own "not found".
 */
export function renderShareHtml(indexHtml: string, meta: ShareMeta | null): string {
  if (!meta) return indexHtml;
  const title = escapeHtml(`${meta.title} · NoteSea`);
  const tags = [
    property('og:type', 'article'),
    property('og:site_name', 'NoteSea'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:type', 'image/jpeg'),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('twitter:image:alt', meta.imageAlt),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  // Functions as replacements: a `$&` in a title must not be read as a replacement pattern.
  let html = TITLE.test(indexHtml)
    ? indexHtml.replace(TITLE, () => `<title>${title}</title>`)
    : indexHtml.replace(HEAD_END, (end) => `<title>${title}</title>\n${end}`);
  html = html.replace(DESCRIPTION, '');
  tags.unshift(named('description', meta.description));
  return html.replace(HEAD_END, (end) => `\n${tags.map((t) => `    ${t}\n`).join('')}  ${end}`);
}

const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /\n?[ \t]*<meta\s+name="description"[^>]*>/i;
const HEAD_END = /<\/head>/i;

function property(name: string, content: string): string {
  return `<meta property="${name}" content="${escapeHtml(content)}" />`;
}

function named(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}" />`;
}

function join(separator: string, parts: string[]): string {
  return parts.filter(Boolean).join(separator);
}

/** The text's first words up to `max` characters, cut at a word and marked with "…". */
function excerptOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (max < 20 || !flat) return '';
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
