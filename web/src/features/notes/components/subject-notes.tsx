import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { useNotes } from '../api/get-notes';
import { userPdfsQueryOptions } from '../api/get-user-pdfs';
import type { DownloadDto as UserPdf, NoteDto as Note } from '@notesea/contract/notes';
import { unitLabel } from '@/utils/unit-label';
import { groupNotesByUnit } from '../utils/group-notes-by-unit';
import { NoteLink } from './note-link';

type SubjectNotesProps = {
  subjectId: string;
  /** Controls shown beside each note (the route adds the bookmark star). */
  renderNoteActions?: (note: Note) => ReactNode;
};

/** By note id; module-level so the query's `select` keeps its result between renders. */
const byNoteId = (pdfs: UserPdf[]) => new Map(pdfs.map((pdf) => [pdf.noteId, pdf]));

/** The Notes tab: the subject's notes grouped by unit, those this user opened marked so. */
export function SubjectNotes({ subjectId, renderNoteActions }: SubjectNotesProps) {
  const notes = useNotes(subjectId);
  // One request for the whole list. Without it (loading, failed) the notes simply show unmarked.
  const opened = useQuery({ ...userPdfsQueryOptions(), select: byNoteId }).data;

  if (notes.isPending) return <Spinner label="Loading notes…" />;
  if (notes.isError) return <QueryError query={notes} fallback="Could not load notes." />;
  if (notes.data.length === 0) return <EmptyState message="No notes found for this subject." />;

  return groupNotesByUnit(notes.data).map(({ unit, notes: unitNotes }) => (
    <section key={unit ?? 'other'} className="unit" aria-labelledby={`unit-${unit ?? 'other'}`}>
      <h2 id={`unit-${unit ?? 'other'}`}>{unitLabel(unit) ?? 'Other notes'}</h2>
      <ul className="note-list">
        {unitNotes.map((note) => (
          <li key={note._id} className="note-item">
            <NoteLink note={note} opened={opened?.get(note._id)} />
            {renderNoteActions?.(note)}
          </li>
        ))}
      </ul>
    </section>
  ));
}
