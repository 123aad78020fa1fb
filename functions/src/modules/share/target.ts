/**
 * Reads what a shared link points at: `notes/{id}` or `pyqs/{id}` and the text of the shared page
 * (`contentPages/{id}-p{n}`), in ONE batched read (2 documents).
 */
import { CATALOG_COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { readStored } from '../../lib/stored.js';
import { noteConverter, pyqConverter, type StoredNote, type StoredPyq } from '../notes/stored.js';
import { pageConverter, pageRef } from '../content/stored.js';
import { isDocId } from '@notesea/contract/common';
import { defaultContributionTitle } from '@notesea/contract/contributions-rules';
import type { ShareKind, ShareTarget } from './tags.js';

export interface LoadedTarget {
  target: ShareTarget;
  /** `storagePath` of the PDF (the pipeline writes it); '' for a document written by hand. */
  storagePath: string;
}

/**
 * The note or paper `id`, with the text of page `page` when that page exists (a page past the
 * end has no text document; the caller clamps and the description then goes without words).
 * `page` null reads the document alone (1 read instead of 2).
 * @returns null for an unknown or invalid id
 */
export async function loadTarget(
  kind: ShareKind,
  id: string,
  page: number | null,
): Promise<LoadedTarget | null> {
  if (!isDocId(id)) return null;
  const ref = db().collection(CATALOG_COLLECTIONS[kind]).doc(id);
  const converter = kind === 'pyq' ? pyqConverter : noteConverter;
  const [doc, text] =
    page === null
      ? [await ref.get(), undefined]
      : await db().getAll(ref, pageRef(id, page).withConverter(null));
  // A document that does not fit its schema is not listed, so its link answers as unknown too.
  const data = readStored<StoredNote | StoredPyq>(converter, doc);
  if (!data) return null;
  const paper = kind === 'pyq' ? (data as StoredPyq) : null;
  // A page whose text does not fit (logged) shares like a page without text.
  const stored = readStored(pageConverter, text);
  const pageText = stored?.contentId === id ? stored.text : '';
  return {
    target: {
      kind,
      id,
      title: paper ? paperTitle(paper) : data.title,
      subjectName: data.subjectName ?? '',
      semesterName: data.semesterName ?? '',
      unit: paper ? null : ((data as StoredNote).unit ?? null),
      pages: data.pages,
      generation: data.generation ?? '',
      pageText,
    },
    storagePath: data.storagePath ?? '',
  };
}

/** As the web app's pyqTitle: the stored title, else "May 2024", never blank. */
function paperTitle(paper: StoredPyq): string {
  const title = paper.title.trim();
  if (title) return title;
  return defaultContributionTitle('pyq', null, paper.year, paper.session);
}
