import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNotes } from '../api/get-notes';
import { groupNotesByUnit } from '../utils/group-notes-by-unit';
import { NoteButton } from './note-button';

export function SubjectNotes({ subjectId }: { subjectId: string }) {
  const notes = useNotes(subjectId);
  // Notes carry their subject and semester names; there is no subject endpoint to ask.
  const first = notes.data?.[0];

  return (
    <section aria-labelledby="subject-title">
      <Link className="back-link" to={paths.dashboard.getHref()}>
        ← All semesters
      </Link>
      <h1 id="subject-title">{first?.subjectName ?? 'Notes'}</h1>
      {first?.semesterName && <p className="subtitle">{first.semesterName}</p>}
      {notes.isPending ? (
        <Spinner label="Loading notes…" />
      ) : notes.isError ? (
        <QueryError query={notes} fallback="Could not load notes." />
      ) : notes.data.length === 0 ? (
        <EmptyState message="No notes found for this subject." />
      ) : (
        groupNotesByUnit(notes.data).map(({ unit, notes: unitNotes }) => (
          <section key={unit} className="unit" aria-labelledby={`unit-${unit}`}>
            <h2 id={`unit-${unit}`}>Unit {unit}</h2>
            <ul className="note-list">
              {unitNotes.map((note) => (
                <li key={note._id}>
                  <NoteButton note={note} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
